// Cart and catalogue filters: item_count_for_variant, line_items_for, unit_price_with_measurement
// and standard_event_data (the JSON payload of Shopify's standard "view" events).
import type { FilterImplOptions } from 'liquidjs';
import { globalOf, plain, prop, splitArgs, str } from './args';
import { formatMoney } from '../../../src/contracts/money';

function cartItems(cart: unknown): unknown[] {
  const items = plain(prop(cart, 'items'));
  return Array.isArray(items) ? items : [];
}

const sameId = (a: unknown, b: unknown): boolean => str(a) !== '' && str(a) === str(b);
const isProduct = (o: unknown): boolean => prop(o, 'variants') !== undefined;

/** A product's or a variant's lines in the cart (a product is anything with `variants`). */
function lineItemsFor(cart: unknown, object: unknown): unknown[] {
  const id = prop(object, 'id');
  const key = isProduct(object) ? 'product_id' : 'variant_id';
  return cartItems(cart).filter((item) => sameId(prop(item, key), id));
}

const PRODUCT_CONTEXTS = ['page', 'search', 'collection', 'dialog', 'recommendation'];
const CART_CONTEXTS = ['page', 'dialog'];

function productEvent(product: unknown, context: string | null): unknown {
  const selected = prop(product, 'selected_variant');
  const options = plain(prop(selected, 'options'));
  const names = plain(prop(product, 'options'));
  return {
    product: {
      id: prop(product, 'id') ?? null,
      title: str(prop(product, 'title')),
      handle: str(prop(product, 'handle')),
      selectedVariant: selected ? { id: prop(selected, 'id') ?? null, title: str(prop(selected, 'title')) } : null,
    },
    context: context !== null && PRODUCT_CONTEXTS.includes(context) ? context : null,
    selectedOptions:
      selected && Array.isArray(options) ? options.map((value, i) => ({ name: str(Array.isArray(names) ? names[i] : ''), value: str(value) })) : [],
  };
}

function cartEvent(cart: unknown, context: string | null, currency: string): unknown {
  const created = str(prop(cart, 'token')) !== '';
  return {
    context: context !== null && CART_CONTEXTS.includes(context) ? context : null,
    cart: created
      ? {
          id: str(prop(cart, 'token')),
          totalQuantity: Number(prop(cart, 'item_count')) || 0,
          cost: { totalAmount: { amount: (Number(prop(cart, 'total_price')) || 0) / 100, currencyCode: currency } },
          lines: cartItems(cart).map((item) => ({ merchandise: { id: prop(item, 'variant_id') ?? null }, quantity: Number(prop(item, 'quantity')) || 0 })),
        }
      : null,
  };
}

function standardEventData(object: unknown, eventType: string, context: string | null, currency: string): string {
  if (eventType !== 'view') throw new Error(`standard_event_data: unsupported event type '${eventType}' (only "view")`);
  // No resource (a featured-product section with no product chosen yet): no event, not an error,
  // so the theme's payload attribute is empty and its script announces nothing.
  if (object === undefined || object === null || object === '') return '';
  if (isProduct(object)) return JSON.stringify(productEvent(object, context));
  if (prop(object, 'products_count') !== undefined || prop(object, 'all_products_count') !== undefined) {
    const id = prop(object, 'id');
    return JSON.stringify({
      collection: {
        // Automatic collections such as /collections/all have no id on Shopify.
        id: typeof id === 'number' ? id : null,
        handle: str(prop(object, 'handle')),
        productsCount: Number(prop(object, 'products_count') ?? prop(object, 'all_products_count')) || 0,
      },
    });
  }
  if (prop(object, 'items') !== undefined) return JSON.stringify(cartEvent(object, context, currency));
  throw new Error('standard_event_data: expects a product, collection or cart');
}

export const commerceFilters: Record<string, FilterImplOptions> = {
  item_count_for_variant(cart: unknown, variantId: unknown) {
    return lineItemsFor(cart, { id: variantId }).reduce<number>((sum, item) => sum + (Number(prop(item, 'quantity')) || 0), 0);
  },
  line_items_for(cart: unknown, object: unknown) {
    return lineItemsFor(cart, object);
  },
  unit_price_with_measurement(price: unknown, measurement: unknown) {
    const value = plain(price);
    const shop = globalOf(this.context, 'shop');
    // A number is cents (formatted with the shop's HTML without currency format); a string is already money.
    const money = typeof value === 'number' ? formatMoney(value, str(prop(shop, 'money_format')) || '${{amount}}') : str(value);
    const reference = Number(prop(measurement, 'reference_value'));
    const unit = str(prop(measurement, 'reference_unit'));
    return `${money}/${reference && reference !== 1 ? reference : ''}${unit}`;
  },
  standard_event_data(object: unknown, ...args: unknown[]) {
    const { positional, named } = splitArgs(args);
    const context = named.context === undefined || plain(named.context) === null ? null : str(named.context);
    const currency = str(prop(globalOf(this.context, 'shop'), 'currency')) || 'USD';
    return standardEventData(object, str(positional[0]), context, currency);
  },
};
