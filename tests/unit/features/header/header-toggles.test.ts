// @vitest-environment jsdom
// The menu and search toggles (links without JS, dialog toggles with an island to show them),
// and the header's transparent-at-top / solid-after-scrolling state.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindDesktopNav } from '../../../../src/features/header/desktop-nav';
import { bindHeaderToggles, SOLID_ATTR } from '../../../../src/features/header/header-toggles';
import { createHeaderStore } from '../../../../src/store/header';
import { homeBody } from './header-page';

const store = createHeaderStore();
let body = '';

beforeAll(async () => {
  body = await homeBody();
  bindHeaderToggles(store);
  bindDesktopNav(store);
});
beforeEach(() => {
  document.body.innerHTML = body;
  window.scrollY = 0;
  store.setState({ menuOpen: false, searchOpen: false, activeSubmenu: null, scrolledAtTop: true });
  document.querySelector('[data-mobile-menu]')!.setAttribute('data-island-state', 'scheduled');
});

const menuToggle = () => document.querySelector<HTMLAnchorElement>('[data-menu-toggle]')!;
const searchToggle = () => document.querySelector<HTMLAnchorElement>('[data-search-toggle]')!;
const header = () => document.querySelector('[data-header]')!;

/** Clicks like a shopper; true when the link would have navigated. */
function click(element: HTMLElement): boolean {
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}

describe('menu toggle', () => {
  it('is a link to the plain list without JS', () => {
    expect(menuToggle().getAttribute('href')).toBe('#MobileMenu');
  });

  it('with the menu island on the page: opens the menu instead of navigating, and wakes the island', () => {
    const woken: string[] = [];
    document.querySelector('[data-mobile-menu]')!.addEventListener('focusin', (e) => woken.push(e.type));
    expect(click(menuToggle())).toBe(false);
    expect(store.getState().menuOpen).toBe(true);
    expect(woken).toEqual(['focusin']);
    expect(menuToggle().getAttribute('aria-expanded')).toBe('true');
    expect(menuToggle().getAttribute('aria-controls')).toBe('MobileMenu');
    expect(menuToggle().getAttribute('aria-haspopup')).toBe('dialog');
    click(menuToggle());
    expect(store.getState().menuOpen).toBe(false);
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('when the island failed, the link does its job again and claims no dialog', () => {
    click(menuToggle());
    document.querySelector('[data-mobile-menu]')!.setAttribute('data-island-state', 'failed');
    expect(click(menuToggle())).toBe(true);
    expect(store.getState().menuOpen).toBe(false);
    expect(menuToggle().hasAttribute('aria-expanded')).toBe(false);
  });

  it('a modified click (new tab) is left to the browser', () => {
    expect(menuToggle().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }))).toBe(true);
    expect(store.getState().menuOpen).toBe(false);
  });
});

describe('search toggle', () => {
  it('goes to /search while no search overlay is on the page', () => {
    document.querySelector('[data-search-overlay]')?.remove(); // the theme renders one in the header group
    expect(searchToggle().getAttribute('href')).toBe('/search');
    expect(click(searchToggle())).toBe(true);
    expect(store.getState().searchOpen).toBe(false);
    expect(searchToggle().hasAttribute('aria-expanded')).toBe(false);
  });

  it('opens the search overlay (searchOpen) once one is on the page, closing the menu', () => {
    document.querySelector('[data-search-overlay]')?.remove();
    const overlay = document.createElement('div');
    overlay.id = 'SearchOverlay';
    overlay.setAttribute('data-search-overlay', '');
    document.body.appendChild(overlay);
    store.getState().setMenuOpen(true);
    expect(click(searchToggle())).toBe(false);
    expect(store.getState()).toMatchObject({ searchOpen: true, menuOpen: false });
    expect(searchToggle().getAttribute('aria-expanded')).toBe('true');
    expect(searchToggle().getAttribute('aria-controls')).toBe('SearchOverlay');
  });
});

describe('transparent at the top, solid after scrolling', () => {
  it('a page that opens scrolled down (reload, anchor) turns solid from the first intersection report, with no scroll read at start', () => {
    const own = createHeaderStore();
    const observed: Element[] = [];
    let report: IntersectionObserverCallback = () => {};
    let disconnected = false;
    let reads = 0;
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {
        disconnected = true;
      }
    }
    const win = new Proxy(window, {
      get(target, key) {
        if (key === 'scrollY') reads += 1;
        if (key === 'IntersectionObserver') return FakeObserver;
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    bindHeaderToggles(own, win);
    expect(reads).toBe(0);
    expect(observed).toEqual([document.documentElement]);
    expect(own.getState().scrolledAtTop).toBe(true);
    const entry = { target: document.documentElement, boundingClientRect: { top: -300 } } as unknown as IntersectionObserverEntry;
    report([entry], {} as IntersectionObserver);
    expect(own.getState().scrolledAtTop).toBe(false);
    expect(disconnected).toBe(true);
  });

  it('without intersection observers, a loaded page that is scrolled down is read at once', () => {
    const own = createHeaderStore();
    window.scrollY = 300;
    const win = new Proxy(window, {
      get(target, key) {
        if (key === 'IntersectionObserver') return undefined;
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    expect(document.readyState).toBe('complete');
    bindHeaderToggles(own, win);
    expect(own.getState().scrolledAtTop).toBe(false);
  });

  it('follows the scroll position, and is solid while a dropdown or the menu is open', () => {
    store.getState().setActiveSubmenu('nav-1');
    store.getState().setActiveSubmenu(null);
    expect(header().hasAttribute(SOLID_ATTR)).toBe(false);
    window.scrollY = 240;
    window.dispatchEvent(new Event('scroll'));
    expect(store.getState().scrolledAtTop).toBe(false);
    expect(header().hasAttribute(SOLID_ATTR)).toBe(true);
    window.scrollY = 0;
    window.dispatchEvent(new Event('scroll'));
    expect(header().hasAttribute(SOLID_ATTR)).toBe(false);
    document.querySelector<HTMLButtonElement>('[data-submenu-toggle]')!.click();
    expect(header().hasAttribute(SOLID_ATTR)).toBe(true);
  });
});
