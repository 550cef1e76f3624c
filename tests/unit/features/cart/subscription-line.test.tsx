// @vitest-environment jsdom
// A line bought on subscription, as the cart page (Liquid) and the drawer (React) show it, both from
// the same sample-shop cart: the plan once, with what it saves, other discounts and properties as
// before, and the next order as a summary of its own, the same on both.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createThemeRenderer } from '../../../../preview/liquid';
import { openShop } from '../../../../preview/shop/index';
import { createLiquidObjects } from '../../../../preview/shop/objects';
import { shopRoutes } from '../../../../src/contracts/routes';
import { CartLine } from '../../../../src/features/cart/CartLine';
import { STRING_KEYS, type CartStrings } from '../../../../src/features/cart/cart-props';
import { baseGlobals, resolver, shop as liquidShop } from '../../theme/theme-fixtures';

const EVERYDAY_500 = 40001;
const EVERY_2_MONTHS = 8002;
const PLAN = 'Deliver every 2 months, save 10%';

const dir = mkdtempSync(join(tmpdir(), 'olivine-subscription-line-'));
const shop = openShop({ stateDir: dir, reset: true });
afterAll(() => {
  shop.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(cleanup);

const strings = Object.fromEntries(STRING_KEYS.map((key) => [key, key])) as unknown as CartStrings;
strings.sellingPlan = 'Subscription:';

/** One cart with the line, as the Ajax JSON (drawer) and as the cart page's Liquid renders it. */
async function bothViews(properties: Record<string, string>, extraLine?: { id: number; quantity: number }) {
  const token = shop.carts.newToken();
  shop.carts.add(token, [{ id: EVERYDAY_500, quantity: 1, selling_plan: EVERY_2_MONTHS, properties }]);
  if (extraLine) shop.carts.add(token, [extraLine]);
  const json = shop.carts.get(token);
  const cart = createLiquidObjects(shop.catalog).cart(json, shopRoutes('/'));
  const renderer = createThemeRenderer({ themeRoot: resolve(__dirname, '../../../..'), resolver, shop: liquidShop });
  const html = await renderer.renderTemplate('cart', undefined, {
    globals: { ...baseGlobals, cart, request: { ...baseGlobals.request, page_type: 'cart', path: '/cart' } },
  });
  const page = new DOMParser().parseFromString(html, 'text/html').querySelector('.cart-item')!;
  const { container } = render(
    <CartLine
      item={json.items[0]!}
      quantity={1}
      pending={false}
      moneyFormat="${{amount}}"
      strings={strings}
      onQuantity={() => {}}
      onRefill={() => {}}
      refillBusy={false}
    />,
  );
  const drawer = container.querySelector('.cart-line')!;
  return { page, drawer };
}

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
const rows = (line: Element) =>
  Array.from(line.querySelectorAll('.next-order > div')).map((row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))]);
const timesShown = (line: Element, words: string) => (line.textContent.match(new RegExp(words, 'g')) ?? []).length;

describe('a subscription line, on the cart page and in the drawer', () => {
  it('names the plan once, with the saving beside it', async () => {
    const { page, drawer } = await bothViews({ _recurring: '2 months' });
    for (const line of [page, drawer]) {
      expect(timesShown(line, PLAN)).toBe(1);
      expect(text(line.querySelector('.line-plan'))).toBe(`Subscription: ${PLAN} (−$2.40)`);
      expect(line.querySelector('.line-plan .visually-hidden')!.textContent).toBe('Subscription: ');
      expect(line.querySelector('.cart-item__discount, .cart-line__discount')).toBeNull();
    }
  });

  it('shows the next order as a summary of its own, each label with its value, the same on both', async () => {
    const { page, drawer } = await bothViews({
      _recurring: '2 months',
      _nextId: '40006',
      _nextPrice: '2000',
      'Your Next Order': 'Refill Cans – 1 Can',
      'Your Next Subscription Subtotal': '$20.00',
      Note: 'Leave at the door',
    });
    const expected = [
      ['Your Next Order', 'Refill Cans – 1 Can'],
      ['Your Next Subscription Subtotal', '$20.00'],
    ];
    expect(rows(page)).toEqual(expected);
    expect(rows(drawer)).toEqual(expected);
    for (const line of [page, drawer]) {
      // Across the whole line (a direct child of its grid), not squeezed into the details column.
      expect(line.querySelector(':scope > .next-order')).not.toBeNull();
      // Each property once: the summary's are not repeated among the other properties.
      expect(timesShown(line, 'Your Next Subscription Subtotal')).toBe(1);
      expect(text(line.querySelector('.cart-item__properties, .cart-line__properties'))).toBe('Note: Leave at the door');
    }
  });

  it('a line without a plan or next order shows neither', async () => {
    const { page } = await bothViews({}, { id: 40031, quantity: 1 });
    const plain = page.ownerDocument.querySelectorAll('.cart-item')[1]!;
    expect(plain.querySelector('.line-plan, .next-order')).toBeNull();
  });
});
