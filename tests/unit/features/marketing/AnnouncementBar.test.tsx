// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AnnouncementBar, { FADE_MS, schema } from '../../../../src/features/marketing/AnnouncementBar';
import { checkIslandProps } from '../../../../src/islands/props-schema';
import { lockScroll, unlockScroll } from '../../../../src/lib/scroll-lock';
import { islandProps } from '../../helpers/island-props';

const messages = [
  { message: '<strong>Free shipping</strong> over $50', message_2: '<a href="/collections/all">Shop now</a>', block_id: '' },
  { message: 'Refills are here', message_2: '', block_id: '' },
  { message: 'New harvest', message_2: 'Limited', block_id: '' },
];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

const LABELS = { previous: 'Previous announcement', next: 'Next announcement', pause: 'Pause announcements', play: 'Play announcements', carousel: 'carousel' };
/** The bar as the runtime mounts it: Liquid's JSON, checked by the widget's schema. */
function renderBar(raw: Record<string, unknown>) {
  const props = islandProps(schema, { interval_seconds: null, label: 'News', ...raw, labels: { ...LABELS, ...(raw.labels as object) } });
  return render(<AnnouncementBar {...props} />);
}

const shown = () => document.querySelector('.announcement-bar__message')!;
const advance = (ms: number) => void act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  // performance.now() too: the first change is due a set time into the page's life.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] });
  mockReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AnnouncementBar', () => {
  it('renders merchant HTML of the first message inside a labelled region', () => {
    renderBar({ messages, label: 'Store news' });
    expect(screen.getByRole('region', { name: 'Store news' })).toBeTruthy();
    expect(shown().querySelector('strong')!.textContent).toBe('Free shipping');
    expect(shown().querySelector('a')!.getAttribute('href')).toBe('/collections/all');
  });

  it('holds an unseen copy of every message (the bar takes the tallest height), hidden from assistive tech', () => {
    renderBar({ messages, label: 'News' });
    const sizers = Array.from(document.querySelectorAll('.announcement-bar__sizer'));
    expect(sizers.map((sizer) => sizer.textContent)).toEqual(['Free shipping over $50Shop now', 'Refills are here', 'New harvestLimited']);
    expect(sizers.every((sizer) => sizer.getAttribute('aria-hidden') === 'true')).toBe(true);
    cleanup();
    renderBar({ messages: messages.slice(0, 1), label: 'News' });
    expect(document.querySelectorAll('.announcement-bar__sizer')).toHaveLength(0);
  });

  it('rotates every interval with a 350 ms fade (default 10 s)', () => {
    renderBar({ messages, label: 'News' });
    advance(9_999);
    expect(shown().className).not.toContain('is-fading');
    advance(1);
    expect(shown().className).toContain('is-fading');
    expect(shown().textContent).toContain('Free shipping');
    advance(FADE_MS);
    expect(shown().className).not.toContain('is-fading');
    expect(shown().textContent).toBe('Refills are here');
    advance(10_000 + FADE_MS);
    expect(shown().textContent).toContain('New harvest');
    advance(10_000 + FADE_MS);
    expect(shown().textContent).toContain('Free shipping'); // wraps around
  });

  it('mounted late (it wakes just before the first change is due), it still changes at the interval into the page', () => {
    advance(8_000);
    renderBar({ messages, label: 'News' });
    advance(1_999);
    expect(shown().className).not.toContain('is-fading');
    advance(1 + FADE_MS);
    expect(shown().textContent).toBe('Refills are here');
    advance(10_000 + FADE_MS);
    expect(shown().textContent).toContain('New harvest');
  });

  it('holds still while a drawer, modal or overlay covers the page, and goes on after', () => {
    renderBar({ messages, label: 'News' });
    act(() => lockScroll('cart-drawer'));
    advance(30_000);
    expect(shown().textContent).toContain('Free shipping');
    act(() => unlockScroll('cart-drawer'));
    advance(10_000 + FADE_MS);
    expect(shown().textContent).toBe('Refills are here');
  });

  it('uses interval_seconds and keeps automatic changes silent', () => {
    renderBar({ messages, interval_seconds: 3, label: 'News' });
    advance(3_000 + FADE_MS);
    expect(shown().textContent).toBe('Refills are here');
    expect(document.querySelector('.announcement-bar__messages')!.getAttribute('aria-live')).toBe('off');
  });

  it('pauses while hovered or focused and with the pause button', () => {
    renderBar({ messages, interval_seconds: 2, label: 'News' });
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    advance(10_000);
    expect(shown().textContent).toContain('Free shipping');
    fireEvent.mouseLeave(region);
    const pause = screen.getByRole('button', { name: 'Pause announcements' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-label')).toBe('Play announcements');
    fireEvent.blur(pause, { relatedTarget: document.body });
    advance(10_000);
    expect(shown().textContent).toContain('Free shipping');
    fireEvent.click(pause);
    fireEvent.blur(pause, { relatedTarget: document.body });
    advance(2_000 + FADE_MS);
    expect(shown().textContent).toBe('Refills are here');
  });

  it('shopper navigation changes the message and turns on polite announcements', () => {
    renderBar({ messages, label: 'News', labels: { next: 'Next one', previous: 'Back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    advance(FADE_MS);
    expect(shown().textContent).toContain('New harvest');
    fireEvent.click(screen.getByRole('button', { name: 'Next one' }));
    advance(FADE_MS);
    expect(shown().textContent).toContain('Free shipping');
    expect(document.querySelector('.announcement-bar__messages')!.getAttribute('aria-live')).toBe('polite');
  });

  it('under prefers-reduced-motion holds still until the shopper presses play, then changes without a fade', () => {
    mockReducedMotion(true);
    renderBar({ messages, label: 'News' });
    advance(60_000);
    expect(shown().textContent).toContain('Free shipping');
    expect(screen.queryByRole('button', { name: 'Pause announcements' })).toBeNull();
    const play = screen.getByRole('button', { name: 'Play announcements' });
    fireEvent.click(play);
    fireEvent.blur(play, { relatedTarget: document.body });
    expect(play.getAttribute('aria-label')).toBe('Pause announcements');
    advance(9_999); // a whole interval from the press, however late in the page's life
    expect(shown().textContent).toContain('Free shipping');
    advance(1);
    expect(shown().textContent).toBe('Refills are here');
    expect(shown().className).not.toContain('is-fading');
  });

  it('its controls are buttons named by the locale texts, each drawing an icon (no text glyphs)', () => {
    renderBar({ messages, label: 'News' });
    const controls = screen.getAllByRole('button');
    expect(controls.map((button) => button.getAttribute('aria-label'))).toEqual(['Previous announcement', 'Next announcement', 'Pause announcements']);
    for (const button of controls) {
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(button.textContent).toBe('');
    }
  });

  it('does not rotate or show controls with a single message; empty messages are dropped', () => {
    renderBar({ messages: [messages[1], { message: '', message_2: '', block_id: '' }], interval_seconds: 0 });
    advance(60_000);
    expect(shown().textContent).toBe('Refills are here');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'News' })).toBeTruthy();
  });

  it('refuses malformed props, naming the widget, the key and the template', () => {
    const checked = checkIslandProps(
      'announcement-bar',
      schema,
      { messages: [{ message: 42 }], interval_seconds: 'soon', label: 'x', labels: LABELS },
      'index',
    );
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toMatch(/^widget "announcement-bar" on template "index": props\.messages\.0\.message: .*string/);
  });

  it('renders nothing without messages', () => {
    const { container } = renderBar({ messages: [] });
    expect(container.innerHTML).toBe('');
  });

  describe('in the theme editor', () => {
    const withIds = messages.map((m, i) => ({ ...m, block_id: `msg-${i}` }));
    afterEach(() => {
      delete (window as { Shopify?: unknown }).Shopify;
    });

    it('marks the shown message with the editor block marker only in design mode', () => {
      renderBar({ messages: withIds, label: 'News' });
      expect(shown().hasAttribute('data-shopify-editor-block')).toBe(false);
      cleanup();
      (window as { Shopify?: unknown }).Shopify = { designMode: true };
      renderBar({ messages: withIds, label: 'News' });
      expect(JSON.parse(shown().getAttribute('data-shopify-editor-block')!)).toEqual({ id: 'msg-0', type: 'message' });
    });

    it('shows a selected block and holds rotation until it is deselected', () => {
      renderBar({ messages: withIds, label: 'News' });
      void act(() => {
        document.dispatchEvent(new CustomEvent('shopify:block:select', { detail: { blockId: 'msg-2', sectionId: 's' } }));
      });
      expect(shown().textContent).toContain('New harvest');
      advance(30_000);
      expect(shown().textContent).toContain('New harvest');
      void act(() => {
        document.dispatchEvent(new CustomEvent('shopify:block:deselect', { detail: { blockId: 'msg-2', sectionId: 's' } }));
      });
      advance(10_000 + FADE_MS);
      expect(shown().textContent).toContain('Free shipping');
    });
  });
});
