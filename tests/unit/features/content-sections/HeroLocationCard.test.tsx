// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HeroLocationCard, { schema } from '../../../../src/features/hero-location/HeroLocationCard';
import { islandProps } from '../../helpers/island-props';
import { mockReducedMotion } from '../../helpers/reduced-motion';

const LABELS = { carousel: 'carousel', choose: 'Choose a location', pause: 'Pause locations', play: 'Play locations' };
const location = (id: string, heading: string) => ({
  id,
  heading,
  subheading: `${heading} olives`,
  description: `<p>${heading} oil</p>`,
  image: null,
  text_color: '',
});
const LOCATIONS = [location('sicily', 'Sicily'), location('crete', 'Crete'), location('andalusia', 'Andalusia')];

/** The card as the runtime mounts it: Liquid's JSON, checked by the widget's schema. */
function renderCard(raw: Record<string, unknown> = {}) {
  const props = islandProps(schema, {
    section_id: 's1',
    auto_rotate: true,
    rotate_interval: null,
    label: 'Where the good drops grow',
    labels: LABELS,
    locations: LOCATIONS,
    ...raw,
  });
  return render(<HeroLocationCard {...props} />);
}

const shown = () => document.querySelector('.hero-location__slide.is-active .hero-location__heading')?.textContent;
const advance = (ms: number) => void act(() => vi.advanceTimersByTime(ms));
const frame = () => screen.getByRole('region', { name: 'Where the good drops grow' });

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('HeroLocationCard', () => {
  it('shows the first location, then the next every 10 s by default, round to the first', () => {
    renderCard();
    expect(shown()).toBe('Sicily');
    advance(9_999);
    expect(shown()).toBe('Sicily');
    advance(1);
    expect(shown()).toBe('Crete');
    advance(10_000);
    expect(shown()).toBe('Andalusia');
    advance(10_000);
    expect(shown()).toBe('Sicily');
  });

  it('waits rotateInterval seconds when the section sets one', () => {
    renderCard({ rotate_interval: 4 });
    advance(3_999);
    expect(shown()).toBe('Sicily');
    advance(1);
    expect(shown()).toBe('Crete');
  });

  it('does not rotate with auto-rotate off or a single location, and has no pause button then', () => {
    renderCard({ auto_rotate: false });
    advance(60_000);
    expect(shown()).toBe('Sicily');
    expect(screen.queryByRole('button', { name: 'Pause locations' })).toBeNull();
    cleanup();
    renderCard({ locations: [LOCATIONS[0]] });
    advance(60_000);
    expect(shown()).toBe('Sicily');
    expect(screen.queryByRole('group', { name: 'Choose a location' })).toBeNull();
  });

  it('pauses while hovered and resumes with a full interval after', () => {
    renderCard();
    advance(5_000);
    fireEvent.mouseEnter(frame());
    advance(30_000);
    expect(shown()).toBe('Sicily');
    fireEvent.mouseLeave(frame());
    advance(9_999);
    expect(shown()).toBe('Sicily');
    advance(1);
    expect(shown()).toBe('Crete');
  });

  it('pauses while focus is inside, not when focus moves within', () => {
    renderCard();
    const crete = screen.getByRole('button', { name: 'Crete' });
    const pause = screen.getByRole('button', { name: 'Pause locations' });
    fireEvent.focus(crete);
    fireEvent.blur(crete, { relatedTarget: pause });
    advance(30_000);
    expect(shown()).toBe('Sicily');
    fireEvent.blur(pause, { relatedTarget: document.body });
    advance(10_000);
    expect(shown()).toBe('Crete');
  });

  it('stays put under reduced motion until the shopper presses play', () => {
    mockReducedMotion(true);
    renderCard();
    advance(60_000);
    expect(shown()).toBe('Sicily');
    fireEvent.click(screen.getByRole('button', { name: 'Play locations' }));
    expect(screen.getByRole('button', { name: 'Pause locations' })).toBeTruthy();
    advance(10_000);
    expect(shown()).toBe('Crete');
  });

  it('a chosen location shows at once, pressed, and gets its full interval', () => {
    renderCard();
    advance(8_000);
    fireEvent.click(screen.getByRole('button', { name: 'Andalusia' }));
    expect(shown()).toBe('Andalusia');
    expect(screen.getByRole('button', { name: 'Andalusia' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sicily' }).getAttribute('aria-pressed')).toBe('false');
    advance(9_999);
    expect(shown()).toBe('Andalusia');
    advance(1);
    expect(shown()).toBe('Sicily');
  });

  it('the pause button stops and restarts rotation', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pause locations' }));
    fireEvent.mouseLeave(frame());
    advance(60_000);
    expect(shown()).toBe('Sicily');
    fireEvent.click(screen.getByRole('button', { name: 'Play locations' }));
    advance(10_000);
    expect(shown()).toBe('Crete');
  });

  it('theme editor: a selected location shows and holds until deselected', () => {
    renderCard();
    act(() => {
      document.dispatchEvent(new CustomEvent('shopify:block:select', { detail: { sectionId: 's1', blockId: 'andalusia' } }));
    });
    expect(shown()).toBe('Andalusia');
    advance(60_000);
    expect(shown()).toBe('Andalusia');
    act(() => {
      document.dispatchEvent(new CustomEvent('shopify:block:deselect', { detail: { sectionId: 's1', blockId: 'andalusia' } }));
    });
    advance(10_000);
    expect(shown()).toBe('Sicily');
  });

  it('ignores blocks of other sections', () => {
    renderCard();
    act(() => {
      document.dispatchEvent(new CustomEvent('shopify:block:select', { detail: { sectionId: 'other', blockId: 'slide-9' } }));
    });
    advance(10_000);
    expect(shown()).toBe('Crete');
  });
});
