/** Free-shipping progress (spec §9): percent = round(100 × current / target). */
import { formatMoney } from '../../contracts/money';
import { fill } from '../../lib/fill';
import { shippingProgress } from './cart-logic';

interface ShippingBarProps {
  currentCents: number;
  thresholdCents: number;
  moneyFormat: string;
  remainingText: string;
  successText: string;
  progressLabel: string;
}

export function ShippingBar({ currentCents, thresholdCents, moneyFormat, remainingText, successText, progressLabel }: ShippingBarProps) {
  const { percent, remaining, complete } = shippingProgress(currentCents, thresholdCents);
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
