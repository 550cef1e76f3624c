// @vitest-environment jsdom
// Variant selection as Shopify answers it, on a fixture theme's picker (tests/fixtures/variants-theme):
// `?option_values=` on product pages and through the Section Rendering API, and the
// product_option_value drops (id, variant, top-down availability, selected, swatch, product_url).
import { describe, expect, it } from 'vitest';
import { variantShop } from './fixtures/variant-shop';
import { themeServerPerFile } from './helpers';

const fixture = themeServerPerFile('tests/fixtures/variants-theme', variantShop);

async function picker(pathname: string) {
  const res = await fetch(fixture.server.url + pathname);
  expect(res.status, pathname).toBe(200);
  const document = new DOMParser().parseFromString(await res.text(), 'text/html');
  const text = (selector: string) => document.querySelector(selector)?.textContent?.trim() ?? '';
  const values = Array.from(document.querySelectorAll<HTMLInputElement>('#picker input[type=radio]'));
  const value = (name: string) => {
    const input = values.find((v) => v.value === name);
    if (!input) throw new Error(`no value ${name} on ${pathname}`);
    return { checked: input.checked, ...input.dataset } as Record<string, string | boolean | undefined>;
  };
  return {
    value,
    /** the option value ids of these names, comma-separated, as a picker sends them */
    ids: (...names: string[]) => names.map((name) => value(name).optionValueId).join(','),
    /** `section_id=<the picker's section>` */
    section: `section_id=${document.querySelector<HTMLElement>('#picker')?.dataset.sectionId ?? ''}`,
    checked: values.filter((v) => v.checked).map((v) => v.value),
    price: text('.price'),
    button: text('form button'),
    disabled: document.querySelector('form button')?.hasAttribute('disabled'),
    cartId: document.querySelector<HTMLInputElement>('form input[name=id]')?.value,
    selectedVariant: text('.selected-variant'),
    featuredMedia: text('.featured-media'),
    json: JSON.parse(text('script[data-selected-variant]')) as { id: number; featured_media: { id: number } | null } | null,
    fieldset: (name: string) => ({ ...document.querySelector<HTMLElement>(`fieldset[data-option="${name}"]`)?.dataset }),
  };
}

describe('?option_values= (option value ids) selects a variant', () => {
  it('through the Section Rendering API: price, availability and the add-to-cart target follow the picked values', async () => {
    const page = await picker('/products/tote');
    expect(page.cartId).toBe('501');
    const section = await picker(`/products/tote?${page.section}&option_values=${page.ids('Red', 'L')}`);
    expect(section.checked).toEqual(['Red', 'L']);
    expect(section).toMatchObject({ price: '$25.00', button: 'Sold out', disabled: true, cartId: '502', selectedVariant: '502' });
    expect(section.json?.id).toBe(502);
  });

  it('on the product page itself, and a picked value with its own image is the variant JSON featured media', async () => {
    const page = await picker('/products/tote');
    const blue = await picker(`/products/tote?option_values=${page.ids('Blue', 'S')}`);
    expect(blue).toMatchObject({ price: '$21.00', button: 'Add to cart', disabled: false, cartId: '503' });
    expect(blue.featuredMedia).not.toBe('');
    expect(String(blue.json?.featured_media?.id)).toBe(blue.featuredMedia);
  });

  it('a combination no variant has selects no variant, and the picked values stay checked', async () => {
    const page = await picker('/products/tote');
    const none = await picker(`/products/tote?${page.section}&option_values=${page.ids('Blue', 'L')}`);
    expect(none.checked).toEqual(['Blue', 'L']);
    expect(none).toMatchObject({ price: 'Unavailable', button: 'Unavailable', selectedVariant: 'none', cartId: '' });
    expect(none.json).toBeNull();
  });

  it('a partial pick is completed from the first available variant that has it', async () => {
    const page = await picker('/products/tote');
    const blue = await picker(`/products/tote?${page.section}&option_values=${page.ids('Blue')}`);
    expect(blue.checked).toEqual(['Blue', 'S']);
    expect(blue.cartId).toBe('503');
  });

  it('ids that are not this product’s, and junk, are ignored: ?variant= or the first available variant stands', async () => {
    const hostile = encodeURIComponent('999,<script>alert(1)</script>,-3');
    const page = await picker(`/products/tote?variant=502&option_values=${hostile}`);
    expect(page.cartId).toBe('502');
    expect((await picker(`/products/tote?option_values=${hostile}`)).cartId).toBe('501');
  });
});

describe('product_option_value', () => {
  it('knows its variant with the other selected values, top-down availability and its swatch', async () => {
    const page = await picker('/products/tote');
    expect(page.fieldset('Color')).toMatchObject({ selectedValue: 'Red', selectedSwatch: '#cc0000', swatchCount: '2' });
    expect(page.fieldset('Size').swatchCount).toBe('0');
    expect(page.value('Red')).toMatchObject({ checked: true, variantId: '501', available: 'true', swatchColor: '204 0 0', productUrl: '' });
    expect(page.value('Blue')).toMatchObject({ checked: false, variantId: '503', available: 'true', swatchColor: '' });
    expect(page.value('Blue').swatchImage).toContain('swatches/blue');
    // Green/S does not exist and Green/L is sold out: no variant, not available, no swatch saved.
    expect(page.value('Green')).toMatchObject({ variantId: '', available: 'false', swatchColor: '', swatchImage: '' });
    // Size, under Red: S is Red/S; L is Red/L, sold out.
    expect(page.value('S')).toMatchObject({ checked: true, variantId: '501', available: 'true' });
    expect(page.value('L')).toMatchObject({ checked: false, variantId: '502', available: 'false' });
    // Under Blue, L has no variant.
    const blue = await picker('/products/tote?variant=503');
    expect(blue.value('L')).toMatchObject({ variantId: '', available: 'false' });
    expect(blue.value('Green')).toMatchObject({ available: 'false' });
  });
});

describe('combined listings', () => {
  it('a value of another child product names that product’s URL and variant; a shared option names none', async () => {
    const green = await picker('/products/mug-green');
    expect(green.value('Green')).toMatchObject({ checked: true, productUrl: '/products/mug-green', variantId: '611' });
    expect(green.value('Sand')).toMatchObject({ productUrl: '/products/mug-sand', variantProduct: 'mug-sand', variantId: '621', available: 'true' });
    expect(green.value('Small').productUrl).toBe('');
    expect(green.value('Sand').optionValueId).toBe((await picker('/products/mug')).value('Sand').optionValueId);
    // The picker asks the sibling's URL with the values picked on this page.
    const sand = await picker(`/products/mug-sand?${green.section}&option_values=${green.ids('Sand', 'Small')}`);
    expect(sand).toMatchObject({ cartId: '621', button: 'Sold out', price: '$16.00' });
    expect((await picker(`/products/mug-sand?${green.section}&option_values=${green.ids('Sand', 'Large')}`)).cartId).toBe('622');
  });

  it('the parent lists its children’s values and selects a child’s variant', async () => {
    const mug = await picker('/products/mug');
    expect(mug.value('Green')).toMatchObject({ checked: true, productUrl: '/products/mug-green', variantProduct: 'mug-green' });
    expect(mug.value('Sand').productUrl).toBe('/products/mug-sand');
    expect(mug.cartId).toBe('611');
    const large = await picker(`/products/mug?${mug.section}&option_values=${mug.ids('Sand', 'Large')}`);
    expect(large.cartId).toBe('622');
  });
});
