// @vitest-environment jsdom
// The product page made of blocks (sections/main-product.liquid), through the offline storefront:
// the default template shows the spec's hero in the spec's order, and a recomposed one
// (templates/product.compact.json: blocks reordered, one hidden, settings changed) shows exactly
// its blocks in its order, with the product form's parts and settings following their blocks.
// In the theme editor every block has an element that carries its editor marker.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schema as formSchema } from '../../src/features/product/form-props';
import { propsIssues } from '../../src/islands/props-schema';
import { sampleServerPerFile } from './helpers';

const sample = sampleServerPerFile();

interface TemplateSection {
  blocks: Record<string, { type: string; disabled?: boolean; settings: Record<string, unknown> }>;
  block_order: string[];
}
const templateMain = (name: string) => (JSON.parse(readFileSync(`templates/${name}.json`, 'utf8')) as { sections: { main: TemplateSection } }).sections.main;

async function pageDoc(pathname: string): Promise<Document> {
  const res = await sample.get(pathname);
  expect(res.status, pathname).toBe(200);
  const html = await res.text();
  expect(html).not.toContain('Liquid error');
  return new DOMParser().parseFromString(html, 'text/html');
}

/** What stands in the hero's info column, in order: each child named by what it is. */
function infoOrder(doc: Document): string[] {
  const info = doc.querySelector('#shopify-section-template--1__main .product__info');
  expect(info).not.toBeNull();
  return Array.from(info!.children).map((el) => {
    if (el.matches('[data-widget="product-form"]')) return 'form';
    if (el.matches('[data-widget="product-reviews"]')) return 'rating';
    if (el.matches('[data-widget="product-tabs"], .product__description')) return 'description';
    if (el.matches('[data-widget="product-linked"]')) return 'linked_products';
    if (el.matches('.product-upsells--block')) return 'upsells';
    if (el.matches('h1.product__title')) return 'title';
    if (el.matches('.product__vendor')) return 'vendor';
    if (el.matches('.product__subtitle')) return 'subtitle';
    if (el.matches('.product__badge')) return 'discount_badge';
    if (el.matches('.product__text')) return 'text';
    if (el.matches('details.product__row')) return `row:${el.querySelector('summary')?.textContent?.trim()}`;
    return el.outerHTML.slice(0, 60);
  });
}

function formProps(doc: Document) {
  const script = doc.querySelector('[data-widget="product-form"] > script[data-props]');
  const raw: unknown = JSON.parse(script!.textContent);
  expect(propsIssues(formSchema, raw)).toEqual([]);
  return raw as {
    parts: { type: string; id: string; style: string }[];
    settings: { default_subscription: boolean; show_checkout: boolean };
    bubbles: string[];
    texts: { included_heading: string; subscription_note: string };
  };
}

describe('the default product template', () => {
  it('shows the spec’s hero: media, title, subtitle, stars, badge, the form (its parts in the spec’s order) and the tabs', async () => {
    const doc = await pageDoc('/products/the-everyday');
    expect(infoOrder(doc)).toEqual(['title', 'subtitle', 'rating', 'discount_badge', 'linked_products', 'form', 'description']);
    expect(doc.querySelector('.product:not(.product--media-right) > .product__media .media-carousel__thumbs')).not.toBeNull();
    const props = formProps(doc);
    expect(props.parts.map((p) => p.type)).toEqual(['price', 'variant_picker', 'purchase_options', 'can_bubbles', 'included', 'gift_fields', 'buy_buttons']);
    expect(props.settings).toMatchObject({ default_subscription: false, show_checkout: true });
    expect(props.bubbles).toEqual(['Keeps oxygen OUT and freshness IN!', 'Protects our light sensitive oil!', 'Exactly what you need, when you need it!']);
    // The form's first frame: the price above the form's card, then tiles, purchase cards and buttons.
    const frame = doc.querySelector('[data-widget="product-form"] > .product-form-widget')!;
    expect(Array.from(frame.children).map((el) => el.className)).toEqual(['price', 'product-form product-form--enhanced']);
    const form = frame.querySelector('form')!;
    expect(Array.from(form.children).map((el) => el.className.split(' ')[0])).toEqual([
      'option-tiles',
      'purchase-options',
      'product-form__message',
      'product-form__buttons',
    ]);
    expect(form.querySelector('.product-form__checkout')?.textContent).toBe('Buy it now');
    expect(doc.querySelector('[data-widget="product-sticky-bar"]')).not.toBeNull();
  });
});

