/** Gift mode (spec §4, §5): the checkbox reveals recipient email (required), name, date, message. */
import { useId } from 'react';
import type { GiftRecipient } from './cart-line';
import type { FormTexts } from './form-props';

interface Props {
  enabled: boolean;
  onToggle: (enabled: boolean) => void;
  recipient: GiftRecipient;
  onChange: (recipient: GiftRecipient) => void;
  emailError: string;
  texts: FormTexts;
  /** the gift fields block's editor marker (theme editor only) */
  editorBlock?: string;
}

const today = () => new Date().toISOString().slice(0, 10);

export function GiftFields({ enabled, onToggle, recipient, onChange, emailError, texts, editorBlock }: Props) {
  const id = useId();
  const set = (field: keyof GiftRecipient) => (event: { currentTarget: { value: string } }) => onChange({ ...recipient, [field]: event.currentTarget.value });
  return (
    <div className="gift-fields" data-shopify-editor-block={editorBlock}>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={enabled}
          aria-controls={`${id}-fields`}
          aria-expanded={enabled}
          onChange={(event) => onToggle(event.currentTarget.checked)}
        />
        <span>{texts.gift_toggle}</span>
      </label>
      <div id={`${id}-fields`} className="gift-fields__fields" hidden={!enabled}>
        {enabled && (
          <>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-email`}>
                {texts.gift_email}
              </label>
              <input
                className="field__input"
                id={`${id}-email`}
                type="email"
                required
                autoComplete="off"
                value={recipient.email}
                onChange={set('email')}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${id}-email-error` : undefined}
              />
              {emailError && (
                <p className="field__error" id={`${id}-email-error`} role="alert">
                  {emailError}
                </p>
              )}
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-name`}>
                {texts.gift_name}
              </label>
              <input className="field__input" id={`${id}-name`} type="text" value={recipient.name} onChange={set('name')} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-date`}>
                {texts.gift_send_on}
              </label>
              <input
                className="field__input"
                id={`${id}-date`}
                type="date"
                min={today()}
                pattern="\d{4}-\d{2}-\d{2}"
                placeholder="YYYY-MM-DD"
                value={recipient.sendOn}
                onChange={set('sendOn')}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={`${id}-message`}>
                {texts.gift_message}
              </label>
              <textarea
                className="field__input"
                id={`${id}-message`}
                rows={3}
                maxLength={200}
                placeholder={texts.gift_message_placeholder}
                value={recipient.message}
                onChange={set('message')}
              />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
