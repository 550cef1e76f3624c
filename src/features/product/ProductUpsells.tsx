/**
 * Product-page upsells (widget `product-upsells`): the subscription group while the form is in
 * subscription mode, the one-time group otherwise. Adds quantity 1 through the cart store with
 * the 'Cart Upsell' tracking item, when the upsell is added in one click (`action` 'add'); one
 * with a choice to make links to its page.
 */
import { useState } from 'react';
import * as v from 'valibot';
import { formatMoney } from '../../contracts/money';
import { trackingItem, UPSELL_CATEGORY } from '../../contracts/tracking-item';
import { cents, localeText, localeTexts, mediaUrl, resourceId, shopPath, text } from '../../lib/props-kit';
import { quickAddAction } from '../../lib/quick-add';
import { cartStore } from '../../store/cart';
import type { CartAddItem } from '../../contracts/cart';
import { MAIN_PRODUCT_SCOPE } from '../../store/product';
import { useProductStore } from './use-product-store';

const upsell = v.object({
  image: v.pipe(
    v.nullable(mediaUrl),
    v.transform((src) => src ?? ''),
  ),
  heading: text,
  title: text,
  vendor: text,
  product_id: resourceId,
  url: shopPath,
  /** the upsell product's variant that matches the page's selected variant, else its first available */
  variant: resourceId,
  available: v.boolean(),
  price: cents,
  cap: cents,
  /** the first selling plan, null when the variant has none */
  plan: v.nullable(resourceId),
  plan_price: v.nullable(cents),
  cta_text: localeText,
  /** what its button does (snippets/quick-add-action.liquid): only 'add' adds `variant` */
  action: quickAddAction,
});
type Upsell = v.InferOutput<typeof upsell>;

/** sections/product-upsells.liquid → widget `product-upsells`. */
export const schema = v.object({
  items: v.array(upsell),
  money_format: v.pipe(text, v.nonEmpty()),
  headings: localeTexts(['subscription', 'onetime']),
  texts: localeTexts(['sold_out', 'choose']),
});
type ProductUpsellsProps = v.InferOutput<typeof schema>;

/** Grouped as the spec's Product-page upsell: subscription[] (items with a plan) and onetime[]. */
export function groupUpsells(items: Upsell[]): { subscription: Upsell[]; onetime: Upsell[] } {
  return { subscription: items.filter((i) => i.plan !== null), onetime: items };
}

export default function ProductUpsells({ items, money_format: moneyFormat, headings, texts }: ProductUpsellsProps) {
  const groups = groupUpsells(items);
  // Upsells follow the purchase mode of the page's main product form.
  const mode = useProductStore(MAIN_PRODUCT_SCOPE, (state) => state.selection?.mode ?? 'onetime');
  const [busy, setBusy] = useState<number | null>(null);

  const subscription = mode === 'subscription' && groups.subscription.length > 0;
  const list = subscription ? groups.subscription : groups.onetime;
  const heading = subscription ? headings.subscription : headings.onetime;

  const add = async (item: Upsell) => {
    setBusy(item.variant);
    const line: CartAddItem =
      subscription && item.plan !== null ? { id: item.variant, quantity: 1, selling_plan: item.plan } : { id: item.variant, quantity: 1 };
    const price = subscription && item.plan_price !== null ? item.plan_price : item.price;
    try {
      await cartStore.getState().add(
        line,
        trackingItem({
          name: item.title,
          productID: item.product_id,
          categories: [UPSELL_CATEGORY],
          imageURL: item.image,
          url: item.url,
          brand: item.vendor,
          price,
          compareAtPrice: item.cap,
        }),
      );
    } finally {
      setBusy(null);
    }
  };

  if (list.length === 0) return null;
  return (
    <>
      <h2 className="product-upsells__heading">{heading}</h2>
      <ul className="product-upsells__list" role="list">
        {list.map((item) => {
          const price = subscription && item.plan_price !== null ? item.plan_price : item.price;
          return (
            // The same boxes as the section's server markup, so mounting moves nothing.
            <li className="product-upsells__item" key={item.variant}>
              <a className="product-upsells__media" href={item.url} tabIndex={-1} aria-hidden="true">
                {item.image && <img src={item.image} alt="" width="150" height="150" loading="lazy" />}
              </a>
              <div className="product-upsells__body">
                {item.heading && <p className="product-upsells__eyebrow">{item.heading}</p>}
                <p className="product-upsells__title">
                  <a href={item.url}>{item.title}</a>
                </p>
                <p className="product-upsells__price">{formatMoney(price, moneyFormat)}</p>
                <div className="product-upsells__action">
                  {item.action === 'add' || !item.available ? (
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={!item.available || busy === item.variant}
                      aria-label={`${item.available ? item.cta_text : texts.sold_out} – ${item.title}`}
                      onClick={() => void add(item)}
                    >
                      {item.available ? item.cta_text : texts.sold_out}
                    </button>
                  ) : (
                    <a className="button button--secondary" href={item.url} aria-label={`${texts.choose} – ${item.title}`}>
                      {texts.choose}
                    </a>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
