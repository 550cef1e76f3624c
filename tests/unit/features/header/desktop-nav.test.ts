// @vitest-environment jsdom
// Desktop dropdowns on the real header markup: the disclosure pattern, hover and keyboard focus,
// leaving, Escape, scroll, and aria-expanded always matching what is open.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bindDesktopNav, NAV_READY_ATTR } from '../../../../src/features/header/desktop-nav';
import { createHeaderStore } from '../../../../src/store/header';
import { homeBody } from './header-page';

const store = createHeaderStore();
let body = '';

beforeAll(async () => {
  body = await homeBody();
  bindDesktopNav(store);
});
beforeEach(() => {
  document.body.innerHTML = body;
  store.setState({ activeSubmenu: null });
  // Fresh markup gets its attributes from the next change, as after an editor re-render.
  store.getState().setActiveSubmenu('nav-1');
  store.getState().setActiveSubmenu(null);
});

const item = (id: string) => document.querySelector<HTMLElement>(`[data-submenu="${id}"]`)!;
const toggle = (id: string) => item(id).querySelector<HTMLButtonElement>('[data-submenu-toggle]')!;
const link = (id: string) => item(id).querySelector<HTMLAnchorElement>('.nav-item__link')!;
const expanded = () =>
  Array.from(document.querySelectorAll('[data-submenu-toggle]'))
    .filter((t) => t.getAttribute('aria-expanded') === 'true')
    .map((t) => t.closest<HTMLElement>('[data-submenu]')!.dataset.submenu);

function pointer(type: 'pointerover' | 'pointerout', target: Element, related: Element | null, pointerType = 'mouse') {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget: related });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

describe('desktop dropdowns', () => {
  it('are toggles with aria-controls naming their panel; the header is marked ready for JS', () => {
    expect(toggle('nav-1').getAttribute('aria-controls')).toBe(item('nav-1').querySelector('.dropdown')!.id);
    expect(toggle('nav-1').getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector('[data-header]')!.hasAttribute(NAV_READY_ATTR)).toBe(true);
  });

  it('open on mouse hover and close when the pointer leaves the item (its panel included)', () => {
    pointer('pointerover', link('nav-1'), document.body);
    expect(expanded()).toEqual(['nav-1']);
    expect(item('nav-1').classList.contains('is-open')).toBe(true);
    // Moving from the link into the panel stays inside the item.
    const tile = item('nav-1').querySelector('.product-tile__link')!;
    pointer('pointerout', link('nav-1'), tile);
    expect(expanded()).toEqual(['nav-1']);
    pointer('pointerout', tile, document.querySelector('main'));
    expect(expanded()).toEqual([]);
  });

  it('ignore touch hovering (a tap goes to the link or the toggle)', () => {
    pointer('pointerover', link('nav-2'), document.body, 'touch');
    expect(expanded()).toEqual([]);
  });

  it('open on keyboard focus, and close when focus leaves the item', () => {
    link('nav-2').focus();
    expect(expanded()).toEqual(['nav-2']);
    toggle('nav-2').focus();
    expect(expanded()).toEqual(['nav-2']);
    document.querySelector<HTMLElement>('.nav-item:not(.nav-item--dropdown) a')!.focus();
    expect(expanded()).toEqual([]);
  });

  it('the toggle button flips its panel, one panel at a time', () => {
    toggle('nav-1').click();
    expect(expanded()).toEqual(['nav-1']);
    toggle('nav-3').click();
    expect(expanded()).toEqual(['nav-3']);
    toggle('nav-3').click();
    expect(expanded()).toEqual([]);
  });

  it('a click on the toggle of a panel the pointer just opened keeps it open; the next one closes it', () => {
    pointer('pointerover', toggle('nav-1'), document.body);
    toggle('nav-1').click();
    expect(expanded()).toEqual(['nav-1']);
    toggle('nav-1').click();
    expect(expanded()).toEqual([]);
  });

  it('Escape closes and returns focus to the toggle', () => {
    link('nav-1').focus();
    const inside = item('nav-1').querySelector<HTMLElement>('.dropdown a')!;
    inside.focus();
    inside.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(expanded()).toEqual([]);
    expect(document.activeElement).toBe(toggle('nav-1'));
  });

  it('close on scroll', () => {
    toggle('nav-1').click();
    window.dispatchEvent(new Event('scroll'));
    expect(expanded()).toEqual([]);
  });
});
