// @vitest-environment jsdom
// The product islands' props contracts: what Liquid prints is accepted and decoded; a payload with
// a renamed or broken key is refused, and the refusal names the key.
import { describe, expect, it } from 'vitest';
import { schema as linkedSchema } from '../../../../src/features/product/LinkedProducts';
import { schema as mediaSchema } from '../../../../src/features/product/MediaCarousel';
import { schema as multiHeroSchema } from '../../../../src/features/product/MultiProductHero';
import { schema as formSchema } from '../../../../src/features/product/ProductForm';
import { schema as tabListSchema } from '../../../../src/features/product/ProductTabList';
import { schema as tabsSchema } from '../../../../src/features/product/ProductTabs';
import { schema as upsellsSchema } from '../../../../src/features/product/ProductUpsells';
import { schema as reviewsSchema } from '../../../../src/features/product/ReviewStars';
import { schema as stickySchema } from '../../../../src/features/product/StickyBar';
import { checkIslandProps, propsIssues, type PropsSchema } from '../../../../src/islands/props-schema';
import { islandProps } from '../../helpers/island-props';
import { formPayload, plan, product, variant } from './fixture';

const everyday = () => product([variant(1, ['500 ml'], { subscriptions: [plan(8001, '1 month', 2040, 15)] }), variant(2, ['1 L'])]);
const form = () => formPayload(everyday());
const media = () => ({
  scope: 'main-product',
  media: [
    {
      src: '/cdn/shop/files/a.svg?width=1600',
      srcset: '',
      thumb: '/cdn/shop/files/a.svg?width=200',
      alt: 'A can',
      width: 1200,
      height: 1200,
      is_video: false,
      video: '',
    },
  ],
  labels: { region: 'Product images', previous: 'Previous image', next: 'Next image', thumbnail: 'Show image {index}', video: 'Play video {index}' },
});
const upsells = () => ({
  items: [
    {
      image: '/cdn/shop/files/d.svg',
      heading: 'For finishing',
      title: 'The Drizzle',
      vendor: 'Good Drop',
      product_id: 1002,
      url: '/products/the-drizzle',
      variant: 40004,
      available: true,
      price: 3600,
      cap: 0,
      plan: null,
      plan_price: null,
      cta_text: 'Add to Cart',
      action: 'choose',
    },
  ],
  money_format: '${{amount}}',
  headings: { subscription: 'Add to your subscription', onetime: 'Add to your order' },
  texts: { sold_out: 'Sold Out', choose: 'Choose Options' },
});
const multiHero = () => ({
  entries: [
    {
      id: 'everyday',
      selected: true,
      content: { heading: 'Cook with it', product_title: 'The Everyday', description: '' },
      colors: { background: '#d3e36b', text: '#1e2a14' },
      image: { src: '/cdn/shop/files/e.svg', alt: 'A can' },
      form: form(),
    },
  ],
  labels: { select: 'Select Product', previous: 'Previous image', next: 'Next image' },
});

