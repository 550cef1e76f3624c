// @vitest-environment jsdom
// What the header adds after `load`: approaching the menu toggle starts loading the menu island,
// and the theme editor's block selection and section re-render keep the dropdowns in step.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindDesktopNav } from '../../../../src/features/header/desktop-nav';
import { startHeaderAfterLoad } from '../../../../src/features/header/header-after-load';
import { bindHeaderToggles } from '../../../../src/features/header/header-toggles';
import { createHeaderStore } from '../../../../src/store/header';
import { uiStore } from '../../../../src/store/ui';
import { homeBody } from './header-page';
import { WAKE_REQUEST_EVENT } from '../../../../src/lib/wake-island';

const store = createHeaderStore();
let body = '';

beforeAll(async () => {
  body = await homeBody();
  bindHeaderToggles(store);
  bindDesktopNav(store);
  startHeaderAfterLoad(store);
});
beforeEach(() => {
  document.body.innerHTML = body;
  store.setState({ activeSubmenu: null });
  uiStore.setState({ overlay: null });
});

describe('after load', () => {
  it('approaching the menu toggle wakes the menu island once', () => {
    const host = document.querySelector('[data-mobile-menu]')!;
    host.setAttribute('data-island-state', 'scheduled');
    const woken: string[] = [];
    host.addEventListener(WAKE_REQUEST_EVENT, () => {
      woken.push(WAKE_REQUEST_EVENT);
      host.setAttribute('data-island-state', 'loading');
    });
    const toggle = document.querySelector('[data-menu-toggle]')!;
    toggle.dispatchEvent(new Event('touchstart', { bubbles: true }));
    toggle.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(woken).toEqual([WAKE_REQUEST_EVENT]);
    expect(uiStore.getState().overlay).toBeNull();
  });

  it('theme editor: selecting a "Menu panel" block shows its dropdown; deselecting hides it', () => {
    const panel = document.getElementById('HeaderSubmenu-nav-1')!;
    panel.dispatchEvent(new CustomEvent('shopify:block:select', { bubbles: true, detail: { blockId: 'panel-shop' } }));
    expect(store.getState().activeSubmenu).toBe('nav-1');
    expect(document.querySelector('[aria-controls="HeaderSubmenu-nav-1"]')!.getAttribute('aria-expanded')).toBe('true');
    panel.dispatchEvent(new CustomEvent('shopify:block:deselect', { bubbles: true }));
    expect(store.getState().activeSubmenu).toBeNull();
  });

  it('theme editor: a re-rendered header starts closed, its toggles marked again', () => {
    store.getState().setActiveSubmenu('nav-2');
    const section = document.querySelector('[data-header]')!.parentElement!;
    section.innerHTML = body.slice(body.indexOf('<div class="header-wrapper'), body.indexOf('<!-- END sections: header-group -->'));
    section.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true }));
    expect(store.getState().activeSubmenu).toBeNull();
    expect(document.querySelector('[data-header]')!.hasAttribute('data-nav-ready')).toBe(true);
    expect(document.querySelector('[data-menu-toggle]')!.getAttribute('aria-controls')).toBe('MobileMenu');
  });
});
