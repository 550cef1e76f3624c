/**
 * A server-rendered link that opens something on the page once scripts run becomes a real
 * <button> (a button to assistive technology, Space and Enter both press it) and can turn back
 * into its link when there is nothing to open any more. Without scripts the link stays: its
 * fallback (a page, a :target list) keeps working. Focus follows the swap.
 */

/** The link each button stands in for, to put back as it was. */
const linkOf = new WeakMap<HTMLButtonElement, HTMLElement>();

function swap(from: HTMLElement, to: HTMLElement): void {
  const focused = from.ownerDocument.activeElement === from;
  to.append(...Array.from(from.childNodes));
  from.replaceWith(to);
  if (focused) to.focus({ preventScroll: true });
}

/** The button standing in for `control` (a link), made on first call; a button is returned as is. */
export function asButton(control: HTMLElement): HTMLElement {
  if (control instanceof HTMLButtonElement || !control.isConnected) return control;
  const button = control.ownerDocument.createElement('button');
  button.type = 'button';
  for (const { name, value } of Array.from(control.attributes)) if (name !== 'href') button.setAttribute(name, value);
  swap(control, button);
  linkOf.set(button, control);
  return button;
}

/** The link `control` stands in for, back in its place if `control` is on the page; anything else is returned as is. */
export function asLink(control: HTMLElement): HTMLElement {
  const link = control instanceof HTMLButtonElement ? linkOf.get(control) : undefined;
  if (!link) return control;
  if (control.isConnected) swap(control, link);
  return link;
}
