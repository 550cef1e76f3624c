// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AnnouncementBar, { FADE_MS } from '../../../../src/features/marketing/AnnouncementBar';

const messages = [
  { message: '<strong>Free shipping</strong> over $50', message_2: '<a href="/collections/all">Shop now</a>' },
  { message: 'Refills are here', message_2: '' },
  { message: 'New harvest', message_2: 'Limited' },
];

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

const shown = () => document.querySelector('.announcement-bar__message')!;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AnnouncementBar', () => {
  it('renders merchant HTML of the first message inside a labelled region', () => {
    render(<AnnouncementBar messages={messages} label="Store news" />);
    expect(screen.getByRole('region', { name: 'Store news' })).toBeTruthy();
    expect(shown().querySelector('strong')!.textContent).toBe('Free shipping');
    expect(shown().querySelector('a')!.getAttribute('href')).toBe('/collections/all');
  });

  it('rotates every interval with a 350 ms fade (default 10 s)', () => {
    render(<AnnouncementBar messages={messages} label="News" />);
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

  it('uses interval_seconds and keeps automatic changes silent', () => {
    render(<AnnouncementBar messages={messages} interval_seconds={3} label="News" />);
    advance(3_000 + FADE_MS);
    expect(shown().textContent).toBe('Refills are here');
    expect(document.querySelector('.announcement-bar__messages')!.getAttribute('aria-live')).toBe('off');
  });

  it('pauses while hovered or focused and with the pause button', () => {
    render(<AnnouncementBar messages={messages} interval_seconds={2} label="News" />);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    advance(10_000);
    expect(shown().textContent).toContain('Free shipping');
    fireEvent.mouseLeave(region);
    const pause = screen.getByRole('button', { name: 'Pause announcements' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-pressed')).toBe('true');
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
    render(<AnnouncementBar messages={messages} label="News" labels={{ next: 'Next one', previous: 'Back' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    advance(FADE_MS);
    expect(shown().textContent).toContain('New harvest');
    fireEvent.click(screen.getByRole('button', { name: 'Next one' }));
    advance(FADE_MS);
    expect(shown().textContent).toContain('Free shipping');
    expect(document.querySelector('.announcement-bar__messages')!.getAttribute('aria-live')).toBe('polite');
  });

  it('does not rotate under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<AnnouncementBar messages={messages} label="News" />);
    advance(60_000);
    expect(shown().textContent).toContain('Free shipping');
    expect(screen.queryByRole('button', { name: /pause/i })).toBeNull();
  });

  it('does not rotate or show controls with a single message, and ignores malformed props', () => {
    render(<AnnouncementBar messages={[messages[1], null, 'junk', { message: 42 }]} interval_seconds="soon" label={7} />);
    advance(60_000);
    expect(shown().textContent).toBe('Refills are here');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Announcements' })).toBeTruthy();
  });

  it('renders nothing without messages', () => {
    const { container } = render(<AnnouncementBar messages={[]} />);
    expect(container.innerHTML).toBe('');
  });

  describe('in the theme editor', () => {
    const withIds = messages.map((m, i) => ({ ...m, block_id: `msg-${i}` }));
    afterEach(() => {
      delete (window as { Shopify?: unknown }).Shopify;
    });

    it('marks the shown message with the editor block marker only in design mode', () => {
      render(<AnnouncementBar messages={withIds} label="News" />);
      expect(shown().hasAttribute('data-shopify-editor-block')).toBe(false);
      cleanup();
      (window as { Shopify?: unknown }).Shopify = { designMode: true };
      render(<AnnouncementBar messages={withIds} label="News" />);
      expect(JSON.parse(shown().getAttribute('data-shopify-editor-block')!)).toEqual({ id: 'msg-0', type: 'message' });
    });

    it('shows a selected block and holds rotation until it is deselected', () => {
      render(<AnnouncementBar messages={withIds} label="News" />);
      act(() => {
        document.dispatchEvent(new CustomEvent('shopify:block:select', { detail: { blockId: 'msg-2', sectionId: 's' } }));
      });
      expect(shown().textContent).toContain('New harvest');
      advance(30_000);
      expect(shown().textContent).toContain('New harvest');
      act(() => {
        document.dispatchEvent(new CustomEvent('shopify:block:deselect', { detail: { blockId: 'msg-2', sectionId: 's' } }));
      });
      advance(10_000 + FADE_MS);
      expect(shown().textContent).toContain('Free shipping');
    });
  });
});
