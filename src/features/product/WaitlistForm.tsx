/**
 * 'Join The Waitlist' → an on-site form that subscribes the email to the waitlist list (Klaviyo).
 * One of the page's overlays (`overlayId`): Escape closes it and focus goes back to the button
 * that opened it (the overlay stack's, src/store/ui.ts).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isValidEmail } from '../../lib/email';
import { SubscribeError, subscribeToList } from '../../lib/klaviyo';
import { OVERLAY_ATTR } from '../../store/overlays';
import type { FormTexts } from './form-props';

interface Props {
  /** its id among the ui store's overlays */
  overlayId: string;
  open: boolean;
  onClose: () => void;
  klaviyo: { companyId: string; host: string; listId: string };
  texts: FormTexts;
}

type Status = { kind: 'idle' } | { kind: 'submitting' } | { kind: 'success' } | { kind: 'error'; message: string };

export function WaitlistForm({ overlayId, open, onClose, klaviyo, texts }: Props) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  if (!open) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setStatus({ kind: 'error', message: texts.gift_email_invalid });
      return;
    }
    setStatus({ kind: 'submitting' });
    try {
      await subscribeToList({ email, listId: klaviyo.listId, companyId: klaviyo.companyId, host: klaviyo.host, source: 'waitlist-form' });
      setStatus({ kind: 'success' });
    } catch (error) {
      // The shopper reads the theme's texts, never the HTTP helper's ("Network Error"…), which go to the log.
      const invalid = error instanceof SubscribeError && error.kind === 'invalid';
      if (!invalid) console.warn('[waitlist] sign-up failed', error);
      setStatus({ kind: 'error', message: invalid ? texts.gift_email_invalid : texts.waitlist_error });
    }
  };

  return (
    <section className="waitlist" {...{ [OVERLAY_ATTR]: overlayId }} aria-labelledby={`${id}-heading`}>
      <h2 className="waitlist__heading" id={`${id}-heading`}>
        {texts.waitlist_heading}
      </h2>
      {texts.waitlist_text && <p className="waitlist__text">{texts.waitlist_text}</p>}
      {status.kind === 'success' ? (
        <p className="waitlist__success" role="status">
          {texts.waitlist_success}
        </p>
      ) : (
        <form className="waitlist__form" noValidate onSubmit={(event) => void submit(event)}>
          <label className="field__label" htmlFor={`${id}-email`}>
            {texts.waitlist_email}
          </label>
          <div className="waitlist__row">
            <input
              ref={input}
              className="field__input"
              id={`${id}-email`}
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              aria-invalid={status.kind === 'error' ? true : undefined}
              aria-describedby={status.kind === 'error' ? `${id}-error` : undefined}
            />
            <button type="submit" className="button button--primary" disabled={status.kind === 'submitting'}>
              {texts.waitlist_submit}
            </button>
          </div>
          {status.kind === 'error' && (
            <p className="field__error" id={`${id}-error`} role="alert">
              {status.message}
            </p>
          )}
        </form>
      )}
      <button type="button" className="waitlist__close link-button" onClick={onClose}>
        {texts.waitlist_close}
      </button>
    </section>
  );
}
