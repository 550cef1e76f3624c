// @vitest-environment jsdom
// A card's quick add with the props Liquid prints: it adds the card's one variant (quantity 1,
// one-time) with its tracking item through the cart store, says 'Adding…' meanwhile and keeps
// focus; the props contract refuses a card whose line is not quantity 1.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import QuickAdd, { schema } from '../../../../src/features/collection/QuickAdd';
import { cartStore, type CartOutcome } from '../../../../src/store/cart';
import { islandProps } from '../../helpers/island-props';

/** What snippets/product-card.liquid prints for The Duo (the card JSON is search-overlay-card's). */
const raw = {
  card: {
    id: 1003,
    handle: 'the-duo',
    title: 'The Duo',
    url: '/products/the-duo',
    media: null,
    available: true,
    atc: {
      price: 4400,
      enabled: true,
      cart: { id: 40005, quantity: 1, selling_plan: null },
      klaviyo: {
        name: 'The Duo',
        productID: 1003,
        categories: [],
        imageURL: '/cdn/shop/files/products/the-duo.svg',
        url: 'http://shop.test/products/the-duo',
        brand: 'Good Drop Olive Oil Co.',
        price: 4400,
        compareAtPrice: 4600,
      },
    },
  },
  title_id: 'Card-main-1003-title',
  texts: { add: 'Add to Cart – $44.00', adding: 'Adding&hellip;' },
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('quick add', () => {
  it('adds the card line with its tracking item through the cart store', async () => {
    let finish: (outcome: CartOutcome) => void = () => {};
    const add = vi.spyOn(cartStore.getState(), 'add').mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(
      <>
        <h2 id="Card-main-1003-title">The Duo</h2>
        <QuickAdd {...islandProps(schema, raw)} />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Add to Cart – $44.00' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('The Duo');
    button.focus();
    fireEvent.click(button);
    expect(add).toHaveBeenCalledWith(
      { id: 40005, quantity: 1, selling_plan: null },
      expect.objectContaining({ name: 'The Duo', productID: 1003, price: 44, compareAtPrice: 46 }),
    );
    expect(button.textContent).toBe('Adding…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    // A second press while adding adds nothing more.
    fireEvent.click(button);
    expect(add).toHaveBeenCalledOnce();
    await act(async () => finish({ ok: true }));
    expect(button.textContent).toBe('Add to Cart – $44.00');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it("keeps Shopify's product form fields, as the form posts them without scripts", () => {
    render(<QuickAdd {...islandProps(schema, raw)} />);
    const form = screen.getByRole('button').closest('form')!;
    expect(form.getAttribute('action')).toBe('/cart/add');
    expect(Object.fromEntries(new FormData(form))).toMatchObject({ form_type: 'product', id: '40005', quantity: '1' });
  });

  it('the props contract refuses a line that is not quantity 1, and a missing text', () => {
    expect(v.safeParse(schema, { ...raw, card: { ...raw.card, atc: { ...raw.card.atc, cart: { ...raw.card.atc.cart, quantity: 2 } } } }).success).toBe(false);
    expect(v.safeParse(schema, { ...raw, texts: { add: 'Add' } }).success).toBe(false);
  });
});
