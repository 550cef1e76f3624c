// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleStartEffects, watchLazyReveals } from '../../../src/lib/page-behaviours';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.body.className = '';
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

describe('page-wide behaviours', () => {
  it('about 500 ms after start drops overlay-active and plays marked videos muted', () => {
    vi.useFakeTimers();
    document.body.className = 'overlay-active other';
    document.body.innerHTML = '<video data-autoplay-video></video><video id="plain"></video>';
    const [marked, plain] = Array.from(document.querySelectorAll('video'));
    const play = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    marked!.play = play;
    plain!.play = vi.fn(() => Promise.resolve());
    scheduleStartEffects();
    vi.advanceTimersByTime(499);
    expect(document.body.className).toBe('overlay-active other');
    vi.advanceTimersByTime(1);
    expect(document.body.className).toBe('other');
    expect(marked!.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(plain!.play).not.toHaveBeenCalled();
  });

  it('reveals a lazy block at 50% visibility, then stops watching it', () => {
    const observed: Element[] = [];
    const unobserved: Element[] = [];
    let callback: IntersectionObserverCallback = () => {};
    let options: IntersectionObserverInit | undefined;
    window.IntersectionObserver = class {
      constructor(cb: IntersectionObserverCallback, opts?: IntersectionObserverInit) {
        callback = cb;
        options = opts;
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve(target: Element) {
        unobserved.push(target);
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    document.body.innerHTML =
      '<div data-lazy-reveal id="a"><div class="hidden x">one</div><div class="hidden">two</div></div>';
    watchLazyReveals(); // jsdom has already fired `load`
    const block = document.getElementById('a')!;
    expect(observed).toEqual([block]);
    expect(options?.threshold).toBe(0.5);
    const self = { unobserve: (t: Element) => unobserved.push(t) } as unknown as IntersectionObserver;
    callback([{ target: block, intersectionRatio: 0.3, isIntersecting: true } as unknown as IntersectionObserverEntry], self);
    expect(block.children[0]!.className).toBe('hidden x');
    callback([{ target: block, intersectionRatio: 0.5, isIntersecting: true } as unknown as IntersectionObserverEntry], self);
    expect(block.children[0]!.className).toBe('x');
    expect(block.children[1]!.className).toBe('hidden');
    expect(unobserved).toEqual([block]);
  });
});
