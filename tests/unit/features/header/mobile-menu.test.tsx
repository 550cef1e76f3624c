// @vitest-environment jsdom
// The mobile menu island with the props the theme prints: opened from the header store, focus
// trapped and returned, accordion one section at a time, tiles and links, Escape, the close
// button, resizing to desktop, and hostile titles and URLs rendered harmlessly.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import MobileMenu, { schema } from '../../../../src/features/header/MobileMenu';
import { MODAL_HIDE_MS } from '../../../../src/components/Modal';
import { resetScrollLock, SCROLL_LOCK_CLASS } from '../../../../src/lib/scroll-lock';
import { MENU_OVERLAY } from '../../../../src/store/header';
import { bindOverlayEscape, isOpenOverlay, uiStore } from '../../../../src/store/ui';
import { islandProps } from '../../helpers/island-props';
import { HOSTILE_TITLE, homeHtml, mobileMenuProps } from './header-page';

let raw: Record<string, unknown>;
let desktopListeners: (() => void)[] = [];
let desktop = false;

beforeAll(async () => {
  raw = mobileMenuProps(await homeHtml()) as Record<string, unknown>;
});
/** The page's one Escape handler (the entry binds it). */
let unbindEscape = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  resetScrollLock();
  desktop = false;
  desktopListeners = [];
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    get matches() {
      return query.includes('min-width: 1024px') && desktop;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => desktopListeners.push(listener),
    removeEventListener: vi.fn(),
  }));
  uiStore.setState({ overlay: null, beneath: [] });
  unbindEscape();
  unbindEscape = bindOverlayEscape(uiStore);
  document.body.innerHTML = '<a href="#MobileMenu" data-menu-toggle>Open menu</a>';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderMenu(props = islandProps(schema, raw)) {
  const result = render(<MobileMenu {...props} />, { container: document.body.appendChild(document.createElement('div')) });
  return result;
}
function openMenu() {
  const toggle = document.querySelector<HTMLElement>('[data-menu-toggle]')!;
  toggle.focus();
  act(() => uiStore.getState().openOverlay('dialog', MENU_OVERLAY));
  // Focus moves in after the dialog's first paint: a frame (16 ms), then a task.
  void act(() => vi.advanceTimersByTime(20));
  return toggle;
}
const dialog = () => screen.getByRole('dialog', { name: 'Menu' });

describe('mobile menu', () => {
  it('is hidden until its overlay opens, then a modal dialog with focus inside and page scroll locked', () => {
    renderMenu();
    expect(screen.queryByRole('dialog')).toBeNull();
    openMenu();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
  });

  it('sections are an accordion, one open at a time, with product tiles, a call to action and text links', () => {
    renderMenu();
    openMenu();
    const shop = within(dialog()).getByRole('button', { name: 'Shop' });
    const refills = within(dialog()).getByRole('button', { name: 'Refills' });
    expect(shop.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(shop);
    expect(shop.getAttribute('aria-expanded')).toBe('true');
    const section = document.getElementById(shop.getAttribute('aria-controls')!)!;
    expect(section.hidden).toBe(false);
    const tiles = within(section).getByRole('list', { name: 'Our oils' });
    expect(
      within(tiles)
        .getByRole('link', { name: /The Drizzle\s*For finishing/ })
        .getAttribute('href'),
    ).toBe('/products/the-drizzle');
    expect(within(section).getByRole('link', { name: 'Shop Olive Oil' }).getAttribute('href')).toBe('/collections/olive-oil');
    expect(within(section).getByRole('link', { name: 'View all Shop' }).getAttribute('href')).toBe('/collections/all');
    expect(within(section).getByRole('link', { name: 'Chili crisp' }).getAttribute('href')).toBe('/products/chili');

    fireEvent.click(refills);
    expect(refills.getAttribute('aria-expanded')).toBe('true');
    expect(shop.getAttribute('aria-expanded')).toBe('false');
    expect(section.hidden).toBe(true);
    fireEvent.click(refills);
    expect(refills.getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape closes it, hides it 300 ms later and gives focus back to the toggle', () => {
    renderMenu();
    const toggle = openMenu();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(isOpenOverlay(MENU_OVERLAY)(uiStore.getState())).toBe(false);
    void act(() => vi.advanceTimersByTime(MODAL_HIDE_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });

  it('the close button closes it', () => {
    renderMenu();
    openMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(isOpenOverlay(MENU_OVERLAY)(uiStore.getState())).toBe(false);
  });

  it('resizing to desktop closes it', () => {
    renderMenu();
    openMenu();
    desktop = true;
    act(() => desktopListeners.forEach((listener) => listener()));
    expect(isOpenOverlay(MENU_OVERLAY)(uiStore.getState())).toBe(false);
  });

  it('renders hostile titles as text and never a javascript: link', () => {
    const items = (raw.items as Record<string, unknown>[]).map((item, index) => (index === 3 ? { ...item, url: 'javascript:alert(1)' } : item));
    renderMenu(islandProps(schema, { ...raw, items }));
    openMenu();
    expect(within(dialog()).getByRole('button', { name: HOSTILE_TITLE }).querySelector('b, script')).toBeNull();
    expect(within(dialog()).getByRole('link', { name: 'The Glog' }).getAttribute('href')).toBe('#');
  });

  it("ends with Shopify's localization form: a labelled select per offered choice, posting to the language's /localization", () => {
    const localization = {
      ...(raw.localization as Record<string, unknown>),
      action: '/fr/localization',
      returnTo: '/fr/products/the-everyday',
      languages: [
        { value: 'en', label: 'English', selected: false },
        { value: 'fr', label: 'Français', selected: true },
      ],
      countries: [
        { value: 'US', label: 'États-Unis (USD $)', selected: false },
        { value: 'FR', label: 'France (EUR €)', selected: true },
      ],
    };
    renderMenu(islandProps(schema, { ...raw, localization }));
    openMenu();
    const form = dialog().querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/fr/localization');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      form_type: 'localization',
      utf8: '✓',
      _method: 'put',
      return_to: '/fr/products/the-everyday',
      language_code: 'fr',
      country_code: 'FR',
    });
    expect(within(dialog()).getByLabelText('Country/region')).toHaveProperty('value', 'FR');
  });

  it('leaves the form out when there is nothing to choose', () => {
    renderMenu(islandProps(schema, { ...raw, localization: { ...(raw.localization as Record<string, unknown>), languages: [], countries: [] } }));
    openMenu();
    expect(dialog().querySelector('form')).toBeNull();
  });
});
