import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

describe('money filters (shop formats)', () => {
  it('formats cents with money_format and money_with_currency_format', async () => {
    expect(await liquid('{{ 123456 | money }}|{{ 123456 | money_with_currency }}|{{ 123456 | money_without_currency }}')).toBe(
      '$1,234.56|$1,234.56 USD|1,234.56',
    );
  });
  it('drops trailing zeros only when the cents are zero', async () => {
    expect(await liquid('{{ 2000 | money_without_trailing_zeros }}|{{ 2050 | money_without_trailing_zeros }}')).toBe('$20|$20.50');
  });
  it('supports every amount placeholder', async () => {
    const cases: [string, string][] = [
      ['{{amount}}', '1,234,567.89'],
      ['{{amount_no_decimals}}', '1,234,568'],
      ['{{amount_with_comma_separator}}', '1.234.567,89'],
      ['{{amount_no_decimals_with_comma_separator}}', '1.234.568'],
      ['{{amount_with_apostrophe_separator}}', "1'234'567.89"],
      ['{{amount_no_decimals_with_space_separator}}', '1 234 568'],
      ['{{amount_with_space_separator}}', '1 234 567,89'],
      ['{{amount_with_period_and_space_separator}}', '1 234 567.89'],
    ];
    for (const [format, expected] of cases) {
      expect(await liquid('{{ 123456789 | money }}', { shop: { money_format: `€${format}` } })).toBe(`€${expected}`);
    }
  });
});

describe('json filter', () => {
  it('escapes <, >, & and quotes so it is safe inside <script>', async () => {
    const out = await liquid('{{ v | json }}', { v: { t: "</script><b>Face & Neck's</b>" } });
    expect(out).toBe('{"t":"\\u003c/script\\u003e\\u003cb\\u003eFace \\u0026 Neck\\u0027s\\u003c/b\\u003e"}');
    expect(JSON.parse(out)).toEqual({ t: "</script><b>Face & Neck's</b>" });
  });
});

describe('math', () => {
  it('divided_by is integer division for integers and float otherwise', async () => {
    expect(await liquid('{{ 20 | divided_by: 7 }}|{{ 20 | divided_by: 7.5 }}|{{ -7 | divided_by: 2 }}')).toBe('2|2.6666666666666665|-4');
  });
  it('treats nil as 0', async () => {
    expect(await liquid('{{ nothing | plus: 2 }}|{{ nothing | times: 3 }}')).toBe('2|0');
  });
});

describe('t filter', () => {
  it('interpolates and pluralises with count', async () => {
    expect(await liquid("{{ 'cart.items' | t: count: 1 }}|{{ 'cart.items' | t: count: 3 }}|{{ 'footer.copyright' | t: year: 2026 }}")).toBe(
      '1 item|3 items|© 2026 Good Drop',
    );
  });
  it('escapes HTML except for _html keys', async () => {
    expect(await liquid("{{ 'general.greeting' | t: name: 'Ann' }}|{{ 'general.bold_html' | t: name: 'Ann' }}")).toBe('Hi &lt;b&gt;Ann&lt;/b&gt;|<b>Ann</b>');
  });
  it('throws on a missing key', async () => {
    await expect(liquid("{{ 'nope.nope' | t }}")).rejects.toThrow(/Missing translation key "nope.nope"/);
  });
});

describe('image_url and image_tag', () => {
  const image = { src: '/cdn/shop/files/products/lemon-can.svg', width: 1000, height: 1500, alt: 'Lemon "can"' };
  it('builds CDN URLs with width/height/crop', async () => {
    expect(await liquid('{{ image | image_url: width: 400 }}', { image })).toBe('/cdn/shop/files/products/lemon-can.svg?v=1&width=400');
    expect(await liquid("{{ product | image_url: width: 300, height: 300, crop: 'center' }}", { product: { featured_image: image } })).toBe(
      '/cdn/shop/files/products/lemon-can.svg?v=1&width=300&height=300&crop=center',
    );
  });
  it('answers the original image URL without a width or height, as Shopify does', async () => {
    expect(await liquid('{{ image | image_url }}', { image })).toBe('/cdn/shop/files/products/lemon-can.svg?v=1');
  });
  it('renders img with srcset, size attributes and escaped alt', async () => {
    const out = await liquid("{{ image | image_url: width: 200 | image_tag: loading: 'lazy', class: 'pic' }}", { image });
    expect(out).toBe(
      '<img src="/cdn/shop/files/products/lemon-can.svg?v=1&amp;width=200" alt="Lemon &quot;can&quot;" srcset="/cdn/shop/files/products/lemon-can.svg?v=1&amp;width=200 200w" width="200" height="300" loading="lazy" class="pic">',
    );
  });
  it('uses explicit widths for srcset and sizes', async () => {
    const out = await liquid("{{ image | image_url: width: 800 | image_tag: widths: '100, 400', sizes: '50vw' }}", { image });
    expect(out).toContain(
      'srcset="/cdn/shop/files/products/lemon-can.svg?v=1&amp;width=100 100w, /cdn/shop/files/products/lemon-can.svg?v=1&amp;width=400 400w"',
    );
    expect(out).toContain('sizes="50vw"');
  });
});

