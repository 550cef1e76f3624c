/**
 * A contact or newsletter post comes back to `page?contact_posted=true#<form id>` (Shopify's form
 * action ends in the form's id and the browser keeps it through the redirect), and a browser
 * skips `autofocus` when the URL names an element. The message such a form marks `autofocus`
 * (the thanks, or the error summary) gets the focus here instead, unless something else has it.
 * The element is found by the URL's fragment, not `:target`: this runs from an async script,
 * which can run before the browser has processed the fragment (then nothing matches `:target`).
 */
import { afterWindowLoad } from '../islands/strategies';

export function focusAutofocusInTarget(doc: Document): void {
  // After `load`: by then the browser has parsed the page and scrolled to the fragment, which
  // takes the focus off whatever had it (run earlier, under load, the message lost it again).
  const win = doc.defaultView;
  if (win) afterWindowLoad(win, () => focusNow(doc));
  else focusNow(doc);
}

function focusNow(doc: Document): void {
  const id = fragmentId(doc.location?.hash ?? '');
  const target = id ? doc.getElementById(id) : null;
  const wanted = target?.querySelector<HTMLElement>('[autofocus]');
  const idle = doc.activeElement === null || doc.activeElement === doc.body;
  if (wanted && idle) wanted.focus();
}

function fragmentId(hash: string): string {
  if (hash.length < 2) return '';
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
