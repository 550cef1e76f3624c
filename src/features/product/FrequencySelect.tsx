/**
 * Custom frequency select (spec §4): choosing an option closes it and the chosen option drops
 * out of the list. One of the page's overlays (src/store/ui.ts): one select open at a time,
 * Escape or a choice closes it and focus goes back to its button (the overlay stack's).
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { OVERLAY_ATTR } from '../../store/overlays';
import { useOverlay } from '../../store/useStore';
import type { SellingPlanOption } from '../../lib/product-data';

interface Props {
  label: string;
  plans: SellingPlanOption[];
  value: number | null;
  onChange: (planValue: number) => void;
}

export function FrequencySelect({ label, plans, value, onChange }: Props) {
  const id = useId();
  const overlay = useOverlay('select', id);
  const { open } = overlay;
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const chosen = plans.find((p) => p.value === value) ?? plans[0];
  const others = plans.filter((p) => p !== chosen);

  useEffect(() => {
    if (!open) return;
    wrapper.current?.querySelector<HTMLButtonElement>('[data-frequency-option]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) overlay.hide({ returnFocus: false });
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, overlay]);

  const choose = (plan: SellingPlanOption) => {
    onChange(plan.value);
    overlay.hide();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = Array.from(wrapper.current?.querySelectorAll<HTMLButtonElement>('[data-frequency-option]') ?? []);
    if (items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % items.length : (at - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  if (!chosen) return null;
  return (
    <div className={`frequency-select${open ? ' is-open' : ''}`} ref={wrapper} {...{ [OVERLAY_ATTR]: id }} onKeyDown={onKeyDown}>
      <span className="frequency-select__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        ref={toggle}
        className="frequency-select__toggle"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-value`}
        onClick={() => overlay.toggle({ over: true, opener: toggle.current })}
      >
        <span id={`${id}-value`}>{chosen.label}</span>
        <span aria-hidden="true" className="frequency-select__chevron">
          ▾
        </span>
      </button>
      <ul className="frequency-select__list" id={`${id}-list`} role="list" hidden={!open}>
        {others.map((plan) => (
          <li key={plan.value}>
            <button type="button" className="frequency-select__option" data-frequency-option onClick={() => choose(plan)}>
              {plan.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
