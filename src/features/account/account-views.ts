/**
 * Switching account views without a reload (spec §2 Account area): the address bar gets the
 * view's own URL (pushState), the account section is fetched for that URL through the Section
 * Rendering API and swapped in by id, and back/forward swap the view of the URL they land on.
 * Loading shows for at least 300 ms (spec §4 View). Anything the swap cannot do becomes a normal
 * page load, so a view is never left half-shown.
 */
import { isPlainClick } from '../../lib/plain-click';
import { fetchSections, sectionIdOf, swapSections } from '../../lib/section-rendering';

export const ACCOUNT_VIEW_ATTR = 'data-account-view';
/** A view shows its loading state at least this long (spec §4), so a fast answer does not flash. */
export const VIEW_LOADING_MS = 300;
const HEADING_SELECTOR = '[data-account-heading]';
const CONTENT_SELECTOR = '[data-account-content]';

export interface ViewSwitchDeps {
  doc: Document;
  history: Pick<History, 'pushState'>;
  location: Pick<Location, 'href' | 'origin' | 'assign'>;
  fetchSections: typeof fetchSections;
  wait: (ms: number) => Promise<void>;
}

const browserDeps = (): ViewSwitchDeps => ({
  doc: document,
  history: window.history,
  location: window.location,
  fetchSections,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

/** Path + query of `url` on this page's origin, or null for another origin. */
export function samePageKey(url: string, origin: string): string | null {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.pathname + target.search : null;
  } catch {
    return null;
  }
}

/** The account section on the page: its section id and its element. */
function accountSection(doc: Document): { id: string; element: Element } | null {
  const element = doc.querySelector(`[${ACCOUNT_VIEW_ATTR}]`);
  const id = element ? sectionIdOf(element) : null;
  return element && id ? { id, element } : null;
}

let pending: AbortController | null = null;
/** The path + query of the view on screen; a popstate to the same one (a hash change) is not a view change. */
let shownKey: string | null = null;

/**
 * Shows the account view at `url`. `push`: a new history entry (a click); false for back/forward.
 * Resolves true when the view was swapped in place, false when it fell back to a page load.
 */
export async function showAccountView(url: string, push: boolean, deps: ViewSwitchDeps = browserDeps()): Promise<boolean> {
  const { doc } = deps;
  const section = accountSection(doc);
  const key = samePageKey(url, deps.location.origin);
  if (!section || key === null) {
    deps.location.assign(url);
    return false;
  }
  pending?.abort();
  const controller = new AbortController();
  pending = controller;
  const content = section.element.querySelector(CONTENT_SELECTOR);
  content?.setAttribute('aria-busy', 'true');
  if (push) deps.history.pushState({ accountView: key }, '', key);
  shownKey = key;
  try {
    const [sections] = await Promise.all([deps.fetchSections(key, [section.id], { signal: controller.signal }), deps.wait(VIEW_LOADING_MS)]);
    if (controller.signal.aborted) return false;
    if (swapSections(sections, doc).length === 0) throw new Error('the view answered no account section');
  } catch {
    if (controller.signal.aborted) return false;
    // A section this page cannot take (another template's id on a real store, an error): load the page.
    deps.location.assign(key);
    return false;
  } finally {
    if (pending === controller) pending = null;
  }
  // The tab and history show the view's own title (the layout's <title> is not a section).
  const title = doc.querySelector(`[${ACCOUNT_VIEW_ATTR}]`)?.getAttribute('data-account-title');
  if (title) doc.title = title;
  // The clicked link went with the old section: the new view's heading takes the focus.
  doc.querySelector<HTMLElement>(HEADING_SELECTOR)?.focus({ preventScroll: false });
  return true;
}

/** The view URL a click on `target` asks for (an account view link in the account section), or null. */
export function viewLinkOf(target: EventTarget | null, origin: string): string | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>('a[data-account-view-link]');
  if (!link || link.target === '_blank' || link.hasAttribute('download')) return null;
  return samePageKey(link.href, origin);
}

let listening = false;

/**
 * Once per page, for as long as the page lives: view links switch the view in place, and
 * back/forward swap the view of the URL landed on. Not tied to one nav widget, which a swap
 * replaces: a click in the moment before the new nav wakes still switches in place.
 */
export function followAccountViews(win: Window = window): void {
  if (listening) return;
  listening = true;
  win.document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const url = viewLinkOf(event.target, win.location.origin);
    if (url === null) return;
    event.preventDefault();
    void showAccountView(url, true);
  });
  shownKey ??= samePageKey(win.location.href, win.location.origin);
  win.addEventListener('popstate', () => {
    const key = samePageKey(win.location.href, win.location.origin);
    if (key === null || key === shownKey || !win.document.querySelector(`[${ACCOUNT_VIEW_ATTR}]`)) return;
    void showAccountView(key, false);
  });
}
