/**
 * Inline errors for forms marked `data-inline-errors` (the contact form). The browser's own
 * constraint check still runs on submit, but each control it finds invalid gets the theme's
 * words under it (`data-error-missing` / `data-error-type`, from the locale; else the browser's
 * text) instead of the browser's bubble, and the form's `[data-error-summary]` lists them as links
 * and takes focus. A refused post comes back from the server in the same markup; without this
 * module the browser's bubbles guard the same rules.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const INLINE_ERRORS_FORM = 'form[data-inline-errors]';
const SUMMARY = '[data-error-summary]';
const bound = new WeakSet<Document>();

function isControl(target: unknown): target is Control {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

function markedForm(target: EventTarget | null): HTMLFormElement | null {
  return isControl(target) && target.form?.matches(INLINE_ERRORS_FORM) ? target.form : null;
}

/** The theme's words for what is wrong with `control`, else the browser's. */
function messageFor(control: Control): string {
  const { validity, dataset } = control;
  if (validity.valueMissing && dataset.errorMissing) return dataset.errorMissing;
  if (validity.typeMismatch && dataset.errorType) return dataset.errorType;
  return control.validationMessage;
}

const errorElementOf = (control: Control): HTMLElement | null => (control.id ? control.ownerDocument.getElementById(`${control.id}-error`) : null);

function showError(control: Control): void {
  control.setAttribute('aria-invalid', 'true');
  const error = errorElementOf(control);
  if (!error) return;
  error.textContent = messageFor(control);
  error.hidden = false;
  control.setAttribute('aria-describedby', error.id);
}

function clearError(control: Control): void {
  control.removeAttribute('aria-invalid');
  const error = errorElementOf(control);
  if (!error) return;
  error.hidden = true;
  error.textContent = '';
  if (control.getAttribute('aria-describedby') === error.id) control.removeAttribute('aria-describedby');
}

/** Drops `control`'s line from the summary (a fixed field); an empty summary hides. */
function dropFromSummary(form: HTMLFormElement, control: Control): void {
  const summary = form.querySelector<HTMLElement>(SUMMARY);
  if (!summary) return;
  for (const link of summary.querySelectorAll('a')) {
    if (link.getAttribute('href') === `#${control.id}`) link.closest('li')?.remove();
  }
  if (!summary.querySelector('li')) summary.hidden = true;
}

/** Every invalid control of `form` shows its error, the summary lists them and takes focus. */
function reportInvalid(form: HTMLFormElement): void {
  const controls = Array.from(form.elements)
    .filter(isControl)
    .filter((control) => control.willValidate);
  const invalid = controls.filter((control) => !control.validity.valid);
  for (const control of controls) {
    if (invalid.includes(control)) showError(control);
    else clearError(control);
  }
  const summary = form.querySelector<HTMLElement>(SUMMARY);
  const list = summary?.querySelector('ul');
  if (!summary || !list) {
    invalid[0]?.focus();
    return;
  }
  const doc = form.ownerDocument;
  list.replaceChildren(
    ...invalid.map((control) => {
      const link = doc.createElement('a');
      link.href = `#${control.id}`;
      link.textContent = messageFor(control);
      const item = doc.createElement('li');
      item.append(link);
      return item;
    }),
  );
  summary.hidden = invalid.length === 0;
  summary.focus();
}

/** Starts inline errors for every marked form of `doc`, present or added later (once per document). */
export function bindInlineValidation(doc: Document): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>(INLINE_ERRORS_FORM)) form.dataset.inlineErrors = 'ready';
  if (bound.has(doc)) return;
  bound.add(doc);
  // The browser fires `invalid` at each failing control of one submit, in a row: one report for all.
  const reporting = new WeakSet<HTMLFormElement>();
  doc.addEventListener(
    'invalid',
    (event) => {
      const form = markedForm(event.target);
      if (!form) return;
      event.preventDefault();
      if (reporting.has(form)) return;
      reporting.add(form);
      queueMicrotask(() => {
        reporting.delete(form);
        reportInvalid(form);
      });
    },
    true,
  );
  const onEdit = (event: Event) => {
    const control = event.target;
    const form = markedForm(control);
    if (!form || !isControl(control) || control.getAttribute('aria-invalid') !== 'true' || !control.validity.valid) return;
    clearError(control);
    dropFromSummary(form, control);
  };
  doc.addEventListener('input', onEdit);
  doc.addEventListener('change', onEdit);
  // A summary link focuses its field (following the fragment would only scroll to it).
  doc.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`${SUMMARY} a[href^="#"]`) : null;
    const field = link ? doc.getElementById(link.getAttribute('href')!.slice(1)) : null;
    if (!link?.closest(INLINE_ERRORS_FORM) || !isControl(field)) return;
    event.preventDefault();
    field.focus();
  });
}
