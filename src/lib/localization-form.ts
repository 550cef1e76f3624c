/** The localization form submits as soon as a selector changes; its submit button is for pages without scripts. */
export const AUTOSUBMIT_ATTRIBUTE = 'data-localization-autosubmit';
const FORM_SELECTOR = 'form.localization-form';

/** One listener on the document, so a form in a section the theme editor re-renders works too. */
export function bindLocalizationForms(doc: Document = document): () => void {
  doc.documentElement.setAttribute(AUTOSUBMIT_ATTRIBUTE, '');
  const onChange = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLSelectElement)) return;
    target.closest<HTMLFormElement>(FORM_SELECTOR)?.requestSubmit();
  };
  doc.addEventListener('change', onChange);
  return () => {
    doc.removeEventListener('change', onChange);
    doc.documentElement.removeAttribute(AUTOSUBMIT_ATTRIBUTE);
  };
}
