/**
 * Starts mounting an `interaction` island early (a toggle elsewhere on the page opens it, or the
 * shopper is about to): a wake request the runtime hears on the host, which carries nothing to replay.
 */
import { WAKE_REQUEST_EVENT } from '../islands/strategies';

export function wakeIsland(host: Element | null): void {
  if (host?.getAttribute('data-island-state') !== 'scheduled') return;
  host.dispatchEvent(new Event(WAKE_REQUEST_EVENT));
}
