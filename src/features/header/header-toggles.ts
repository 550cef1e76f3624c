/**
 * The header's toggles and scroll state, without React (part of the entry). The menu link and
 * the search link are links without JS (#MobileMenu's plain list, /search); with JS each becomes
 * a <button> (aria-expanded, aria-controls) that toggles its overlay in the ui store (one open
 * for the page: opening the menu closes search, any other overlay and the dropdown) and wakes the
 * island that shows it — the search one only once a search overlay (`[data-search-overlay]`) is
 * on the page — and turns back into its link when that island has failed.
 * The header is transparent at the top of the page and solid once scrolled, while a dropdown or
 * the menu is open (`data-solid`; paint only, no layout change).
 */
import type { StoreApi } from 'zustand/vanilla';
import { MENU_OVERLAY, SEARCH_OVERLAY, type HeaderStore } from '../../store/header';
import { isOpenOverlay, uiStore, type UiState, type UiStore } from '../../store/ui';
import { asButton, asLink } from '../../lib/link-button';
import { isPlainClick } from '../../lib/plain-click';
import { wakeIsland } from '../../lib/wake-island';
import { afterWindowLoad, type BrowserWindow } from '../../islands/strategies';

export const MENU_TOGGLE = '[data-menu-toggle]';
export const SEARCH_TOGGLE = '[data-search-toggle]';
export const SOLID_ATTR = 'data-solid';

interface Toggle {
  selector: string;
  host: string;
  /** its overlay id in the ui store */
  overlay: string;
}

export const HEADER_TOGGLES: readonly Toggle[] = [
  { selector: MENU_TOGGLE, host: '[data-mobile-menu]', overlay: MENU_OVERLAY },
  { selector: SEARCH_TOGGLE, host: '[data-search-overlay]', overlay: SEARCH_OVERLAY },
];

/** The island host a toggle drives, if it is on the page and has not failed. */
export function liveHost(doc: Document, toggle: Toggle): Element | null {
  const host = doc.querySelector(toggle.host);
  return host && host.getAttribute('data-island-state') !== 'failed' ? host : null;
}

/** The toggle (and its element) that `target` is in, if any. */
export function toggleAt(target: EventTarget | null): { toggle: Toggle; element: HTMLElement } | null {
  for (const toggle of HEADER_TOGGLES) {
    const element = target instanceof Element ? target.closest<HTMLElement>(toggle.selector) : null;
    if (element) return { toggle, element };
  }
  return null;
}

export function syncHeaderToggles(state: HeaderStore, ui: UiState, doc: Document): void {
  for (const toggle of HEADER_TOGGLES) {
    const host = liveHost(doc, toggle);
    // With an island to show it: a button that opens the dialog it names; without one: the link.
    const attributes = { 'aria-haspopup': 'dialog', 'aria-controls': host?.id, 'aria-expanded': String(isOpenOverlay(toggle.overlay)(ui)) };
    doc.querySelectorAll<HTMLElement>(toggle.selector).forEach((found) => {
      const control = host ? asButton(found) : asLink(found);
      for (const [name, value] of Object.entries(attributes)) {
        if (host && value) control.setAttribute(name, value);
        else control.removeAttribute(name);
      }
    });
  }
  const solid = !state.scrolledAtTop || state.activeSubmenu !== null || isOpenOverlay(MENU_OVERLAY)(ui);
  doc.querySelectorAll('[data-header]').forEach((header) => header.toggleAttribute(SOLID_ATTR, solid));
}

/**
 * Whether a page opens scrolled (a fragment, a restored position), read without forcing a layout:
 * the root's bounds in an intersection observer's first report, which the browser computes with
 * the first frame and delivers in a task of its own. A forced read while the entry runs would
 * make the first layout part of its task; one in the first frame (requestAnimationFrame) would
 * make Lighthouse's simulation hold first paint until the entry has downloaded.
 */
function readOpeningScroll(win: BrowserWindow, report: (atTop: boolean) => void): void {
  if (typeof win.IntersectionObserver !== 'function') {
    afterWindowLoad(win, () => report(win.scrollY < 1));
    return;
  }
  const observer = new win.IntersectionObserver((entries) => {
    observer.disconnect();
    const root = entries[entries.length - 1];
    if (root) report(root.boundingClientRect.top > -1);
  });
  observer.observe(win.document.documentElement);
}

export function bindHeaderToggles(store: StoreApi<HeaderStore>, win: BrowserWindow = window, ui: StoreApi<UiStore> = uiStore): void {
  const doc = win.document;
  doc.addEventListener('click', (event) => {
    const hit = toggleAt(event.target);
    if (!hit || !isPlainClick(event)) return;
    const host = liveHost(doc, hit.toggle);
    if (host) {
      event.preventDefault();
      wakeIsland(host);
      ui.getState().toggleOverlay('dialog', hit.toggle.overlay, { opener: hit.element });
      return;
    }
    ui.getState().closeOverlay(hit.toggle.overlay);
    // No island to show it (it failed): the control is its link again, which does its job.
    const link = asLink(hit.element);
    if (link !== hit.element) link.click();
  });
  const setAtTop = (atTop: boolean) => {
    if (store.getState().scrolledAtTop !== atTop) store.getState().setScrolledAtTop(atTop);
  };
  win.addEventListener('scroll', () => setAtTop(win.scrollY < 1), { passive: true });
  const sync = () => syncHeaderToggles(store.getState(), ui.getState(), doc);
  store.subscribe(sync);
  ui.subscribe((state, previous) => {
    // An overlay opening closes the desktop dropdown.
    if (state.overlay && state.overlay !== previous.overlay && store.getState().activeSubmenu !== null) store.getState().setActiveSubmenu(null);
    sync();
  });
  readOpeningScroll(win, setAtTop);
  sync();
}
