/**
 * Everything the header does without React. The entry calls this once: toggles, scroll state and
 * dropdowns bind at once; the rest loads after `load` (header-after-load).
 */
import type { StoreApi } from 'zustand/vanilla';
import { afterWindowLoad, type BrowserWindow } from '../../islands/strategies';
import type { HeaderStore } from '../../store/header';
import { bindDesktopNav } from './desktop-nav';
import { bindHeaderToggles } from './header-toggles';

export function bindHeader(store: StoreApi<HeaderStore>, win: BrowserWindow = window): void {
  bindHeaderToggles(store, win);
  bindDesktopNav(store, win);
  afterWindowLoad(win, () => void import('./header-after-load').then((module) => module.startHeaderAfterLoad(store, win)));
}
