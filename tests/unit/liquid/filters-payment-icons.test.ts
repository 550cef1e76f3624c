// @vitest-environment jsdom
// payment_type_svg_tag / payment_type_img_url: the real payment marks, in Shopify's markup shape.
import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

const ENABLED = ['visa', 'master', 'american_express', 'discover', 'diners_club', 'paypal', 'apple_pay', 'google_pay'];
const NAMES = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Diners Club', 'PayPal', 'Apple Pay', 'Google Pay'];

const svgs = (html: string) => [...new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').querySelectorAll('body > svg')];

describe('payment_type_svg_tag', () => {
  it('draws each enabled type as an <svg role="img"> named by its <title> through aria-labelledby, with the class given', async () => {
    const html = await liquid("{% for type in shop.enabled_payment_types %}{{ type | payment_type_svg_tag: class: 'icon' }}{% endfor %}", {
      shop: { enabled_payment_types: ENABLED },
    });
    const icons = svgs(html);
    expect(icons).toHaveLength(ENABLED.length);
    icons.forEach((svg, i) => {
      expect(svg.getAttribute('class')).toBe('icon');
      expect(svg.getAttribute('role')).toBe('img');
      expect(svg.getAttribute('width')).toBe('38');
      expect(svg.getAttribute('height')).toBe('24');
      const title = svg.querySelector(':scope > title')!;
      expect(svg.getAttribute('aria-labelledby')).toBe(`pi-${ENABLED[i]}`);
      expect(title.id).toBe(`pi-${ENABLED[i]}`);
      expect(title.textContent).toBe(NAMES[i]);
    });
  });

  it('draws the brand mark in shapes, not a box with the name written in it, and no two marks alike', async () => {
    const html = await liquid('{% for type in types %}{{ type | payment_type_svg_tag }}{% endfor %}', { types: ENABLED });
    const icons = svgs(html);
    for (const svg of icons) {
      expect(svg.querySelectorAll('text')).toHaveLength(0);
      expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
    }
    const bodies = icons.map((svg) =>
      [...svg.children]
        .filter((el) => el.tagName !== 'title')
        .map((el) => el.outerHTML)
        .join(''),
    );
    expect(new Set(bodies).size).toBe(ENABLED.length);
  });

  it("keeps an icon's styles and ids to itself: no <style> element, ids prefixed per type", async () => {
    const html = await liquid("{{ 'master' | payment_type_svg_tag }}{{ 'american_express' | payment_type_svg_tag }}");
    expect(html).not.toContain('<style');
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !id!.startsWith('pi-'))).toEqual([]);
  });

  it('names an unknown type in words and escapes it', async () => {
    const html = await liquid('{{ t | payment_type_svg_tag }}', { t: 'cash_"on"_<delivery>' });
    const [svg] = svgs(html);
    expect(svg!.querySelector('title')!.textContent).toBe('Cash "on" <delivery>');
    expect(html).not.toContain('<delivery>');
  });
});

describe('payment_type_img_url', () => {
  it("points at the preview CDN's SVG for the type", async () => {
    expect(await liquid("{{ 'visa' | payment_type_img_url }}")).toBe('/cdn/shopifycloud/payment-icons/visa.svg');
  });
});
