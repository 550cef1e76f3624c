/**
 * Custom frequency select (spec §4): choosing an option closes it and the chosen option drops
 * out of the list. One select is open at a time page-wide (ui store's activeSelect).
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { isOpenOverlay, uiStore } from '../../store/ui';
import { useUiStore } from '../../store/useStore';
import type { SellingPlanOption } from '../../lib/product-data';

interface Props {
  label: string;
  plans: SellingPlanOption[];
  value: number | null;
  onChange: (planValue: number) => void;
}

export function FrequencySelect({ label, plans, value, onChange }: Props) {
  const id = useId();
  const open = useUiStore(isOpenOverlay(id));
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const chosen = plans.find((p) => p.value === value) ?? plans[0];
  const others = plans.filter((p) => p !== chosen);

  useEffect(() => {
    if (!open) return;
    wrapper.current?.querySelector<HTMLButtonElement>('[data-frequency-option]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) uiStore.getState().closeOverlay(id);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, id]);

  // Closing on unmount keeps the page-wide "one select open" state honest.
  useEffect(
    () => () => {
      uiStore.getState().closeOverlay(id);
    },
    [id],
  );

  const choose = (plan: SellingPlanOption) => {
    onChange(plan.value);
    uiStore.getState().closeOverlay(id);
    toggle.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      uiStore.getState().closeOverlay(id);
      toggle.current?.focus();
      return;
    }
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
    <div className={`frequency-select${open ? ' is-open' : ''}`} ref={wrapper} onKeyDown={onKeyDown}>
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
        onClick={() => uiStore.getState().toggleOverlay('select', id)}
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
