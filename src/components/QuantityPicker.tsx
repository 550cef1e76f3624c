/**
 * The one quantity control (spec §4/§5): − / input / +, bounded by min and max (default 0 and
 * 10), a button disabled at its bound. Typing is a draft until Enter or blur, so "12" is one change.
 */
import { useId, useState } from 'react';
import './quantity-picker.css';

export const QUANTITY_MIN = 0;
export const QUANTITY_MAX = 10;

export function clampQuantity(value: number, min = QUANTITY_MIN, max = QUANTITY_MAX): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

export interface QuantityPickerProps {
  value: number;
  onChange: (value: number) => void;
  /** the input's accessible name ("Quantity of The Everyday") */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  min?: number;
  /** `Infinity` for no upper bound (cart lines: the shop enforces stock) */
  max?: number;
  className?: string;
}

export function QuantityPicker({
  value,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
  className = '',
}: QuantityPickerProps) {
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const current = clampQuantity(value, min, max);
  const change = (next: number) => {
    const bounded = clampQuantity(next, min, max);
    if (bounded !== current) onChange(bounded);
  };
  const commit = (text: string) => {
    setDraft(null);
    const typed = Number.parseInt(text, 10);
    if (Number.isInteger(typed)) change(typed);
  };

  return (
    <div className={`quantity ${className}`.trim()}>
      <button type="button" className="icon-button quantity__button" aria-label={decreaseLabel} disabled={current <= min} onClick={() => change(current - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="quantity__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={Number.isFinite(max) ? max : undefined}
        value={draft ?? String(current)}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={(event) => commit(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          commit(event.currentTarget.value);
        }}
      />
      <button type="button" className="icon-button quantity__button" aria-label={increaseLabel} disabled={current >= max} onClick={() => change(current + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
