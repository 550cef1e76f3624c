// Reads island payloads out of rendered pages and checks them against their widgets' schemas:
// shared by the sample-shop props contract and the hostile-catalog property test.
import { SAMPLE_GIFT_CARD_TOKEN } from '../../preview/handlers/special-pages';
import type { ShopData } from '../../preview/shop/types';
import { propsIssues } from '../../src/islands/props-schema';
import { widgetRegistry } from '../../src/islands/registry';

export interface Payload {
  url: string;
  template: string;
  widget: string;
  props: unknown;
}

export const parseHtml = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** `JSON.parse`, or an object naming the parse error (which then fails any schema). */
function parseJson(text: string): unknown {
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    return { '(invalid JSON)': String(error) };
  }
}

/** Every island payload on a page, with the page's template. */
export function payloadsOf(url: string, html: string): Payload[] {
  const document = parseHtml(html);
  const template = document.body.getAttribute('data-template') ?? '(none)';
  return Array.from(document.querySelectorAll('[data-widget]')).map((host) => {
    const script = Array.from(host.children).find((child) => child.matches('script[type="application/json"][data-props]'));
    return { url, template, widget: host.getAttribute('data-widget') ?? '', props: parseJson(script?.textContent?.trim() ?? '') };
  });
}

/** Every `<script type="application/json">` on a page that is not valid JSON, as `url: attributes: error`. */
export function invalidJsonBlocks(url: string, html: string): string[] {
  const scripts = Array.from(parseHtml(html).querySelectorAll('script[type="application/json"]'));
  return scripts.flatMap((script) => {
    try {
      JSON.parse(script.textContent ?? '');
      return [];
    } catch (error) {
      const attributes = script.getAttributeNames().join(' ');
      return [`${url}: <script ${attributes}>: ${String(error)}`];
    }
  });
}

/** Every schema failure among the payloads, as `url (template) widget: key: message`. */
export async function payloadFailures(payloads: Payload[]): Promise<string[]> {
  const failures: string[] = [];
  for (const payload of payloads) {
    const load = widgetRegistry[payload.widget];
    if (!load) {
      failures.push(`${payload.url} (${payload.template}): unknown widget "${payload.widget}"`);
      continue;
    }
    const { schema } = await load();
    if (!schema) {
      failures.push(`${payload.widget}: its module exports no props schema`);
      continue;
    }
    for (const issue of propsIssues(schema, payload.props)) failures.push(`${payload.url} (${payload.template}) ${payload.widget}: ${issue}`);
  }
  return failures;
}

/** A shop's anonymous pages: every product, collection, page, blog and article, search, cart and the 404. */
export function shopPages(data: ShopData): string[] {
  const blog = data.blogs[0]!;
  const tag = blog.articles.flatMap((a) => a.tags).find((t) => !t.startsWith('Featured_'))!;
  return [
    '/',
    '/?design_mode=1',
    '/collections',
    '/search?q=oil',
    '/search?q=olive&type=article',
    '/search?q=zzzzqqq',
    '/cart',
    '/account/login',
    '/account/register',
    '/account/reset/1/token',
    '/account/activate/1/token',
    '/no-such-page',
    '/password',
    `/gift_cards/${SAMPLE_GIFT_CARD_TOKEN}`,
    ...data.products.flatMap((p) => [`/products/${p.handle}`, `/products/${p.handle}?view=showcase`]),
    // The recomposed product template, on products with variants, a subscription, what is included, a gift card.
    ...['the-everyday', 'the-duo', 'refill-cans', 'gift-card'].map((handle) => `/products/${handle}?view=compact`),
    ...data.collections.map((c) => `/collections/${c.handle}`),
    ...data.pages.map((p) => `/pages/${p.handle}`),
    `/pages/${data.pages[0]!.handle}?view=story`,
    ...data.blogs.map((b) => `/blogs/${b.handle}`),
    `/blogs/${blog.handle}/tagged/${encodeURIComponent(tag)}`,
    ...blog.articles.slice(0, 5).map((a) => `/blogs/${blog.handle}/${a.handle}`),
  ];
}
