/**
 * Gift option (spec §4/§5): a checkbox reveals a message box; the message is saved into the cart
 * note on change, unchecking saves an empty note. Over 255 characters is refused in the box with
 * a message, never cut short silently.
 */
import { useEffect, useId, useRef, useState, type ClipboardEvent } from 'react';
import { fill } from '../../lib/fill';
import { checkNote, NOTE_MAX_LENGTH, wouldOverflow } from './cart-logic';
import type { CartStrings } from './cart-props';

interface GiftNoteProps {
  note: string;
  strings: CartStrings;
  onSave: (note: string) => void;
}

export function GiftNote({ note, strings, onSave }: GiftNoteProps) {
  const id = useId();
  const [checked, setChecked] = useState(note !== '');
  const [text, setText] = useState(note);
  const [tooLong, setTooLong] = useState(() => !checkNote(note).ok);
  const saved = useRef(note);

  // A note changed elsewhere (another tab, an app) shows up unless the shopper is editing.
  useEffect(() => {
    if (note === saved.current) return;
    saved.current = note;
    setText(note);
    setChecked((was) => was || note !== '');
  }, [note]);

  const save = (value: string) => {
    if (!checkNote(value).ok) {
      setTooLong(true);
      return;
    }
    // A refused paste's message stays until the shopper edits (clearing it on blur would shift
    // the footer under a click that is on its way).
    if (value === saved.current) return;
    saved.current = value;
    onSave(value);
  };

  const onToggle = (next: boolean) => {
    setChecked(next);
    if (!next) {
      setText('');
      setTooLong(false);
      if (saved.current !== '') {
        saved.current = '';
        onSave('');
      }
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const area = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    if (wouldOverflow(area.value, area.selectionEnd - area.selectionStart, pasted)) {
      event.preventDefault(); // refuse rather than let maxlength truncate it unseen
      setTooLong(true);
    }
  };

  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  return (
    <div className="gift-note">
      <label className="gift-note__toggle">
        <input type="checkbox" name="attributes[Giftwrap]" value="Yes" checked={checked} onChange={(event) => onToggle(event.currentTarget.checked)} />
        <span>{strings.giftToggle}</span>
      </label>
      {checked && (
        <div className="field gift-note__field">
          <label className="field__label" htmlFor={id}>
            {strings.giftMessage}
          </label>
          <textarea
            id={id}
            className="field__input"
            name="note"
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            placeholder={strings.giftPlaceholder}
            value={text}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${errorId} ${countId}` : countId}
            onChange={(event) => {
              setText(event.currentTarget.value);
              if (tooLong && checkNote(event.currentTarget.value).ok) setTooLong(false);
            }}
            onBlur={(event) => save(event.currentTarget.value)}
            onPaste={onPaste}
          />
          <p id={countId} className="gift-note__count">
            {fill(strings.noteCount, { count: text.length })}
          </p>
          {tooLong && (
            <p id={errorId} className="field__error" role="alert">
              {strings.noteTooLong}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The form's guard: a note the box refused must not reach checkout. */
export function noteIsValid(form: HTMLFormElement): boolean {
  const area = form.elements.namedItem('note');
  return !(area instanceof HTMLTextAreaElement) || checkNote(area.value).ok;
}
