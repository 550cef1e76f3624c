/**
 * Free-shipping progress (spec §9): percent = round(100 × current / target). The target is the
 * theme setting, in the shop's currency: converted at Shopify.currency.rate into the cart's.
 */
import { formatMoney, presentmentCents } from '../../contracts/money';
import { fill } from '../../lib/fill';
import { presentmentRate } from '../../lib/presentment-rate';
import { shippingProgress } from './cart-logic';

interface ShippingBarProps {
  /** the cart's total, in the buyer's currency */
  currentCents: number;
  /** the free-shipping threshold setting, in cents of the shop's currency */
  thresholdShopCents: number;
  moneyFormat: string;
  remainingText: string;
  successText: string;
  progressLabel: string;
}

export function ShippingBar({ currentCents, thresholdShopCents, moneyFormat, remainingText, successText, progressLabel }: ShippingBarProps) {
  const { percent, remaining, complete } = shippingProgress(currentCents, presentmentCents(thresholdShopCents, presentmentRate()));
  const message = complete ? successText : fill(remainingText, { amount: formatMoney(remaining, moneyFormat) });
  return (
    <div className={`shipping-bar${complete ? ' is-complete' : ''}`}>
      <p className="shipping-bar__message" aria-live="polite">
        {message}
      </p>
      <div className="shipping-bar__track" role="progressbar" aria-label={progressLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <div className="shipping-bar__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
