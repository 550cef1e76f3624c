/**
 * Desktop dropdowns, without React (part of the entry, so they are right from the first hover):
 * the disclosure pattern on each nav item with sublinks. Hovering it (mouse) or focusing its link
 * by keyboard opens its panel, the toggle button flips it, leaving it (pointer or focus), scrolling
 * or Escape closes it (Escape returns focus to the toggle). The open panel is the header store's
 * `activeSubmenu`; `aria-expanded` and `.is-open` follow it.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { HeaderStore } from '../../store/header';

export const SUBMENU_ITEM = '[data-submenu]';
export const SUBMENU_TOGGLE = '[data-submenu-toggle]';
/** On the header once this runs: CSS stops opening panels on :hover / :focus-within. */
export const NAV_READY_ATTR = 'data-nav-ready';

type Listener = [target: EventTarget, type: string, handler: (event: never) => void, options?: AddEventListenerOptions];

export function itemOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(SUBMENU_ITEM) : null;
}

/** Keyboard focus, not the focus a click or tap gives a button on its way to toggling. */
function focusedByKeyboard(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

export function syncDesktopNav(state: HeaderStore, doc: Document): void {
  doc.querySelectorAll<HTMLElement>(SUBMENU_ITEM).forEach((item) => {
    const open = item.dataset.submenu === state.activeSubmenu;
    item.classList.toggle('is-open', open);
    item.querySelector(SUBMENU_TOGGLE)?.setAttribute('aria-expanded', String(open));
  });
  doc.querySelectorAll('[data-header]').forEach((header) => header.setAttribute(NAV_READY_ATTR, ''));
}

export function bindDesktopNav(store: StoreApi<HeaderStore>, win: Window = window): void {
  const doc = win.document;
  const active = () => store.getState().activeSubmenu;
  const open = (id: string | null) => {
    if (active() !== id) store.getState().setActiveSubmenu(id);
  };
  const closeIf = (item: HTMLElement) => {
    if (active() === item.dataset.submenu) open(null);
  };
  const outside = (item: HTMLElement, node: EventTarget | null) => !(node instanceof Node && item.contains(node));
  // A panel the pointer opened: the click that follows on its toggle keeps it open (the
  // pointer got there first), instead of closing it under the shopper's hand.
  let hoverOpened: string | null = null;

  const listeners: Listener[] = [
    [
      doc,
      'pointerover',
      (event: PointerEvent) => {
        const item = itemOf(event.target);
        if (item && event.pointerType === 'mouse' && outside(item, event.relatedTarget) && active() !== item.dataset.submenu) {
          hoverOpened = item.dataset.submenu ?? null;
          open(hoverOpened);
        }
      },
    ],
    [
      doc,
      'pointerout',
      (event: PointerEvent) => {
        const item = itemOf(event.target);
        if (item && event.pointerType === 'mouse' && outside(item, event.relatedTarget)) {
          hoverOpened = null;
          closeIf(item);
        }
      },
    ],
    // Keyboard focus on the item's link (or inside its panel) opens it; the toggle is left to
    // its click, so Escape can hand focus back to it closed.
    [
      doc,
      'focusin',
      (event: FocusEvent) => {
        const target = event.target;
        const item = itemOf(target);
        if (item && target instanceof Element && !target.matches(SUBMENU_TOGGLE) && focusedByKeyboard(target)) open(item.dataset.submenu ?? null);
      },
    ],
    [
      doc,
      'focusout',
      (event: FocusEvent) => {
        const item = itemOf(event.target);
        if (item && outside(item, event.relatedTarget)) closeIf(item);
      },
    ],
    [
      doc,
      'click',
      (event: MouseEvent) => {
        const toggle = event.target instanceof Element ? event.target.closest(SUBMENU_TOGGLE) : null;
        const item = itemOf(toggle);
        const id = item?.dataset.submenu;
        if (!id) return;
        open(active() === id && hoverOpened !== id ? null : id);
        hoverOpened = null;
      },
    ],
    [
      doc,
      'keydown',
      (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || !active()) return;
        const item = doc.querySelector<HTMLElement>(`${SUBMENU_ITEM}.is-open`);
        open(null);
        if (item && item.contains(doc.activeElement)) item.querySelector<HTMLElement>(SUBMENU_TOGGLE)?.focus();
      },
    ],
    [win, 'scroll', () => open(null), { passive: true }],
  ];
  for (const [target, type, handler, options] of listeners) target.addEventListener(type, handler as EventListener, options);
  syncDesktopNav(store.getState(), doc);
  store.subscribe((state, previous) => {
    if (state.activeSubmenu !== previous.activeSubmenu) syncDesktopNav(state, doc);
  });
}
