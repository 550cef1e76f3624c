/**
 * The header's toggles and scroll state, without React (part of the entry). The menu link and
 * the search link are links without JS (#MobileMenu's plain list, /search); with JS they toggle
 * `menuOpen` / `searchOpen` and wake the island that shows them — the search link only once a
 * search overlay (`[data-search-overlay]`) is on the page, and neither when its island failed.
 * The header is transparent at the top of the page and solid once scrolled, while a dropdown or
 * the menu is open (`data-solid`; paint only, no layout change).
 */
import type { StoreApi } from 'zustand/vanilla';
import type { HeaderStore } from '../../store/header';
import { isPlainClick } from '../../lib/plain-click';
import { wakeIsland } from '../../lib/wake-island';

export const MENU_TOGGLE = '[data-menu-toggle]';
export const SEARCH_TOGGLE = '[data-search-toggle]';
export const SOLID_ATTR = 'data-solid';

interface Toggle {
  selector: string;
  host: string;
  isOpen(state: HeaderStore): boolean;
  set(store: HeaderStore, open: boolean): void;
}

export const HEADER_TOGGLES: readonly Toggle[] = [
  { selector: MENU_TOGGLE, host: '[data-mobile-menu]', isOpen: (s) => s.menuOpen, set: (s, open) => s.setMenuOpen(open) },
  { selector: SEARCH_TOGGLE, host: '[data-search-overlay]', isOpen: (s) => s.searchOpen, set: (s, open) => s.setSearchOpen(open) },
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

export function syncHeaderToggles(state: HeaderStore, doc: Document): void {
  for (const toggle of HEADER_TOGGLES) {
    const host = liveHost(doc, toggle);
    // Like the cart link: with JS, a link that opens the dialog it names; without a host, a link.
    const attributes = { 'aria-haspopup': 'dialog', 'aria-controls': host?.id, 'aria-expanded': String(toggle.isOpen(state)) };
    doc.querySelectorAll(toggle.selector).forEach((link) => {
      for (const [name, value] of Object.entries(attributes)) {
        if (host && value) link.setAttribute(name, value);
        else link.removeAttribute(name);
      }
    });
  }
  const solid = !state.scrolledAtTop || state.activeSubmenu !== null || state.menuOpen;
  doc.querySelectorAll('[data-header]').forEach((header) => header.toggleAttribute(SOLID_ATTR, solid));
}

export function bindHeaderToggles(store: StoreApi<HeaderStore>, win: Window = window): void {
  const doc = win.document;
  doc.addEventListener('click', (event) => {
    const hit = toggleAt(event.target);
    if (!hit || !isPlainClick(event)) return;
    const host = liveHost(doc, hit.toggle);
    const state = store.getState();
    // No island to show it (or it failed): the link does its job (the sync drops its dialog attributes).
    if (host) {
      event.preventDefault();
      wakeIsland(host);
    }
    hit.toggle.set(state, !!host && !hit.toggle.isOpen(state));
  });
  const onScroll = () => {
    const atTop = win.scrollY < 1;
    if (store.getState().scrolledAtTop !== atTop) store.getState().setScrolledAtTop(atTop);
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  store.subscribe((state) => syncHeaderToggles(state, doc));
  // Reading the scroll position forces a layout: not while the entry runs (that would make
  // the first layout part of its task), but with the first frame, which lays out anyway.
  if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(onScroll);
  else onScroll();
  syncHeaderToggles(store.getState(), doc);
}
