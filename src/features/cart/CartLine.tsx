/**
 * One cart line: image, titles, the plan once (with what it saves), other discounts and visible
 * properties, quantity and remove, the price, and the subscription's next order as a summary under
 * the line (sections/main-cart.liquid lays out the cart page's line the same way).
 */
import { QuantityPicker } from '../../components/QuantityPicker';
import { formatMoney } from '../../contracts/money';
import type { CartLineItem } from '../../contracts/cart';
import { fill } from '../../lib/fill';
import { displayVariantTitle, lineProperties, planAndDiscounts, refillOffer } from './cart-logic';
import { sizedImage } from '../../lib/sized-image';
import type { CartStrings } from './cart-props';

export interface CartLineProps {
  item: CartLineItem;
  /** The quantity the shopper asked for, while its update is on the way. */
  quantity: number;
  pending: boolean;
  moneyFormat: string;
  strings: CartStrings;
  onQuantity: (key: string, quantity: number) => void;
  onRefill: (variantId: number) => void;
  refillBusy: boolean;
}

export function CartLine({ item, quantity, pending, moneyFormat, strings, onQuantity, onRefill, refillBusy }: CartLineProps) {
  const title = item.product_title || item.title;
  const variant = displayVariantTitle(item.variant_title);
  const { plan, discounts } = planAndDiscounts(item);
  const { nextOrder, other: properties } = lineProperties(item.properties);
  // The Ajax cart gives the full-size URL: the thumbnail asks the CDN for its own width.
  const image = item.image ? sizedImage(item.image, 160) : null;
  const srcset = item.image ? `${image} 1x, ${sizedImage(item.image, 320)} 2x` : undefined;
  const refill = refillOffer(item);
  const money = (cents: number) => formatMoney(cents, moneyFormat);

  return (
    <li className={`cart-line${pending ? ' is-pending' : ''}`} data-line-key={item.key}>
      <div className="cart-line__media">{image && <img src={image} srcSet={srcset} width={80} height={80} alt="" loading="lazy" />}</div>
      <div className="cart-line__details">
        <h3 className="cart-line__title">
          <a href={item.url}>{title}</a>
        </h3>
        {variant && <p className="cart-line__meta">{variant}</p>}
        {plan && (
          <p className="line-plan">
            <span className="visually-hidden">{strings.sellingPlan} </span>
            {plan.name}
            {plan.saving !== null && <span className="line-plan__saving"> (−{money(plan.saving)})</span>}
          </p>
        )}
        {discounts.map((allocation, index) => (
          <p className="cart-line__discount" key={index}>
            {allocation.discount_application.title} (−{money(allocation.amount)})
          </p>
        ))}
        {properties.length > 0 && (
          <dl className="cart-line__properties">
            {properties.map(([name, value]) => (
              <div key={name}>
                <dt>{name}:</dt> <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="cart-line__controls">
          <QuantityPicker
            value={quantity}
            max={Number.POSITIVE_INFINITY}
            label={fill(strings.quantity, { title })}
            decreaseLabel={fill(strings.decrease, { title })}
            increaseLabel={fill(strings.increase, { title })}
            onChange={(next) => onQuantity(item.key, next)}
          />
          <button
            type="button"
            className="button button--text cart-line__remove"
            aria-label={fill(strings.remove, { title })}
            onClick={() => onQuantity(item.key, 0)}
          >
            {strings.removeText}
          </button>
        </div>
        {refill && (
          <button
            type="button"
            className="button button--secondary button--small cart-line__refill"
            disabled={refillBusy}
            onClick={() => onRefill(refill.variantId)}
          >
            {fill(strings.refillOffer, { price: money(refill.price) })}
          </button>
        )}
      </div>
      <p className="cart-line__price">{money(item.final_line_price)}</p>
      {nextOrder.length > 0 && (
        <dl className="next-order">
          {nextOrder.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt> <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
