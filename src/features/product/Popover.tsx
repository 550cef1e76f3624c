/** Popover text: opens on hover on desktop (pointer: fine), on click anywhere; one open page-wide. */
import { useId } from 'react';
import { isOpenOverlay, uiStore } from '../../store/ui';
import { useUiStore } from '../../store/useStore';
import { popoverHeading } from './cart-line';

interface Props {
  label: string;
  heading: string;
  text: string;
}

const canHover = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (min-width: 1024px)').matches;

export function Popover({ label, heading, text }: Props) {
  const id = useId();
  const open = useUiStore(isOpenOverlay(id));
  const set = (next: boolean) => {
    if (next) uiStore.getState().openOverlay('popover', id);
    else uiStore.getState().closeOverlay(id);
  };
  return (
    <span
      className="popover"
      onMouseEnter={() => canHover() && set(true)}
      onMouseLeave={() => canHover() && set(false)}
      onKeyDown={(event) => event.key === 'Escape' && set(false)}
    >
      <button type="button" className="popover__toggle" aria-expanded={open} aria-controls={id} onClick={() => set(!open)}>
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">{label}</span>
      </button>
      <span className="popover__panel" id={id} role="note" hidden={!open}>
        {heading && <strong className="popover__heading">{popoverHeading(heading)}</strong>}
        <span className="popover__text">{text}</span>
      </span>
    </span>
  );
}
