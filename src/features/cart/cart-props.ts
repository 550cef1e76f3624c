/** The cart drawer's props contract (snippets/cart-drawer.liquid → widget `cart-drawer`). */
import * as v from 'valibot';
import { cents, localeText, localeTexts, resourceId, responsiveImage, shopPath } from '../../lib/props-kit';
import { DEFAULT_MONEY_FORMAT } from '../../contracts/money';
import { quickAddAction } from '../../lib/quick-add';
import { displayVariantTitle } from './cart-logic';

export const STRING_KEYS = [
  'title',
  'close',
  'loading',
  'empty',
  'emptyCta',
  'remove',
  'removeText',
  'quantity',
  'increase',
  'decrease',
  'sellingPlan',
  'total',
  'taxes',
  'checkout',
  'lines',
  'giftToggle',
  'giftMessage',
  'giftPlaceholder',
  'noteTooLong',
  'noteCount',
  'shippingRemaining',
  'shippingProgress',
  'upsellsHeading',
  'upsellAdd',
  'upsellAddLabel',
  'upsellChoose',
  'upsellChooseLabel',
  'previous',
  'next',
  'upsellPause',
  'upsellPlay',
  'refillOffer',
  'alertMultiple',
  'errorNetwork',
  'retry',
  'dismiss',
] as const;

const upsell = v.pipe(
  v.object({
    /** the first available variant: what "Add" puts in the cart when `action` is 'add' */
    id: resourceId,
    productId: resourceId,
    title: localeText,
    vendor: v.string(),
    /** the variant title ('add' only); 'Default Title' is hidden */
    subtitle: v.nullable(v.string()),
    price: cents,
    compareAtPrice: cents,
    url: shopPath,
    /** 'add': "Add" puts `id` in the cart; 'choose': the card links to the product page */
    action: v.pipe(quickAddAction, v.picklist(['add', 'choose'])),
    image: v.nullable(responsiveImage),
  }),
  v.transform((u) => ({ ...u, subtitle: displayVariantTitle(u.subtitle) })),
);
export type UpsellProduct = v.InferOutput<typeof upsell>;

export const schema = v.object({
  id: v.string(),
  /** the shop's money format; blank falls back to `${{amount}}` */
  moneyFormat: v.pipe(
    v.string(),
    v.transform((f) => f || DEFAULT_MONEY_FORMAT),
  ),
  cartUrl: shopPath,
  emptyUrl: shopPath,
  freeShipping: v.object({
    show: v.boolean(),
    /** cents of the shop's currency (the setting is in its whole units); the drawer converts it at Shopify.currency.rate */
    threshold: v.pipe(
      v.number(),
      v.transform((n) => Math.max(0, Math.round(n))),
    ),
    success: localeText,
  }),
  upsells: v.object({ enabled: v.boolean(), products: v.array(upsell) }),
  strings: localeTexts(STRING_KEYS),
});

export type CartDrawerProps = v.InferOutput<typeof schema>;
export type CartStrings = CartDrawerProps['strings'];
