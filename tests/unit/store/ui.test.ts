// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createUiStore } from '../../../src/store/ui';
import { resetScrollLock, SCROLL_LOCK_CLASS } from '../../../src/lib/scroll-lock';

const locked = () => document.body.classList.contains(SCROLL_LOCK_CLASS);

beforeEach(() => resetScrollLock());

describe('ui store', () => {
  it('keeps one active modal; choosing it again clears it and toggles the scroll lock', () => {
    const ui = createUiStore();
    ui.getState().setActiveModal('age-gate');
    expect([ui.getState().activeModal, locked()]).toEqual(['age-gate', true]);
    ui.getState().setActiveModal('address');
    expect([ui.getState().activeModal, locked()]).toEqual(['address', true]);
    ui.getState().setActiveModal('address');
    expect([ui.getState().activeModal, locked()]).toEqual([null, false]);
  });

  it('tracks drawer, popover and select independently', () => {
    const ui = createUiStore();
    ui.getState().setActiveDrawer('menu');
    ui.getState().setActivePopover('shop');
    ui.getState().setActiveSelect('sort');
    expect(ui.getState()).toMatchObject({ activeDrawer: 'menu', activePopover: 'shop', activeSelect: 'sort' });
    ui.getState().setActivePopover('shop');
    ui.getState().setActiveSelect(null);
    expect(ui.getState()).toMatchObject({ activeDrawer: 'menu', activePopover: null, activeSelect: null });
    expect(locked()).toBe(true); // the drawer still holds the lock
    ui.getState().setActiveDrawer('menu');
    expect(locked()).toBe(false);
  });

  it('a modal and a drawer both closing releases the lock only at the end', () => {
    const ui = createUiStore();
    ui.getState().setActiveModal('m');
    ui.getState().setActiveDrawer('d');
    ui.getState().setActiveModal('m');
    expect(locked()).toBe(true);
    ui.getState().setActiveDrawer('d');
    expect(locked()).toBe(false);
  });
});