describe('a recomposed product template (product.compact)', () => {
  it('shows its blocks in its order, leaves the hidden one out and applies each block’s settings', async () => {
    const doc = await pageDoc('/products/the-everyday?view=compact');
    expect(infoOrder(doc)).toEqual(['text', 'vendor', 'title', 'rating', 'form', 'upsells', 'row:Shipping & returns', 'row:Keeping it fresh', 'description']);
    // Hidden: the discount badge; the section's settings: media on the right, no thumbnails, no sticky bar.
    expect(doc.querySelector('.product__badge')).toBeNull();
    expect(doc.querySelector('.product.product--media-right > .product__media .media-carousel')).not.toBeNull();
    expect(doc.querySelector('.media-carousel__thumbs')).toBeNull();
    expect(doc.querySelector('[data-widget="product-sticky-bar"]')).toBeNull();
    // Stars without the count.
    expect(doc.querySelector('.review-stars__stars')).not.toBeNull();
    expect(doc.querySelector('.review-stars__count')).toBeNull();
    expect(doc.querySelector('.product__text--eyebrow')?.textContent).toBe('Pressed within hours of picking');

    const props = formProps(doc);
    const main = templateMain('product.compact');
    const partOrder = main.block_order.filter((key) =>
      ['price', 'variant_picker', 'purchase_options', 'can_bubbles', 'included', 'gift_fields', 'buy_buttons'].includes(main.blocks[key]!.type),
    );
    expect(props.parts).toEqual(partOrder.map((key) => ({ type: main.blocks[key]!.type, id: key, style: key === 'variant_picker' ? 'dropdown' : 'tiles' })));
    expect(props.parts.map((p) => p.type)).toEqual(['price', 'variant_picker', 'purchase_options', 'can_bubbles', 'buy_buttons', 'included']);
    expect(props.settings).toMatchObject({ default_subscription: true, show_checkout: false });
    expect(props.bubbles).toEqual([
      'No oxygen, no light: the can keeps it fresh.',
      'Protects our light sensitive oil!',
      'Exactly what you need, when you need it!',
    ]);
    expect(props.texts.subscription_note).toBe('Skip, Edit or Cancel Anytime');
    // The upsells block: its own headings, each upsell's first available variant, not re-rendered per variant.
    const upsells = doc.querySelector('.product-upsells--block')!;
    expect(upsells.hasAttribute('data-refresh-on')).toBe(false);
    expect(upsells.querySelector('h2')?.textContent).toBe('Pairs well with');
    const upsellProps = JSON.parse(upsells.querySelector('script[data-props]')!.textContent) as {
      headings: { subscription: string };
      items: { product_id: number; variant: number }[];
    };
    expect(upsellProps.headings.subscription).toBe('Add to every delivery');
    expect(upsellProps.items.length).toBeGreaterThan(0);
    for (const item of upsellProps.items) {
      const offered = sample.server.shop.data.products.find((p) => p.id === item.product_id)!;
      expect(item.variant).toBe(offered.variants.find((v) => v.available)!.id);
    }
    // Dropdowns start from the plain form (no tile frame) and wake at idle.
    expect(doc.querySelector('[data-widget="product-form"]')?.getAttribute('data-hydrate')).toBe('idle');
  });

  it('gives the included block’s heading to the form, and leaves out a part with no block', async () => {
    const doc = await pageDoc('/products/the-everyday?view=compact');
    // The included block's own heading.
    expect(formProps(doc).texts.included_heading).toBe('In the box');
    const noGift = formProps(await pageDoc('/products/gift-card?view=compact'));
    expect(noGift.parts.map((p) => p.type)).not.toContain('gift_fields');
  });
});

describe('in the theme editor', () => {
  it('every block of the default template that has something to show carries its editor marker', async () => {
    const marked = new Set<string>();
    // The Everyday has variants; The Duo includes products. Neither is a gift card, and can bubbles
    // show only while subscribing: every other block has an element the editor can select.
    for (const handle of ['the-everyday', 'the-duo']) {
      const doc = await pageDoc(`/products/${handle}?design_mode=1`);
      for (const el of Array.from(doc.querySelectorAll('#shopify-section-template--1__main [data-shopify-editor-block]'))) {
        marked.add((JSON.parse(el.getAttribute('data-shopify-editor-block')!) as { id: string }).id);
      }
    }
    const nothingToShow = ['can_bubbles', 'gift_fields'];
    const expected = templateMain('product').block_order.filter((key) => !nothingToShow.includes(key));
    expect(expected.filter((key) => !marked.has(key))).toEqual([]);
  });
});
