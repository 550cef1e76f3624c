// @vitest-environment jsdom
// The product form's first frame follows its part blocks in any order, element for element as the
// widget first renders them: a fixture template (tests/contract/fixtures/product-reordered-template.json)
// puts the buy buttons first, what is included before the tiles and the price last, with other
// blocks in between; the server frame and ProductForm's first render must outline the same.
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import ProductForm, { schema } from '../../src/features/product/ProductForm';
import { resetProductStores } from '../../src/store/product';
import { islandProps } from '../unit/helpers/island-props';
import { extraTemplateServerPerFile } from './helpers';

const theme = extraTemplateServerPerFile('tests/contract/fixtures/product-reordered-template.json', 'product.reordered');

/** Tags, classes and text, depth by depth; what is hidden, scripts and templates left out. */
function outline(root: Element): string[] {
  const lines: string[] = [];
  const walk = (el: Element, depth: number) => {
    if (el.matches('script, template, noscript, [hidden]')) return;
    const text = Array.from(el.childNodes)
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    lines.push(`${'  '.repeat(depth)}<${el.localName} ${[...el.classList].sort().join(' ')}>${text}`);
    for (const child of Array.from(el.children)) walk(child, depth + 1);
  };
  walk(root, 0);
  return lines;
}

async function frameAndWidget(pathname: string) {
  const res = await fetch(theme.server.url + pathname);
  expect(res.status).toBe(200);
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  const host = doc.querySelector('[data-widget="product-form"]')!;
  expect(host.getAttribute('data-hydrate'), 'the form starts from its frame').toBe('interaction');
  const props = islandProps(schema, JSON.parse(host.querySelector(':scope > script[data-props]')!.textContent));
  resetProductStores();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(createElement(ProductForm, props)));
  const widget = outline(container.firstElementChild!);
  root.unmount();
  container.remove();
  return { doc, props, frame: outline(host.querySelector(':scope > .product-form-widget')!), widget };
}

describe('a reordered product form', () => {
  it('the frame and the widget show the parts in the blocks’ order, element for element', async () => {
    const { doc, props, frame, widget } = await frameAndWidget('/products/the-everyday?view=reordered');
    expect(props.parts.map((p) => p.type)).toEqual(['buy_buttons', 'included', 'variant_picker', 'price', 'purchase_options']);
    // The form stands where its first part does; the title and the text go after it.
    expect(
      Array.from(doc.querySelector('.product__info')!.children).map((el) => el.localName + (el.className ? `.${el.className.split(' ')[0]}` : '')),
    ).toEqual(['div.product-form-island', 'h1.product__title', 'div.product__text']);
    // The form's own children (depth 2 of the outline): buttons first, the price after the tiles.
    expect(frame.filter((line) => /^ {4}<\w/.test(line)).map((line) => line.trim().split(/[ >]/)[1])).toEqual([
      'product-form__buttons',
      'option-tiles',
      'price',
      'purchase-options',
      'product-form__message',
    ]);
    expect(widget).toEqual(frame);
  });

  it('with what is included (The Duo): the block’s own heading, escaped, in the frame and the widget alike', async () => {
    const { frame, widget } = await frameAndWidget('/products/the-duo?view=reordered');
    expect(frame.join('\n')).toContain('<p included-products__heading>In the <box> & more');
    expect(widget).toEqual(frame);
  });
});
