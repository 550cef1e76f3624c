// The header as Liquid renders it: merchant titles escaped everywhere, dropdown panels (link
// columns, product tiles, the "Menu panel" block's heading, products and button) and the mobile
// menu's props as spec §3 navigation items, accepted by the widget's contract.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../../helpers/temp-dir';
import { createThemeRenderer } from '../../../../preview/liquid';
import { schema } from '../../../../src/features/header/mobile-menu-props';
import { islandProps } from '../../helpers/island-props';
import { baseGlobals, resolver, shop } from '../../theme/theme-fixtures';
import { HOSTILE_TITLE, homeHtml, mainMenu, mobileMenuProps } from './header-page';

const header = (html: string) => html.slice(html.indexOf('<div class="header-wrapper'), html.indexOf('</header>'));
const dropdown = (html: string, id: string) => {
  const start = html.indexOf(`id="HeaderSubmenu-${id}"`);
  const next = html.indexOf('<li class="nav-item', start);
  return html.slice(start, next < 0 ? html.indexOf('</nav>', start) : next);
};

describe('header markup', () => {
  it('escapes merchant HTML in menu titles everywhere it prints them', async () => {
    const html = await homeHtml();
    expect(html).not.toContain('<b>Gifts');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(header(html)).toContain('&lt;b&gt;Gifts');
    expect(html).toMatch(/<span class="visually-hidden">Show &lt;b&gt;Gifts[^<]*links<\/span>/);
    const props = islandProps(schema, mobileMenuProps(html));
    expect(props.items[2]!.title).toBe(HOSTILE_TITLE);
    expect(props.items[2]!.links!.secondary[0]!.title).toBe(HOSTILE_TITLE);
  });

  it('gives each item with sublinks a toggle button and a panel: link columns and product tiles', async () => {
    const html = await homeHtml();
    expect(html).toMatch(/<button type="button" class="nav-item__toggle" aria-expanded="false" aria-controls="HeaderSubmenu-nav-1" data-submenu-toggle>/);
    const shopPanel = dropdown(html, 'nav-1');
    // Product links become tiles (title, subtitle: the product's own or its type); the rest are links.
    expect(shopPanel.match(/class="product-tile"/g)).toHaveLength(2);
    expect(shopPanel).toContain('<span class="product-tile__title">The Drizzle</span>');
    expect(shopPanel).toContain('<span class="product-tile__subtitle">For finishing</span>');
    expect(shopPanel).toContain('data-hover-src="/cdn/shop/files/products/drizzle-back.svg?v=1&amp;width=480"');
    expect(shopPanel).toContain('>View all Shop</a>');
    expect(shopPanel).toContain('<a class="dropdown__link" href="/collections/olive-oil">All Olive Oil</a>');
    expect(shopPanel).toMatch(/<a class="dropdown__heading" href="\/collections\/pantry">Pantry<\/a>[\s\S]*Vinegar[\s\S]*Chili crisp/);
    // The sample shop's "Menu panel" block for Shop: heading and call to action.
    expect(shopPanel).toContain('>Our oils</p>');
    expect(shopPanel).toContain('<a class="button button--primary button--small dropdown__cta" href="/collections/olive-oil">Shop Olive Oil</a>');
    // No block for Refills: the locale's heading, no button.
    expect(dropdown(html, 'nav-2')).toContain('>Top picks</p>');
    expect(dropdown(html, 'nav-2')).not.toContain('dropdown__cta');
  });

  it('prints the mobile menu as spec §3 navigation items', async () => {
    const props = islandProps(schema, mobileMenuProps(await homeHtml()));
    expect(props.items.map((i) => i.title)).toEqual(mainMenu.links.map((l) => l.title));
    const shopItem = props.items[0]!;
    expect(shopItem).toMatchObject({ id: 'nav-1', title: 'Shop', url: '/collections/all' });
    expect(shopItem.links!.products).toMatchObject({ title: 'Our oils', cta_url: '/collections/olive-oil', cta_title: 'Shop Olive Oil' });
    expect(shopItem.links!.products.links[1]).toEqual({
      id: 7,
      title: 'The Drizzle',
      url: '/products/the-drizzle',
      subtitle: 'For finishing',
      media: { src: '/cdn/shop/files/products/drizzle.svg?v=1&width=480', srcset: expect.stringContaining('240w'), alt: 'A drizzle can' },
      hover: { src: '/cdn/shop/files/products/drizzle-back.svg?v=1&width=480', srcset: expect.stringContaining('480w'), alt: 'Its back' },
    });
    expect(shopItem.links!.secondary.map((s) => s.title)).toEqual(['All Olive Oil', 'Pantry']);
    expect(shopItem.links!.secondary[1]!.links.map((l) => l.title)).toEqual(['Vinegar', 'Chili crisp']);
    expect(props.items[3]).toEqual({ id: 'nav-4', title: 'The Glog', url: '/blogs/glog', links: null });
    expect(props.account).toEqual({ url: '/account', label: 'Log in' });
  });

  it("a block's chosen products replace the item's product links as tiles (those become text links)", async () => {
    const root = tempDir('olivine-header-');
    const themeRoot = path.resolve(__dirname, '../../../..');
    for (const dir of ['layout', 'sections', 'snippets', 'locales', 'config', 'templates']) {
      fs.cpSync(path.join(themeRoot, dir), path.join(root, dir), { recursive: true });
    }
    const group = JSON.parse(fs.readFileSync(path.join(root, 'sections/header-group.json'), 'utf8'));
    group.sections.header.blocks['panel-shop'].settings.products = ['the-everyday'];
    group.sections.header.blocks['panel-shop'].settings.show_hover_image = false;
    fs.writeFileSync(path.join(root, 'sections/header-group.json'), JSON.stringify(group));
    const renderer = createThemeRenderer({
      themeRoot: root,
      shop,
      resolver: { ...resolver, linklist: (handle: string) => (handle === 'main-menu' ? mainMenu : resolver.linklist(handle)) },
    });
    const html = await renderer.renderTemplate('index', undefined, { globals: baseGlobals });
    const shopPanel = dropdown(html, 'nav-1');
    expect(shopPanel.match(/class="product-tile"/g)).toHaveLength(1);
    expect(shopPanel).toContain('<span class="product-tile__title">The Everyday</span>');
    expect(shopPanel).toContain('<a class="dropdown__link" href="/products/the-drizzle">The Drizzle</a>');
    const shopItem = islandProps(schema, mobileMenuProps(html)).items[0]!;
    expect(shopItem.links!.products.links.map((t) => t.title)).toEqual(['The Everyday']);
    expect(shopItem.links!.secondary.map((s) => s.title)).toEqual(['The Everyday', 'The Drizzle', 'All Olive Oil', 'Pantry']);
  });
});