// Payloads are edited as the raw JSON Liquid prints, before any schema has typed them.
type Mutation = (payload: any) => void; // eslint-disable-line @typescript-eslint/no-explicit-any
const cases: [widget: string, schema: PropsSchema, payload: () => Record<string, unknown>, mutate: Mutation, key: string][] = [
  [
    'product-form',
    formSchema,
    form,
    (p) => {
      p.moneyFormat = p.money_format;
      delete p.money_format;
    },
    'money_format',
  ],
  [
    'product-form',
    formSchema,
    form,
    (p) => {
      p.product.variants[0].compare_at = p.product.variants[0].cap;
      delete p.product.variants[0].cap;
    },
    'product.variants.0.cap',
  ],
  [
    'product-form',
    formSchema,
    form,
    (p) => {
      delete p.texts.sold_out;
    },
    'texts.sold_out',
  ],
  [
    'product-form',
    formSchema,
    form,
    (p) => {
      p.product.variants[1].purchase_url = 'javascript:alert(1)';
    },
    'product.variants.1.purchase_url',
  ],
  [
    'product-form',
    formSchema,
    form,
    (p) => {
      p.product.variants = [];
    },
    'product.variants',
  ],
  [
    'product-form',
    formSchema,
    form,
    (p) => {
      p.checkout_body = 'cart';
    },
    'checkout_body',
  ],
  [
    'multi-product-hero',
    multiHeroSchema,
    multiHero,
    (p) => {
      delete p.entries[0].form.product.variants[0].subscriptions[0].label;
    },
    'entries.0.form.product.variants.0.subscriptions.0.label',
  ],
  [
    'product-media',
    mediaSchema,
    media,
    (p) => {
      p.media[0].width = '1200';
    },
    'media.0.width',
  ],
  [
    'product-media',
    mediaSchema,
    media,
    (p) => {
      delete p.scope;
    },
    'scope',
  ],
  [
    'product-upsells',
    upsellsSchema,
    upsells,
    (p) => {
      p.items[0].url = 'https://elsewhere.example/x';
    },
    'items.0.url',
  ],
  [
    'product-upsells',
    upsellsSchema,
    upsells,
    (p) => {
      delete p.items[0].cta_text;
    },
    'items.0.cta_text',
  ],
  [
    'product-upsells',
    upsellsSchema,
    upsells,
    (p) => {
      p.items[0].action = 'guess';
    },
    'items.0.action',
  ],
  [
    'product-reviews',
    reviewsSchema,
    () => ({ scope: 'main-product', product_id: 1001, store_id: 's', host: '', average: 4.7, count: 84, label: 'Rated {average}' }),
    (p) => {
      p.productId = p.product_id;
      delete p.product_id;
    },
    'product_id',
  ],
  [
    'product-tabs',
    tabsSchema,
    () => ({ scope: 'main-product', tabs: [{ heading: 'Details', content: '<p>x</p>' }], label: 'Product details' }),
    (p) => {
      p.tabs[0].body = p.tabs[0].content;
      delete p.tabs[0].content;
    },
    'tabs.0.content',
  ],
  [
    'product-sticky-bar',
    stickySchema,
    () => ({
      scope: 'main-product',
      title: 'T',
      type: 'Wine',
      hero_id: 'h',
      form_id: 'f',
      image: null,
      labels: { buy_now: 'Buy Now', buy_wine: 'Buy Wine Here', region: 'Quick purchase' },
    }),
    (p) => {
      delete p.labels.buy_wine;
    },
    'labels.buy_wine',
  ],
  [
    'product-linked',
    linkedSchema,
    () => ({ items: [{ product: 'a', url: '/products/a', title: 'A', subtitle: '', image: '', tag: '', current: true }], label: 'Choose' }),
    (p) => {
      p.items[0].url = '//evil.example/a';
    },
    'items.0.url',
  ],
  [
    'product-tab-list',
    tabListSchema,
    () => ({ tabs: [{ id: 'b1', title: 'A', imageURL: '', url: '/products/a', label: '', value: 'ProductTab-1' }], label: 'Find' }),
    (p) => {
      delete p.tabs[0].value;
    },
    'tabs.0.value',
  ],
];

describe('product island props contracts', () => {
  it.each(cases)('%s accepts what Liquid prints', (_widget, schema, payload) => {
    expect(propsIssues(schema, payload())).toEqual([]);
  });

  it.each(cases)('%s refuses a broken payload, naming %5$s', (widget, schema, payload, mutate, key) => {
    const broken = structuredClone(payload());
    mutate(broken);
    const issues = propsIssues(schema, broken);
    expect(issues[0]).toMatch(new RegExp(`^${key.replace(/\./g, '\\.')}: `));
    const checked = checkIslandProps(widget, schema, broken, 'product');
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toContain(`widget "${widget}" on template "product": props.${key}:`);
  });

  it('hands the form decoded texts, camel-cased settings, no blank bubbles and no selected variant for 0', () => {
    const props = islandProps(formSchema, formPayload(everyday(), { selected_variant_id: 0 }));
    expect(props.texts.subscribe_and_save).toBe('Subscribe & Save');
    expect(props.texts.gift_message_placeholder).toBe("Don't forget to say who it's from!");
    expect(props.settings).toEqual({ defaultSubscription: false, showCheckout: true, updateUrl: true, formId: 'ProductForm-template--1__main' });
    expect(props.bubbles).toEqual(['No oxygen', 'No light']);
    expect(props.selectedVariantId).toBeNull();
  });

  it("the multi-product hero hands each entry's form the same props the form island gets", () => {
    const hero = islandProps(multiHeroSchema, multiHero());
    expect(hero.entries[0]!.form).toEqual(islandProps(formSchema, form()));
  });
});
