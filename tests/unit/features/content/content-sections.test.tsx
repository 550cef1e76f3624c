// @vitest-environment jsdom
// The content sections' widgets: their props contracts, and the theme editor showing the tab or
// drawer a merchant selects.
import { act, cleanup, render, screen } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ContentDrawerSection, { schema as drawerSchema } from '../../../../src/features/content/ContentDrawerSection';
import ContentTabs, { schema as tabsSchema } from '../../../../src/features/content/ContentTabs';
import { resetScrollLock } from '../../../../src/lib/scroll-lock';
import { uiStore } from '../../../../src/store/ui';
import { islandProps } from '../../helpers/island-props';

const TABS = {
  section_id: 'template--1__topics',
  label: 'Questions, by topic',
  tabs: [
    { id: 'refills', title: 'Refills', content: '<p>Refill <strong>text</strong></p>' },
    { id: 'empty', title: '  ', content: '<p>never shown</p>' },
    { id: 'subs', title: 'Subscribe &amp; save', content: '<p>Subscription text</p>' },
  ],
};

const DRAWER = {
  section_id: 'template--1__small-print',
  drawer_id: 'ContentDrawer-template--1__small-print',
  button_label: 'Read the small print',
  title: 'The small print',
  close_label: 'Close',
  side: 'right',
  items: [
    { id: 'shipping', heading: 'Shipping', content: '<p>Ships fast</p>' },
    { id: 'returns', heading: '', content: '<p>30 days</p>' },
  ],
};

function editorEvent(type: string, detail: Record<string, string>) {
  act(() => {
    document.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
  });
}

beforeEach(() => {
  resetScrollLock();
  uiStore.setState({ overlay: null });
});
afterEach(cleanup);

describe('content tabs', () => {
  it('shows titled tabs only, decoded, with the merchant HTML in the panel', () => {
    render(<ContentTabs {...islandProps(tabsSchema, TABS)} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Refills', 'Subscribe & save']);
    expect(screen.getByRole('tabpanel').querySelector('strong')!.textContent).toBe('text');
  });

  it("switches to the tab whose block the merchant selects in the editor, and ignores other sections' blocks", () => {
    render(<ContentTabs {...islandProps(tabsSchema, TABS)} />);
    editorEvent('shopify:block:select', { sectionId: TABS.section_id, blockId: 'subs' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Subscribe & save');
    editorEvent('shopify:block:select', { sectionId: 'other', blockId: 'nope' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Subscribe & save');
  });

  it('renders nothing without a titled tab', () => {
    const { container } = render(<ContentTabs {...islandProps(tabsSchema, { ...TABS, tabs: [] })} />);
    expect(container.innerHTML).toBe('');
  });

  it.each([
    ['a tab id that is not an id', { tabs: [{ id: 'a"b', title: 'x', content: '' }] }],
    ['a missing label', { label: undefined }],
  ])('refuses %s', (_case, overrides) => {
    expect(v.safeParse(tabsSchema, { ...TABS, ...overrides }).success).toBe(false);
  });
});

describe('content drawer section', () => {
  it('has a toggle for its drawer, which holds the blocks', () => {
    render(<ContentDrawerSection {...islandProps(drawerSchema, DRAWER)} />);
    const toggle = screen.getByRole('button', { name: 'Read the small print' });
    expect(toggle.getAttribute('aria-controls')).toBe(DRAWER.drawer_id);
    const dialog = document.getElementById(DRAWER.drawer_id)!;
    expect(Array.from(dialog.querySelectorAll('h3')).map((h) => h.textContent)).toEqual(['Shipping']);
    expect(dialog.textContent).toContain('30 days');
  });

  it('opens when the merchant selects the section or a block, and closes on deselect', () => {
    render(<ContentDrawerSection {...islandProps(drawerSchema, DRAWER)} />);
    editorEvent('shopify:section:select', { sectionId: DRAWER.section_id });
    expect(uiStore.getState().overlay?.id ?? null).toBe(DRAWER.drawer_id);
    editorEvent('shopify:block:select', { sectionId: DRAWER.section_id, blockId: 'returns' });
    expect(uiStore.getState().overlay?.id ?? null).toBe(DRAWER.drawer_id); // selecting again never toggles it shut
    editorEvent('shopify:section:deselect', { sectionId: DRAWER.section_id });
    expect(uiStore.getState().overlay?.id ?? null).toBeNull();
  });

  it('refuses a side it does not know', () => {
    expect(v.safeParse(drawerSchema, { ...DRAWER, side: 'top' }).success).toBe(false);
  });
});
