/**
 * A contact or newsletter post comes back to `page?contact_posted=true#<form id>` (Shopify's form
 * action ends in the form's id and the browser keeps it through the redirect), and a browser
 * skips `autofocus` when the URL names an element. The message such a form marks `autofocus`
 * (the thanks, or the error summary) gets the focus here instead, unless something else has it.
 */
export function focusAutofocusInTarget(doc: Document): void {
  const wanted = doc.querySelector(':target')?.querySelector<HTMLElement>('[autofocus]');
  const idle = doc.activeElement === null || doc.activeElement === doc.body;
  if (wanted && idle) wanted.focus();
}
