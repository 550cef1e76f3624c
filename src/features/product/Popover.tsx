/**
 * Popover text: opens on hover on desktop (pointer: fine), on click anywhere; one of the page's
 * overlays (opened over a drawer or dialog it sits in; Escape closes it and focus goes back to
 * its button: the overlay stack's).
 */
import { useId, useRef } from 'react';
import { OVERLAY_ATTR } from '../../store/overlays';
import { useOverlay } from '../../store/useStore';
import { popoverHeading } from './cart-line';

interface Props {
  label: string;
  heading: string;
  text: string;
}

const canHover = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (min-width: 1024px)').matches;

export function Popover({ label, heading, text }: Props) {
  const id = useId();
  const overlay = useOverlay('popover', id);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <span
      className="popover"
      {...{ [OVERLAY_ATTR]: id }}
      onMouseEnter={() => canHover() && overlay.show({ over: true, opener: toggle.current })}
      onMouseLeave={() => canHover() && overlay.hide({ returnFocus: false })}
    >
      <button
        type="button"
        ref={toggle}
        className="popover__toggle"
        aria-expanded={overlay.open}
        aria-controls={id}
        onClick={() => overlay.toggle({ over: true, opener: toggle.current })}
      >
        <span aria-hidden="true">i</span>
        <span className="visually-hidden">{label}</span>
      </button>
      <span className="popover__panel" id={id} role="note" hidden={!overlay.open}>
        {heading && <strong className="popover__heading">{popoverHeading(heading)}</strong>}
        <span className="popover__text">{text}</span>
      </span>
    </span>
  );
}
