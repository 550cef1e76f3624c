/**
 * The newsletter sign-up (widget `newsletter-form`), in the footer and the newsletter section.
 * Checks the address here, then subscribes it to the Klaviyo list; the outcome is announced
 * through a status region. Its markup mirrors snippets/newsletter-form.liquid element for element.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { NewsletterFormProps } from './newsletter-props';
import { useNewsletterSignup, type NewsletterStatus } from './use-newsletter-signup';

export { schema } from './newsletter-props';

function messageOf(status: NewsletterStatus, texts: NewsletterFormProps['texts']): { text: string; tone: 'success' | 'error' } | null {
  if (status.kind === 'success') return { text: texts.success, tone: 'success' };
  if (status.kind === 'error') return { text: status.reason === 'invalid' ? texts.invalid_email : texts.error, tone: 'error' };
  return null;
}

/*
 * The island's first render runs while the server-rendered form is still in the page (it wakes on
 * the first focus, or on the autofocus of a message the shop rendered after a post without
 * JavaScript). These read that form, so nothing typed while the code loaded, and no answer the
 * shop already gave, is lost.
 */
function serverElement(id: string): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(id);
}

function typedBeforeMount(inputId: string): string {
  const element = serverElement(inputId);
  return element instanceof HTMLInputElement ? element.value : '';
}

/**
 * The element the shop's answer asked the browser to focus (`autofocus`: the refused input, or
 * the thanks message), when the browser has not focused anything yet: the island may take the
 * form over before the browser applies autofocus (a loaded machine), and a removed element is
 * never focused. The island then focuses its own counterpart, once.
 */
function pendingAutofocus(formId: string): 'input' | 'message' | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(formId)?.querySelector('[autofocus]');
  if (!element || (document.activeElement && document.activeElement !== document.body)) return null;
  return element instanceof HTMLInputElement ? 'input' : 'message';
}

function outcomeBeforeMount(inputId: string, messageId: string): NewsletterStatus {
  const message = serverElement(messageId);
  if (!message) return { kind: 'idle' };
  if (message.classList.contains('newsletter-form__message--success')) return { kind: 'success' };
  const invalid = serverElement(inputId)?.getAttribute('aria-invalid') === 'true';
  return { kind: 'error', reason: invalid ? 'invalid' : 'failed' };
}

export default function NewsletterForm({ formId, klaviyo, label, showLabel, placeholder, submit: submitLabel, texts }: NewsletterFormProps) {
  const inputId = `${formId}-email`;
  const messageId = `${formId}-message`;
  const [email, setEmail] = useState(() => typedBeforeMount(inputId));
  const input = useRef<HTMLInputElement>(null);
  const messageElement = useRef<HTMLParagraphElement>(null);
  const [autofocus] = useState(() => pendingAutofocus(formId));
  useEffect(() => {
    if (autofocus === 'input') input.current?.focus();
    else if (autofocus === 'message') messageElement.current?.focus();
  }, [autofocus]);
  const { status, attempt, submit } = useNewsletterSignup(klaviyo, () => outcomeBeforeMount(inputId, messageId));
  const submitting = status.kind === 'submitting';
  const message = messageOf(status, texts);
  const invalid = status.kind === 'error' && status.reason === 'invalid';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await submit(email);
    if (outcome === 'invalid') input.current?.focus();
    // The address is kept after a failure so the shopper can simply try again.
    if (outcome === 'success') setEmail('');
  };

  return (
    <form
      id={formId}
      className="newsletter-form__form"
      method="post"
      action={`/contact#${formId}`}
      acceptCharset="UTF-8"
      noValidate
      aria-busy={submitting || undefined}
      onSubmit={(event) => void onSubmit(event)}
    >
      <input type="hidden" name="form_type" value="customer" />
      <input type="hidden" name="utf8" value="✓" />
      <input type="hidden" name="contact[tags]" value="newsletter" />
      <label className={showLabel ? 'newsletter-form__label' : 'newsletter-form__label visually-hidden'} htmlFor={inputId}>
        {label}
      </label>
      <div className="newsletter-form__row">
        <input
          ref={input}
          className="field__input newsletter-form__input"
          id={inputId}
          type="email"
          name="contact[email]"
          value={email}
          placeholder={placeholder}
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          aria-invalid={invalid || undefined}
          aria-describedby={message?.tone === 'error' ? messageId : undefined}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus mid-submit. */}
        <button type="submit" className="button newsletter-form__submit" aria-disabled={submitting || undefined}>
          {submitLabel}
        </button>
      </div>
      <div className="newsletter-form__status" role="status">
        {message && (
          // tabIndex -1 as in the server markup: focus the shop put on its message survives the swap.
          <p ref={messageElement} key={attempt} id={messageId} className={`newsletter-form__message newsletter-form__message--${message.tone}`} tabIndex={-1}>
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}
