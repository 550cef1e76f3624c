/**
 * The header's behaviours that only matter once the page has loaded, in their own chunk so they
 * add nothing to the JS before `load`: hover images 1 s after load, waking the mobile menu (or
 * search) island when the shopper approaches its toggle, and the theme editor's events (a
 * selected "Menu panel" block shows its dropdown; a re-rendered header starts in step).
 */
import type { StoreApi } from 'zustand/vanilla';
import type { HeaderStore } from '../../store/header';
import { wakeIsland } from '../../lib/wake-island';
import { uiStore } from '../../store/ui';
import { itemOf, syncDesktopNav } from './desktop-nav';
import { liveHost, syncHeaderToggles, toggleAt } from './header-toggles';
import { revealHoverImagesAfterLoad } from './hover-images';

export function startHeaderAfterLoad(store: StoreApi<HeaderStore>, win: Window & typeof globalThis = window): void {
  const doc = win.document;
  revealHoverImagesAfterLoad(win);

  const onApproach = (event: Event) => {
    const hit = toggleAt(event.target);
    if (hit) wakeIsland(liveHost(doc, hit.toggle));
  };
  doc.addEventListener('pointerover', onApproach, { passive: true });
  doc.addEventListener('focusin', onApproach);
  doc.addEventListener('touchstart', onApproach, { passive: true });

  doc.addEventListener('shopify:block:select', (event) => {
    const id = itemOf(event.target)?.dataset.submenu;
    if (id) store.getState().setActiveSubmenu(id);
  });
  doc.addEventListener('shopify:block:deselect', () => store.getState().setActiveSubmenu(null));
  doc.addEventListener('shopify:section:load', () => {
    store.getState().setActiveSubmenu(null);
    syncDesktopNav(store.getState(), doc);
    syncHeaderToggles(store.getState(), uiStore.getState(), doc);
  });
}
