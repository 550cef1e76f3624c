/**
 * Starts mounting an `interaction` island early (a toggle elsewhere on the page opens it, or the
 * shopper is about to): a wake request the runtime hears on the host, which carries nothing to replay.
 */

/**
 * The wake request's event type. Not a synthetic focusin: an open dialog's focus trap stops every
 * focusin outside it at the document, so a menu toggled from under the cart drawer would never wake.
 * Written here, not in the runtime's modules, so a widget chunk that wakes another island pulls no
 * runtime code out of the entry.
 */
export const WAKE_REQUEST_EVENT = 'island:wake';

export function wakeIsland(host: Element | null): void {
  if (host?.getAttribute('data-island-state') !== 'scheduled') return;
  host.dispatchEvent(new Event(WAKE_REQUEST_EVENT));
}
