// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductForm, { schema } from '../../../../src/features/product/ProductForm';
import type { IncludedProduct } from '../../../../src/lib/product-data';
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

const included = (n: number, name = 'In the box'): IncludedProduct[] =>
  Array.from({ length: n }, (_, i) => ({
    name,
    title: `${name} ${i}`,
    image: '',
    price: 0,
    cart: { id: 100 + i, title: `${name} ${i}`, is_cans: false },
    notes: [],
  }));

const everyday = () => product([variant(1, ['500 ml'], { subscriptions: [plan(8001, '1 month', 2040, 15)] }), variant(2, ['1 L'], { available: false })]);

/** The form as the runtime mounts it: Liquid's JSON through the widget's schema. */
function props(p = everyday(), extra: Record<string, unknown> = {}) {
  return islandProps(schema, formPayload(p, { selected_variant_id: 1, ...extra }));
}

describe('product form widget', () => {
  it('adds one line through the cart store with the tracking item', async () => {
    render(<ProductForm {...props()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart – $24.00' }));
    await vi.waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add).toHaveBeenCalledWith({ id: 1, quantity: 1, selling_plan: null }, expect.objectContaining({ name: 'The Everyday', categories: [] }));
  });

  it('a sold-out variant disables the button and writes ?variant=', () => {
    render(<ProductForm {...props()} />);
    fireEvent.click(screen.getByRole('radio', { name: /1 L/ }));
    expect(screen.getByRole('button', { name: 'Sold Out' })).toHaveProperty('disabled', true);
    expect(window.location.search).toBe('?variant=2');
  });

  it('URL updates can be switched off by the section', () => {
    render(<ProductForm {...props(undefined, { settings: { default_subscription: false, show_checkout: true, update_url: false, form_id: 'f' } })} />);
    fireEvent.click(screen.getByRole('radio', { name: /1 L/ }));
    expect(window.location.search).toBe('');
  });

  it('more than 4 included products selects the smaller layout', () => {
    const { container, unmount } = render(<ProductForm {...props(product([variant(1, ['Default Title'])], { included_products: included(5) }))} />);
    expect(container.querySelector('.included-products--small')).not.toBeNull();
    unmount();
    const four = render(<ProductForm {...props(product([variant(1, ['Default Title'])], { included_products: included(4) }))} />);
    expect(four.container.querySelector('.included-products')).not.toBeNull();
    expect(four.container.querySelector('.included-products--small')).toBeNull();
  });

  it("\"What's included\" leaves out the refill group ('Next') and names groups only when there are two to tell apart", () => {
    const one = render(<ProductForm {...props(product([variant(1, ['Default Title'])], { included_products: [...included(2), ...included(1, 'Next')] }))} />);
    expect(one.container.querySelector('.included-products')!.textContent).toBe("What's includedIn the box 0In the box 1");
    one.unmount();
    const refillsOnly = render(<ProductForm {...props(product([variant(1, ['Default Title'])], { included_products: included(1, 'Next') }))} />);
    expect(refillsOnly.container.querySelector('.included-products')).toBeNull();
    refillsOnly.unmount();
    const two = render(<ProductForm {...props(product([variant(1, ['Default Title'])], { included_products: [...included(1), ...included(1, 'Gift')] }))} />);
    expect(Array.from(two.container.querySelectorAll('.included-products__group-name'), (p) => p.textContent)).toEqual(['In the box', 'Gift']);
  });

  it('a gift card refuses a recipient email that is not an email', async () => {
    const card = product([variant(7, ['$25'], { price: 2500 }), variant(8, ['bogus'])], { gift_card: true });
    render(<ProductForm {...props(card, { selected_variant_id: 7 })} />);
    expect(screen.getByText('$25')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add a gift note & schedule delivery!' }));
    fireEvent.change(screen.getByLabelText('Recipient email'), { target: { value: 'nope' } });
    fireEvent.submit(screen.getByRole('button', { name: 'Add to Cart – $25.00' }).closest('form')!);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Please enter a valid email.');
    expect(add).not.toHaveBeenCalled();
  });

  it('an external-purchase variant is a link opening in a new tab', () => {
    render(<ProductForm {...props(product([variant(9, ['Large'], { purchase_url: 'https://example.com/x' })]), { selected_variant_id: 9 })} />);
    const link = screen.getByRole('link', { name: /Buy Here/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
