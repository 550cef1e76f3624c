// @vitest-environment jsdom
// The shared tabs against the WAI-ARIA tabs pattern: roles and links, the first tab active by
// default, one active at a time, roving tabindex and the Left/Right/Home/End keys.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs, tabIndexAfterKey, type TabItem } from '../../../src/components/Tabs';

const items: TabItem[] = [
  { id: 'refills', label: 'Refills', panel: <p>Refill text</p> },
  {
    id: 'subs',
    label: 'Subscriptions',
    panel: (
      <p>
        Subscription text <a href="/account">account</a>
      </p>
    ),
  },
  { id: 'ship', label: 'Shipping', panel: <p>Shipping text</p> },
];

const tabs = () => screen.getAllByRole('tab');
const selected = () =>
  tabs()
    .filter((t) => t.getAttribute('aria-selected') === 'true')
    .map((t) => t.textContent);
const visiblePanels = () => Array.from(document.querySelectorAll<HTMLElement>('[role="tabpanel"]')).filter((p) => !p.hidden);

afterEach(cleanup);

describe('Tabs', () => {
  it('starts on the first tab, with tabs and panels linked both ways', () => {
    render(<Tabs items={items} label="Topics" />);
    expect(screen.getByRole('tablist', { name: 'Topics' })).toBeTruthy();
    expect(selected()).toEqual(['Refills']);
    expect(visiblePanels().map((p) => p.textContent)).toEqual(['Refill text']);
    for (const tab of tabs()) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    }
  });

  it('keeps exactly one tab in the Tab order: the active one', () => {
    render(<Tabs items={items} label="Topics" />);
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.click(tabs()[2]!);
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    expect(selected()).toEqual(['Shipping']);
    expect(visiblePanels().map((p) => p.textContent)).toEqual(['Shipping text']);
  });

  it('moves with the arrow keys (wrapping), Home and End, focusing and showing the tab', () => {
    render(<Tabs items={items} label="Topics" />);
    tabs()[0]!.focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

    press('ArrowRight');
    expect([document.activeElement?.textContent, ...selected()]).toEqual(['Subscriptions', 'Subscriptions']);
    press('ArrowRight');
    press('ArrowRight');
    expect(selected()).toEqual(['Refills']);
    press('ArrowLeft');
    expect([document.activeElement?.textContent, ...selected()]).toEqual(['Shipping', 'Shipping']);
    press('Home');
    expect(selected()).toEqual(['Refills']);
    press('End');
    expect([document.activeElement?.textContent, ...selected()]).toEqual(['Shipping', 'Shipping']);
    expect(visiblePanels().map((p) => p.textContent)).toEqual(['Shipping text']);
  });

  it('leaves other keys alone', () => {
    render(<Tabs items={items} label="Topics" />);
    tabs()[0]!.focus();
    const event = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    tabs()[0]!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(selected()).toEqual(['Refills']);
  });

  it('can be controlled, and falls back to the first tab for an unknown id', () => {
    function Controlled() {
      const [active, setActive] = useState<string | null>('gone');
      return (
        <>
          <button type="button" onClick={() => setActive('subs')}>
            pick
          </button>
          <Tabs items={items} label="Topics" activeId={active} onChange={setActive} />
        </>
      );
    }
    render(<Controlled />);
    expect(selected()).toEqual(['Refills']);
    fireEvent.click(screen.getByText('pick'));
    expect(selected()).toEqual(['Subscriptions']);
    fireEvent.click(tabs()[2]!);
    expect(selected()).toEqual(['Shipping']);
  });
});

describe('tabIndexAfterKey', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 1, 0],
    ['Home', 2, 0],
    ['End', 0, 2],
  ])('%s from %i goes to %i of 3', (key, from, to) => {
    expect(tabIndexAfterKey(key, from, 3)).toBe(to);
  });

  it('answers null for other keys and for no tabs', () => {
    expect(tabIndexAfterKey('Enter', 0, 3)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
