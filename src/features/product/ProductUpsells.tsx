/**
 * Product-page upsells (widget `product-upsells`): the subscription group while the form is in
 * subscription mode, the one-time group otherwise. Adds quantity 1 through the cart store with
 * the 'Cart Upsell' tracking item.
 */
import { useEffect, useState } from 'react';
import { formatMoney } from '../../lib/money';
import { cartStore } from '../../store/cart';
import type { CartAddItem } from '../../store/cart-types';
import { MAIN_SCOPE, onDocumentEvent, VARIANT_CHANGE_EVENT, type VariantChangeDetail } from './events';
import { str } from './text';

interface Upsell {
  image: string; heading: string; title: string; product_id: number; url: string; variant: number; available: boolean;
  price: number; cap: number; plan: number | null; plan_price: number | null; cta_text: string;
}

function readItems(raw: unknown): Upsell[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((i): i is Upsell => typeof i === 'object' && i !== null && typeof (i as Upsell).variant === 'number')
    .map((i) => ({ ...i, title: str(i.title), heading: str(i.heading), cta_text: str(i.cta_text) }));
}

/** Grouped as the spec's Product-page upsell: subscription[] (items with a plan) and onetime[]. */
export function groupUpsells(items: Upsell[]): { subscription: Upsell[]; onetime: Upsell[] } {
  return { subscription: items.filter((i) => i.plan !== null), onetime: items };
}

export default function ProductUpsells(props: { items?: unknown; money_format?: unknown; vendor?: unknown; headings?: { subscription?: unknown; onetime?: unknown }; texts?: { sold_out?: unknown } }) {
  const groups = groupUpsells(readItems(props.items));
  const moneyFormat = str(props.money_format, '${{amount}}');
  const [mode, setMode] = useState<'onetime' | 'subscription'>('onetime');
  const [busy, setBusy] = useState<number | null>(null);
  // Upsells follow the page's main product form.
  useEffect(() => onDocumentEvent<VariantChangeDetail>(VARIANT_CHANGE_EVENT, (d) => d.scope === MAIN_SCOPE && setMode(d.mode)), []);

  const subscription = mode === 'subscription' && groups.subscription.length > 0;
  const list = subscription ? groups.subscription : groups.onetime;
  const heading = subscription ? str(props.headings?.subscription) : str(props.headings?.onetime);

  const add = async (item: Upsell) => {
    setBusy(item.variant);
    const line = { id: item.variant, quantity: 1, ...(subscription && item.plan ? { selling_plan: item.plan } : {}) } as CartAddItem;
    const price = subscription && item.plan_price !== null ? item.plan_price : item.price;
    try {
      await cartStore.getState().add(line, {
        name: item.title, productID: item.product_id, categories: ['Cart Upsell'], imageURL: item.image,
        url: new URL(item.url, location.href).href, brand: str(props.vendor), price: formatMoney(price, moneyFormat),
        compareAtPrice: item.cap > price ? formatMoney(item.cap, moneyFormat) : '',
      });
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
            <li className="product-upsells__item" key={item.variant}>
              <a href={item.url} tabIndex={-1} aria-hidden="true">{item.image && <img src={item.image} alt="" width="150" height="150" loading="lazy" />}</a>
              {item.heading && <p className="product-upsells__eyebrow">{item.heading}</p>}
              <p className="product-upsells__title"><a href={item.url}>{item.title}</a></p>
              <p className="product-upsells__price">{formatMoney(price, moneyFormat)}</p>
              <button type="button" className="button button--secondary" disabled={!item.available || busy === item.variant}
                aria-label={`${item.available ? item.cta_text : str(props.texts?.sold_out, 'Sold Out')} – ${item.title}`}
                onClick={() => void add(item)}>
                {item.available ? item.cta_text : str(props.texts?.sold_out, 'Sold Out')}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
