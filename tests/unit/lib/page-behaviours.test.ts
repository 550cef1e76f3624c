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
    const stop = scheduleStartEffects();
    vi.advanceTimersByTime(499);
    expect(document.body.className).toBe('overlay-active other');
    vi.advanceTimersByTime(1);
    expect(document.body.className).toBe('other');
    expect(marked!.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
    expect(plain!.play).not.toHaveBeenCalled();
    stop();
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
    document.body.innerHTML = '<div data-lazy-reveal id="a"><div class="hidden x">one</div><div class="hidden">two</div></div>';
    const stop = watchLazyReveals(); // after `load` (tests/setup/dom-loaded.ts)
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
    stop();
  });

  it('a section the theme editor loads plays its marked videos muted 500 ms later', () => {
    vi.useFakeTimers();
    const stop = scheduleStartEffects();
    vi.advanceTimersByTime(500);
    document.body.innerHTML = '<div id="shopify-section-v"><video data-autoplay-video></video></div><video data-autoplay-video id="elsewhere"></video>';
    const [loaded, elsewhere] = Array.from(document.querySelectorAll('video'));
    loaded!.play = vi.fn(() => Promise.resolve());
    elsewhere!.play = vi.fn(() => Promise.resolve());
    document.getElementById('shopify-section-v')!.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true }));
    vi.advanceTimersByTime(499);
    expect(loaded!.play).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(loaded!.muted).toBe(true);
    expect(loaded!.play).toHaveBeenCalledTimes(1);
    expect(elsewhere!.play).not.toHaveBeenCalled();
    stop();
  });

  it('watches lazy blocks in a section loaded or appended after load', () => {
    const observed: Element[] = [];
    window.IntersectionObserver = class {
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const stop = watchLazyReveals();
    document.body.innerHTML =
      '<div id="s"><div data-lazy-reveal id="late"><div class="hidden">late</div></div></div><div id="more"><div data-lazy-reveal id="appended"><div class="hidden"></div></div></div>';
    document.getElementById('s')!.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true }));
    expect(observed.map((e) => e.id)).toEqual(['late']);
    document.getElementById('more')!.dispatchEvent(new CustomEvent('appended', { bubbles: true }));
    expect(observed.map((e) => e.id)).toEqual(['late', 'appended']);
    stop();
  });
});
