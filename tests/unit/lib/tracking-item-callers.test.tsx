// @vitest-environment jsdom
// Every way of adding a product hands the cart store the same tracking item for it: the product
// page's upsells and the cart drawer's upsells (both 'Cart Upsell'), and a product card's quick add,
// the search overlay's embedded card and the product form (no category), each from the props its
// Liquid prints. Klaviyo must not get "$36.00" from one and 36 from another.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { upsellTrackingItem } from '../../../src/features/cart/cart-logic';
import { schema as cartDrawerSchema } from '../../../src/features/cart/cart-props';
import QuickAdd, { schema as quickAddSchema } from '../../../src/features/collection/QuickAdd';
import { buildTrackingItem } from '../../../src/features/product/cart-line';
import ProductUpsells, { schema as upsellsSchema } from '../../../src/features/product/ProductUpsells';
import { readEmbeddedCards } from '../../../src/features/search/embedded-cards';
import { cardView } from '../../../src/features/search/search-cards';
import type { ProductResult } from '../../../src/features/search/search-results';
import { initPurchaseState } from '../../../src/lib/purchase-mode';
import { cartStore, type CartStore } from '../../../src/store/cart';
import { resetProductStores } from '../../../src/store/product';
import { islandProps } from '../helpers/island-props';
import { product, variant } from '../features/product/fixture';

afterEach(() => {
  cleanup();
  resetProductStores();
});

/** The Drizzle: $36.00, compared at $42.00, by Good Drop. */
const DRIZZLE = {
  id: 1002,
  variant: 40004,
  title: 'The Drizzle',
  vendor: 'Good Drop',
  url: '/products/the-drizzle',
  image: '/cdn/shop/files/d.svg',
  price: 3600,
  cap: 4200,
};

/** The item the product page's upsell island adds with (snippets/product-upsell-json.liquid's props). */
async function productPageUpsellItem() {
  const add = vi.fn<CartStore['add']>(async () => ({ ok: true }));
  cartStore.setState({ add });
  render(
    <ProductUpsells
      {...islandProps(upsellsSchema, {
        items: [
          {
            image: DRIZZLE.image,
            heading: '',
            title: DRIZZLE.title,
            vendor: DRIZZLE.vendor,
            product_id: DRIZZLE.id,
            url: DRIZZLE.url,
            variant: DRIZZLE.variant,
            available: true,
            price: DRIZZLE.price,
            cap: DRIZZLE.cap,
            plan: null,
            plan_price: null,
            cta_text: 'Add to Cart',
            action: 'add',
          },
        ],
        money_format: '${{amount}}',
        headings: { subscription: 'Add to your subscription', onetime: 'Add to your order' },
        texts: { sold_out: 'Sold Out', choose: 'Choose Options' },
      })}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart – The Drizzle' }));
  await act(async () => {});
  return add.mock.calls[0]![1];
}

/** The item the cart drawer's upsell adds with (snippets/cart-drawer.liquid's upsell props). */
function cartDrawerUpsellItem() {
  const props = v.parse(cartDrawerSchema.entries.upsells, {
    enabled: true,
    products: [
      {
        id: DRIZZLE.variant,
        productId: DRIZZLE.id,
        title: DRIZZLE.title,
        vendor: DRIZZLE.vendor,
        subtitle: null,
        price: DRIZZLE.price,
        compareAtPrice: DRIZZLE.cap,
        url: DRIZZLE.url,
        action: 'add',
        image: { src: DRIZZLE.image, srcset: '', alt: '' },
      },
    ],
  });
  return upsellTrackingItem(props.products[0]!);
}

/** The `atc.klaviyo` a product card prints (snippets/product-card.liquid, snippets/search-overlay-card.liquid). */
const cardTracking = () => ({
  name: DRIZZLE.title,
  productID: DRIZZLE.id,
  categories: [],
  imageURL: DRIZZLE.image,
  url: `${location.origin}${DRIZZLE.url}`,
  brand: DRIZZLE.vendor,
  price: DRIZZLE.price,
  compareAtPrice: DRIZZLE.cap,
});
const card = () => ({
  id: DRIZZLE.id,
  handle: 'the-drizzle',
  title: DRIZZLE.title,
  url: DRIZZLE.url,
  media: null,
  available: true,
  action: 'add',
  atc: { price: DRIZZLE.price, enabled: true, cart: { id: DRIZZLE.variant, quantity: 1, selling_plan: null }, klaviyo: cardTracking() },
});

describe('one tracking item, whichever island adds the product', () => {
  it("the product page's upsells and the cart drawer's upsells send the same item, priced 36", async () => {
    const fromProductPage = await productPageUpsellItem();
    expect(fromProductPage).toEqual(cartDrawerUpsellItem());
    expect(fromProductPage).toMatchObject({
      categories: ['Cart Upsell'],
      price: 36,
      compareAtPrice: 42,
      brand: 'Good Drop',
      url: `${location.origin}/products/the-drizzle`,
    });
  });

  it("a product card's quick add, the search overlay's card and the product form send the same item", async () => {
    const add = vi.fn<CartStore['add']>(async () => ({ ok: true }));
    cartStore.setState({ add });
    render(<QuickAdd {...islandProps(quickAddSchema, { card: card(), title_id: 't', texts: { add: 'Add to Cart', adding: 'Adding' } })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await act(async () => {});
    const quickAdd = add.mock.calls[0]![1];
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" data-product-cards>${JSON.stringify([card()])}</script>`);
    const hit = { objectID: '1002', handle: 'the-drizzle' } as ProductResult;
    const searchCard = cardView(hit, readEmbeddedCards(document).get('the-drizzle')).ready?.tracking;
    const drizzle = product([variant(DRIZZLE.variant, ['500 ml'], { price: DRIZZLE.price, cap: DRIZZLE.cap })]);
    const form = buildTrackingItem(
      initPurchaseState(
        { ...drizzle, id: DRIZZLE.id, title: DRIZZLE.title, vendor: DRIZZLE.vendor, url: DRIZZLE.url, image: DRIZZLE.image },
        { variantId: DRIZZLE.variant },
      ),
    );
    expect(searchCard).toEqual(quickAdd);
    expect(form).toEqual(quickAdd);
    expect(quickAdd).toMatchObject({ categories: [], price: 36, compareAtPrice: 42 });
  });
});