describe('html and url filters', () => {
  it('escape uses &quot; and &#39;', async () => {
    expect(await liquid(`{{ v | escape }}`, { v: `"a" & 'b' <c>` })).toBe('&quot;a&quot; &amp; &#39;b&#39; &lt;c&gt;');
  });
  it('handleize, camelize, pluralize, url escapes', async () => {
    expect(
      await liquid(
        "{{ '100% M & Ms!!!' | handleize }}|{{ 'variable-name' | camelize }}|{{ 1 | pluralize: 'item', 'items' }}|{{ 2 | pluralize: 'item', 'items' }}",
      ),
    ).toBe('100-m-ms|VariableName|item|items');
    expect(await liquid("{{ '<hello> & <world>' | url_escape }}|{{ '<hello> & <world>' | url_param_escape }}")).toBe(
      '%3Chello%3E%20&%20%3Cworld%3E|%3Chello%3E%20%26%20%3Cworld%3E',
    );
  });
  it('asset_url and stylesheet_tag', async () => {
    expect(await liquid("{{ 'theme.css' | asset_url | stylesheet_tag }}")).toBe(
      '<link href="/cdn/shop/t/1/assets/theme.css?v=123" rel="stylesheet" type="text/css" media="all" />',
    );
  });
  it('link_to, within, customer links', async () => {
    expect(await liquid("{{ 'Shop' | link_to: '/collections/all', 'All' }}|{{ '/products/x' | within: c }}", { c: { url: '/collections/oil' } })).toBe(
      '<a href="/collections/all" title="All">Shop</a>|/collections/oil/products/x',
    );
  });
  it('date with strftime and named formats', async () => {
    expect(
      await liquid("{{ d | date: '%Y-%m-%d' }}|{{ d | date: format: 'abbreviated_date' }}|{{ d | date: format: 'month_day' }}", { d: '2024-03-05T10:00:00Z' }),
    ).toBe('2024-03-05|Mar 05, 2024|March 05');
  });
  it('default with allow_false', async () => {
    expect(await liquid("{{ '' | default: 'x' }}|{{ false | default: 'x', allow_false: true }}")).toBe('x|false');
  });
  it('color filters', async () => {
    expect(
      await liquid(
        "{{ '#7ab55c' | color_to_rgb }}|{{ '#7ab55c' | color_brightness }}|{{ '#7ab55c' | color_modify: 'red', 255 }}|{{ '#7ab55c' | hex_to_rgba: 0.5 }}|{{ '#7ab55c' | color_modify: 'alpha', 0.85 }}",
      ),
    ).toBe('rgb(122, 181, 92)|153.21|#ffb55c|rgba(122, 181, 92, 0.5)|rgba(122, 181, 92, 0.85)');
  });
  it('LiquidJS-only filters are unknown: their input passes through, as any unknown filter', async () => {
    expect(await liquid("{{ 'a b' | slugify }}")).toBe('a b');
    expect(await liquid('{{ a | where_exp: "x", "x" | join: "," }}', { a: [1, 2] })).toBe('1,2');
  });
});

describe('render tag', () => {
  it('binds `with` to the snippet name and keyword args', async () => {
    expect(await liquid("{% render 'vite-tag' with 'theme.ts' %}")).toContain('/cdn/shop/t/1/assets/theme.js');
    expect(await liquid("{% render 'vite-tag', entry: 'theme.ts' %}")).toContain('/cdn/shop/t/1/assets/theme.js');
  });
  it('binds `for` without `as` to the snippet name', async () => {
    expect(await liquid("{% render 'card' for items %}", { items: [{ title: 'A' }, { title: 'B' }] })).toBe('<li>A1</li>\n<li>B2</li>\n');
  });
});
