// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bindFrameVariants } from '../../../../src/features/product/frame-variants';

/** A two-option frame as product-form-frame.liquid prints it, abridged to what a variant changes. */
function frame(size: string, colour: string, button: string, extra = ''): string {
  const tile = (position: number, value: string, checked: boolean) =>
    `<span class="option-tiles__tile"><input type="radio" class="option-tiles__input" id="t-${position}-${value}" name="o-${position}" value="${value}"${checked ? ' checked' : ''}><label for="t-${position}-${value}" class="option-tiles__label">${value}</label></span>`;
  return `<div class="product-form-widget">
    <div class="price" aria-live="polite" data-product-price><span class="price__current">${button}</span></div>
    <form class="product-form">
      <fieldset class="option-tiles">${['S', 'L'].map((v) => tile(0, v, v === size)).join('')}</fieldset>
      <fieldset class="option-tiles">${['Red', 'Blue'].map((v) => tile(1, v, v === colour)).join('')}</fieldset>
      ${extra}
      <div class="included-products">included</div>
      <div class="product-form__buttons"><button type="submit">${button}</button></div>
    </form>
  </div>`;
}

/** One variant's inert frame, as product-form-variants.liquid prints it. */
const variantTemplate = (id: number, options: string[], body: string) =>
  `<template data-variant-frame="${id}" data-options='${JSON.stringify(options)}'>${body}</template>`;

function page(updateUrl: boolean): string {
  const template = (id: number, size: string, colour: string, body: string) => variantTemplate(id, [size, colour], body);
  return `<div data-widget="product-form" data-hydrate="interaction">
    <script type="application/json" data-props>{"settings":{"update_url":${updateUrl}}}</script>
    ${frame('S', 'Red', '$10')}
    ${template(1, 'S', 'Red', frame('S', 'Red', '$10'))}
    ${template(2, 'L', 'Red', frame('L', 'Red', '$20', '<p class="product-form__message">Large only</p>'))}
    ${template(3, 'S', 'Blue', '')}
    ${template(4, 'L', 'Blue', frame('L', 'Blue', '$25'))}
  </div>`;
}

const live = () => document.querySelector('[data-widget] > .product-form-widget')!;
const shownPrice = () => live().querySelector('[data-product-price]')!.textContent;
const checkedValues = () => Array.from(live().querySelectorAll<HTMLInputElement>('.option-tiles__input:checked')).map((i) => i.value);
const label = (value: string) => live().querySelector<HTMLLabelElement>(`label[for$="-${value}"]`)!;

let unbind = () => {};
beforeEach(() => window.history.replaceState(null, '', '/products/x'));
afterEach(() => {
  unbind();
  document.body.innerHTML = '';
});

/** A frame whose parts a merchant reordered: buttons first, what is included before the tiles. */
function reordered(size: string, button: string, message = ''): string {
  const tile = (value: string) =>
    `<span class="option-tiles__tile"><input type="radio" class="option-tiles__input" id="r-${value}" name="o-0" value="${value}"${value === size ? ' checked' : ''}><label for="r-${value}" class="option-tiles__label">${value}</label></span>`;
  return `<div class="product-form-widget"><form class="product-form">
    <div class="product-form__buttons"><button type="submit">${button}</button></div>
    <div class="included-products">included</div>
    <fieldset class="option-tiles">${['S', 'L'].map(tile).join('')}</fieldset>
    <div class="price" aria-live="polite" data-product-price><span class="price__current">${button}</span></div>
    ${message}
  </form></div>`;
}

describe('the product form frame answers tile presses', () => {
  it('copies the pressed variant in: price, tiles, message before what is included, buttons last, ?variant=', () => {
    document.body.innerHTML = page(true);
    unbind = bindFrameVariants();
    const priceElement = live().querySelector('[data-product-price]');
    label('L').click();
    expect(shownPrice()).toBe('$20');
    expect(live().querySelector('[data-product-price]')).toBe(priceElement);
    expect(checkedValues()).toEqual(['L', 'Red']);
    const form = live().querySelector('form')!;
    expect(Array.from(form.children).map((child) => child.className)).toEqual([
      'option-tiles',
      'option-tiles',
      'product-form__message',
      'included-products',
      'product-form__buttons',
    ]);
    expect(form.querySelector('button')!.textContent).toBe('$20');
    expect(window.location.search).toBe('?variant=2');
  });

  it('takes the first variant with the pressed value when the combination does not exist, and leaves the URL when the form does not keep it', () => {
    document.body.innerHTML = page(false).replace(/<template data-variant-frame="2"[\s\S]*?<\/template>/, '');
    unbind = bindFrameVariants();
    label('L').click();
    expect(shownPrice()).toBe('$25');
    expect(checkedValues()).toEqual(['L', 'Blue']);
    expect(window.location.search).toBe('');
  });

  it('a press on the tile input itself, held back by the island runtime, still leaves that tile checked', async () => {
    document.body.innerHTML = page(true);
    unbind = bindFrameVariants();
    // What the runtime's recorder does while the island loads (replay.ts).
    document.querySelector('[data-widget]')!.addEventListener('click', (event) => event.preventDefault(), true);
    live().querySelector<HTMLInputElement>('input[value="L"]')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(checkedValues()).toEqual(['L', 'Red']);
    expect(shownPrice()).toBe('$20');
  });

  it('leaves a variant it cannot show (an empty template) to the island, and answers the next press', () => {
    document.body.innerHTML = page(true);
    unbind = bindFrameVariants();
    label('Blue').click();
    expect(shownPrice()).toBe('$10');
    expect(window.location.search).toBe('');
    label('L').click();
    expect(shownPrice()).toBe('$25');
    expect(checkedValues()).toEqual(['L', 'Blue']);
    expect(window.location.search).toBe('?variant=4');
  });
  it('keeps a reordered frame in its order: the variant’s parts go back between the parts that stay', () => {
    const template = (id: number, size: string, body: string) => variantTemplate(id, [size], body);
    // The templates hold an empty stand-in for what is included (the same for every variant).
    const inTemplate = (html: string) =>
      html.replace('<div class="included-products">included</div>', '<div class="included-products" data-included-slot></div>');
    document.body.innerHTML = `<div data-widget="product-form" data-hydrate="interaction">
      <script type="application/json" data-props>{"settings":{"update_url":false}}</script>
      ${reordered('S', '$10')}
      ${template(1, 'S', inTemplate(reordered('S', '$10')))}
      ${template(2, 'L', inTemplate(reordered('L', '$20', '<p class="product-form__message">Large only</p>')))}
    </div>`;
    unbind = bindFrameVariants();
    label('L').click();
    const form = live().querySelector('form')!;
    expect(Array.from(form.children).map((child) => child.className)).toEqual([
      'product-form__buttons',
      'included-products',
      'option-tiles',
      'price',
      'product-form__message',
    ]);
    expect(form.querySelector('.included-products')!.textContent).toBe('included');
    expect(form.querySelector('button')!.textContent).toBe('$20');
    expect(shownPrice()).toBe('$20');
  });
});
