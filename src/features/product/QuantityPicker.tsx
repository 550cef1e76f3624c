/** Quantity picker (spec §4/§5): bounded by min and max (default 0 and 10); buttons disabled at the bounds. */
import { useId } from 'react';

export const QUANTITY_MIN = 0;
export const QUANTITY_MAX = 10;

export function clampQuantity(value: number, min = QUANTITY_MIN, max = QUANTITY_MAX): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

interface Props {
  value: number;
  onChange(value: number): void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  min?: number;
  max?: number;
}

export function QuantityPicker({ value, onChange, label, decreaseLabel, increaseLabel, min = QUANTITY_MIN, max = QUANTITY_MAX }: Props) {
  const id = useId();
  const current = clampQuantity(value, min, max);
  return (
    <div className="quantity-picker" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="visually-hidden">{label}</span>
      <button type="button" className="quantity-picker__button" aria-label={decreaseLabel} disabled={current <= min}
        onClick={() => onChange(clampQuantity(current - 1, min, max))}>−</button>
      <input className="quantity-picker__input" type="number" inputMode="numeric" aria-label={label} min={min} max={max} value={current}
        onChange={(event) => onChange(clampQuantity(Number(event.currentTarget.value), min, max))} />
      <button type="button" className="quantity-picker__button" aria-label={increaseLabel} disabled={current >= max}
        onClick={() => onChange(clampQuantity(current + 1, min, max))}>+</button>
    </div>
  );
}
