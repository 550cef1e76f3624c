/**
 * The age gate (widget `age-gate`, hydrate on interaction): a modal that must be answered. Liquid
 * renders it at the top of <body> and the inline script shows it before first paint when the
 * cookie says so (CSS locks the page; the script moves focus to its first button and keeps it
 * there), so nothing of React loads for it until the shopper touches it or presses a key in it.
 * Then this takes over with the shared Modal in 'trap' mode: focus trapped, page scroll locked,
 * no Escape or backdrop dismissal. 'Yup' stores over_21=true for a day and closes it (for this
 * page view even if cookies are blocked); 'Nope' is a link home.
 */
import { useLayoutEffect, useState } from 'react';
import { Modal } from '../../components/Modal';
import { ageGateOpenNow, rememberOver21 } from './age-gate-cookie';
import type { AgeGateProps } from './age-gate-props';

export { schema } from './age-gate-props';

/** Set on <html> by snippets/age-gate-script.liquid while the server-rendered gate shows. */
export const AGE_GATE_ROOT_ATTR = 'data-age-gate';
export const AGE_GATE_DIALOG_ID = 'AgeGateDialog';
const HEADING_ID = 'AgeGateHeading';

export default function AgeGate({ heading, message, accept, decline, declineUrl }: AgeGateProps) {
  const [open, setOpen] = useState(ageGateOpenNow);

  // The Modal now shows the gate and locks scroll: hand over from the first-paint markup's CSS.
  useLayoutEffect(() => {
    document.documentElement.removeAttribute(AGE_GATE_ROOT_ATTR);
  }, []);

  const onAccept = () => {
    rememberOver21();
    setOpen(false);
  };

  return (
    <Modal
      id={AGE_GATE_DIALOG_ID}
      open={open}
      onClose={() => {}}
      focusMode="trap"
      dismissible={false}
      labelledBy={HEADING_ID}
      className="modal--center age-gate"
      panelClassName="age-gate__panel"
    >
      <h2 id={HEADING_ID} className="age-gate__heading">
        {heading}
      </h2>
      {message !== '' && <p className="age-gate__message">{message}</p>}
      <div className="age-gate__actions">
        <button type="button" className="button button--primary button--large age-gate__accept" onClick={onAccept}>
          {accept}
        </button>
        <button type="button" className="button button--secondary button--large age-gate__decline" onClick={() => window.location.assign(declineUrl)}>
          {decline}
        </button>
      </div>
    </Modal>
  );
}
