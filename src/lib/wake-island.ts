/**
 * Starts mounting an `interaction` island early (a toggle elsewhere on the page opens it, or the
 * shopper is about to): the runtime wakes such a host on focusin, which carries nothing to replay.
 */
export function wakeIsland(host: Element | null): void {
  if (host?.getAttribute('data-island-state') !== 'scheduled') return;
  host.dispatchEvent(new FocusEvent('focusin'));
}
