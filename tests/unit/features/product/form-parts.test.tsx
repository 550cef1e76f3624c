// @vitest-environment jsdom
// The product form renders main-product's part blocks: in their order, only those listed, with the
// variant picker's style, the buy buttons' Checkout Now setting and the can bubbles where they stand.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductForm, { schema } from '../../../../src/features/product/ProductForm';
import { cartStore } from '../../../../src/store/cart';
import { resetProductStores } from '../../../../src/store/product';
import { islandProps } from '../../helpers/island-props';
import { formPayload, plan, product, variant } from './fixture';

const add = vi.fn(async () => ({ ok: true as const }));
beforeEach(() => {
  add.mockClear();
  resetProductStores();
  cartStore.setState({ add });
  window.history.replaceState(null, '', '/products/the-everyday');
});
afterEach(cleanup);

const everyday = () =>
  product([
    variant(1, ['500 ml'], { subscriptions: [plan(8001, '1 month', 2040, 15)] }),
    variant(2, ['1 L'], { price: 4200 }),
    variant(3, ['3 L'], { available: false }),
  ]);

type Part = { type: string; id: string; style?: string };
const parts = (...list: (string | Part)[]): Part[] => list.map((p) => (typeof p === 'string' ? { type: p, id: `${p}-block` } : p));

function mount(partList: Part[], settings: Record<string, unknown> = {}) {
  const payload = formPayload(everyday(), {
    selected_variant_id: 1,
    parts: partList,
    settings: { default_subscription: false, show_checkout: true, update_url: false, form_id: 'f', ...settings },
  });
  return render(<ProductForm {...islandProps(schema, payload)} />);
}

/** What the form shows, in order: each top-level element named by what it is. */
function formOrder(container: HTMLElement): string[] {
  const widget = container.querySelector('.product-form-widget')!;
  const named = (el: Element) =>
    el.matches('[data-product-price]')
      ? 'price'
      : el.matches('.option-tiles')
        ? 'tiles'
        : el.matches('.option-select')
          ? 'select'
          : el.matches('.purchase-options')
            ? 'purchase_options'
            : el.matches('.can-bubbles')
              ? 'can_bubbles'
              : el.matches('.product-form__buttons')
                ? 'buy_buttons'
                : el.className;
  return Array.from(widget.children).flatMap((el) => (el.matches('form') ? Array.from(el.children).map((child) => `form>${named(child)}`) : [named(el)]));
}

describe('the product form’s parts', () => {
  it('follow their blocks’ order; a price listed first stands above the form, elsewhere inside it', () => {
    const first = mount(parts('price', 'variant_picker', 'purchase_options', 'buy_buttons'));
    expect(formOrder(first.container)).toEqual(['price', 'form>tiles', 'form>purchase_options', 'form>buy_buttons']);
    first.unmount();
    const { container } = mount(parts('buy_buttons', 'variant_picker', 'price'));
    expect(formOrder(container)).toEqual(['form>buy_buttons', 'form>tiles', 'form>price']);
  });

  it('show only the parts listed', () => {
    const { container } = mount(parts('variant_picker', 'buy_buttons'));
    expect(formOrder(container)).toEqual(['form>tiles', 'form>buy_buttons']);
    expect(container.querySelector('[data-product-price]')).toBeNull();
  });

  it('a dropdown variant picker: one labelled select per option, sold-out values marked, a pick changes the price', () => {
    const { container } = mount(parts('price', { type: 'variant_picker', id: 'vp', style: 'dropdown' }, 'buy_buttons'));
    expect(container.querySelector('.option-tiles')).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Size' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['500 ml', '1 L', '3 L – Sold Out']);
    fireEvent.change(select, { target: { value: '1 L' } });
    expect(container.querySelector('[data-product-price]')?.textContent).toBe('$42.00');
    expect(screen.getByRole('button', { name: 'Add to Cart – $42.00' })).toBeTruthy();
  });

  it('the buy buttons block can leave Checkout Now out', () => {
    mount(parts('buy_buttons'), { show_checkout: false });
    expect(screen.getByRole('button', { name: 'Add to Cart – $24.00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy it now' })).toBeNull();
  });

  it('can bubbles right after the purchase options sit in its subscription panel; elsewhere they show while subscribing', () => {
    const nested = mount(parts('purchase_options', 'can_bubbles', 'buy_buttons'));
    fireEvent.click(screen.getByRole('radio', { name: /Subscribe & Save/ }));
    expect(nested.container.querySelector('.purchase-options__subscription .can-bubbles')?.textContent).toBe('No oxygenNo light');
    nested.unmount();
    resetProductStores();
    const apart = mount(parts('purchase_options', 'buy_buttons', 'can_bubbles'));
    expect(apart.container.querySelector('.can-bubbles')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Subscribe & Save/ }));
    expect(formOrder(apart.container)).toEqual(['form>purchase_options', 'form>buy_buttons', 'form>can_bubbles']);
    expect(apart.container.querySelector('.purchase-options .can-bubbles')).toBeNull();
  });
});
