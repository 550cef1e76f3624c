// @vitest-environment jsdom
// The menu and search toggles (links without JS, buttons that open a dialog with an island to
// show it, links again when that island failed), and the header's transparent-at-top /
// solid-after-scrolling state.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindDesktopNav } from '../../../../src/features/header/desktop-nav';
import { bindHeaderToggles, SOLID_ATTR } from '../../../../src/features/header/header-toggles';
import { createHeaderStore, MENU_OVERLAY, SEARCH_OVERLAY } from '../../../../src/store/header';
import { createUiStore, isOpenOverlay } from '../../../../src/store/ui';
import { homeBody } from './header-page';
import { WAKE_REQUEST_EVENT } from '../../../../src/lib/wake-island';

const store = createHeaderStore();
const ui = createUiStore();
const menuOpen = () => isOpenOverlay(MENU_OVERLAY)(ui.getState());
const searchOpen = () => isOpenOverlay(SEARCH_OVERLAY)(ui.getState());
let body = '';

beforeAll(async () => {
  body = await homeBody();
  bindHeaderToggles(store, window, ui);
  bindDesktopNav(store);
});
beforeEach(() => {
  document.body.innerHTML = body;
  window.scrollY = 0;
  store.setState({ activeSubmenu: null, scrolledAtTop: true });
  ui.setState({ overlay: null });
  document.querySelector('[data-mobile-menu]')!.setAttribute('data-island-state', 'scheduled');
});

const menuToggle = () => document.querySelector<HTMLElement>('[data-menu-toggle]')!;
const searchToggle = () => document.querySelector<HTMLElement>('[data-search-toggle]')!;
/** The header's markup as the server sends it (what a browser without JS keeps). */
const serverMarkup = (selector: string) => new DOMParser().parseFromString(body, 'text/html').querySelector(selector)!;
const header = () => document.querySelector('[data-header]')!;

/** Clicks like a shopper; true when the link would have navigated. */
function click(element: HTMLElement): boolean {
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}

describe('menu toggle', () => {
  it('is a link to the plain list without JS', () => {
    expect(serverMarkup('[data-menu-toggle]').tagName).toBe('A');
    expect(serverMarkup('[data-menu-toggle]').getAttribute('href')).toBe('#MobileMenu');
  });

  it('with the menu island on the page: a button that opens the menu instead of navigating, and wakes the island', () => {
    const woken: string[] = [];
    document.querySelector('[data-mobile-menu]')!.addEventListener(WAKE_REQUEST_EVENT, (e) => woken.push(e.type));
    expect(menuToggle().tagName).toBe('BUTTON');
    expect(menuToggle().getAttribute('type')).toBe('button');
    expect(menuToggle().hasAttribute('href')).toBe(false);
    expect(menuToggle().className).toBe('icon-button header__menu-toggle');
    expect(menuToggle().textContent).toContain('Open menu');
    expect(click(menuToggle())).toBe(false);
    expect(menuOpen()).toBe(true);
    expect(woken).toEqual([WAKE_REQUEST_EVENT]);
    expect(menuToggle().getAttribute('aria-expanded')).toBe('true');
    expect(menuToggle().getAttribute('aria-controls')).toBe('MobileMenu');
    expect(menuToggle().getAttribute('aria-haspopup')).toBe('dialog');
    click(menuToggle());
    expect(menuOpen()).toBe(false);
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps focus when the link it was turns into a button', () => {
    const host = document.querySelector('[data-mobile-menu]')!;
    host.setAttribute('data-island-state', 'failed');
    store.setState({});
    expect(menuToggle().tagName).toBe('A');
    menuToggle().focus();
    host.setAttribute('data-island-state', 'scheduled');
    store.setState({});
    expect(menuToggle().tagName).toBe('BUTTON');
    expect(document.activeElement).toBe(menuToggle());
  });

  it('when the island failed, it is the link again, claims no dialog, and one click follows it', () => {
    click(menuToggle());
    document.querySelector('[data-mobile-menu]')!.setAttribute('data-island-state', 'failed');
    const followed: string[] = [];
    const onClick = (event: Event) => {
      const link = (event.target as Element).closest('a[href]');
      if (link && !event.defaultPrevented) followed.push(link.getAttribute('href')!);
    };
    document.addEventListener('click', onClick);
    click(menuToggle());
    document.removeEventListener('click', onClick);
    expect(menuOpen()).toBe(false);
    expect(menuToggle().tagName).toBe('A');
    expect(menuToggle().hasAttribute('aria-expanded')).toBe(false);
    expect(followed).toEqual(['#MobileMenu']);
    expect(click(menuToggle())).toBe(true);
  });

  it('a modified click (new tab) is left to the browser', () => {
    expect(menuToggle().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }))).toBe(true);
    expect(menuOpen()).toBe(false);
  });
});

describe('one overlay for the page', () => {
  it('opening the menu closes whichever overlay was open (a content drawer) and the desktop dropdown', () => {
    ui.getState().openOverlay('drawer', 'shipping');
    store.getState().setActiveSubmenu('nav-1');
    click(menuToggle());
    expect(ui.getState().overlay).toEqual({ kind: 'dialog', id: MENU_OVERLAY });
    expect(store.getState().activeSubmenu).toBeNull();
    ui.getState().openOverlay('popover', 'refill-note');
    expect(menuOpen()).toBe(false);
    expect(menuToggle().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('search toggle', () => {
  it('goes to /search while no search overlay is on the page', () => {
    expect(serverMarkup('[data-search-toggle]').getAttribute('href')).toBe('/search');
    document.querySelector('[data-search-overlay]')?.remove(); // the theme renders one in the header group
    store.setState({});
    expect(searchToggle().tagName).toBe('A');
    expect(searchToggle().getAttribute('href')).toBe('/search');
    expect(click(searchToggle())).toBe(true);
    expect(searchOpen()).toBe(false);
    expect(searchToggle().hasAttribute('aria-expanded')).toBe(false);
  });

  it("is a button that opens the search overlay (the ui store's one overlay) once one is on the page, closing the menu", () => {
    document.querySelector('[data-search-overlay]')?.remove();
    const overlay = document.createElement('div');
    overlay.id = 'SearchOverlay';
    overlay.setAttribute('data-search-overlay', '');
    document.body.appendChild(overlay);
    ui.getState().openOverlay('dialog', MENU_OVERLAY);
    expect(searchToggle().tagName).toBe('BUTTON');
    expect(click(searchToggle())).toBe(false);
    expect([searchOpen(), menuOpen()]).toEqual([true, false]);
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
