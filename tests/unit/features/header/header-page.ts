// Test helper: the home page's <body> as the theme renders it (real header markup, no scripts
// run), with a main menu that has dropdowns, product links, a link column and a hostile title.
import path from 'node:path';
import { createThemeRenderer } from '../../../../preview/liquid';
import { baseGlobals, product, resolver, shop } from '../../theme/theme-fixtures';

const image = (file: string, alt: string) => ({
  id: 2,
  src: `/cdn/shop/files/${file}`,
  url: `/cdn/shop/files/${file}`,
  width: 800,
  height: 800,
  alt,
  aspect_ratio: 1,
  media_type: 'image',
  presentation: { focal_point: '50% 50%' },
});
export const drizzle = {
  ...product,
  id: 7,
  handle: 'the-drizzle',
  title: 'The Drizzle',
  url: '/products/the-drizzle',
  type: 'Olive oil',
  featured_image: image('products/drizzle.svg', 'A drizzle can'),
  images: [image('products/drizzle.svg', 'A drizzle can'), image('products/drizzle-back.svg', 'Its back')],
  metafields: { olivine: { subtitle: { value: 'For finishing' } } },
};
export const HOSTILE_TITLE = '<b>Gifts & "more"</b><script>alert(1)</script>';

const link = (title: string, url: string, extra: Record<string, unknown> = {}) => ({
  title,
  url,
  type: 'http_link',
  active: false,
  current: false,
  links: [],
  ...extra,
});
const productLink = (p: typeof product) => link(p.title, p.url, { type: 'product_link', object: p });
export const mainMenu = {
  handle: 'main-menu',
  title: 'Main menu',
  links: [
    link('Shop', '/collections/all', {
      links: [
        productLink(product),
        productLink(drizzle),
        link('All Olive Oil', '/collections/olive-oil'),
        link('Pantry', '/collections/pantry', { links: [link('Vinegar', '/products/vinegar'), link('Chili crisp', '/products/chili')] }),
      ],
    }),
    link('Refills', '/collections/refills', { links: [productLink(drizzle), link('How refills work', '/pages/faq')] }),
    link(HOSTILE_TITLE, '/collections/gifts', { links: [link(HOSTILE_TITLE, '/products/gift-card')] }),
    link('The Glog', '/blogs/glog'),
  ],
};

export const themeRenderer = createThemeRenderer({
  themeRoot: path.resolve(__dirname, '../../../..'),
  resolver: { ...resolver, linklist: (handle: string) => (handle === 'main-menu' ? mainMenu : resolver.linklist(handle)) },
  shop,
});

export async function homeHtml(globals: Record<string, unknown> = {}): Promise<string> {
  return themeRenderer.renderTemplate('index', undefined, { globals: { ...baseGlobals, ...globals } });
}

export async function homeBody(globals: Record<string, unknown> = {}): Promise<string> {
  const html = await homeHtml(globals);
  return html.slice(html.indexOf('>', html.indexOf('<body')) + 1, html.lastIndexOf('</body>'));
}

/** The mobile menu island's JSON props, as printed. */
export function mobileMenuProps(html: string): unknown {
  return JSON.parse(/data-widget="mobile-menu"[^>]*>\s*<script type="application\/json" data-props>([^<]*)<\/script>/.exec(html)![1]!);
}
