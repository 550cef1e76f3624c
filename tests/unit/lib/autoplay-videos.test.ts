// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVideoAutoplay } from '../../../src/lib/autoplay-videos';

type Report = (target: Element, onScreen: boolean) => void;

/** A window whose IntersectionObserver is driven by hand: `report(video, true)` scrolls it on screen. */
function windowWithObserver(): { win: Window & typeof globalThis; report: Report; observed: Element[] } {
  const observed: Element[] = [];
  let callback: IntersectionObserverCallback = () => {};
  class FakeObserver {
    constructor(cb: IntersectionObserverCallback) {
      callback = cb;
    }
    observe(target: Element) {
      observed.push(target);
    }
    unobserve() {}
    disconnect() {}
  }
  const win = Object.create(window, { IntersectionObserver: { value: FakeObserver } }) as Window & typeof globalThis;
  const report: Report = (target, onScreen) =>
    callback([{ target, isIntersecting: onScreen } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
  return { win, report, observed };
}

/** A video whose play()/pause() change `paused` and fire the events as a browser's would. */
function fakeVideo(): HTMLVideoElement & { play: ReturnType<typeof vi.fn> } {
  const video = document.createElement('video');
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  video.play = vi.fn(() => {
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  video.pause = () => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  };
  document.body.append(video);
  return video as HTMLVideoElement & { play: ReturnType<typeof vi.fn> };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('marked videos play muted while on screen', () => {
  it('an off-screen video waits, plays muted when it comes on screen and pauses when it leaves', () => {
    const { win, report, observed } = windowWithObserver();
    const video = fakeVideo();
    const autoplay = createVideoAutoplay(win);
    autoplay.start([video]);
    expect(observed).toEqual([video]);
    expect(video.muted).toBe(true);
    report(video, false);
    expect(video.play).not.toHaveBeenCalled();
    report(video, true);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(false);
    report(video, false);
    expect(video.paused).toBe(true);
    report(video, true);
    expect(video.play).toHaveBeenCalledTimes(2);
    autoplay.stop();
  });

  it('a video the shopper paused stays paused on screen until they play it again', () => {
    const { win, report } = windowWithObserver();
    const video = fakeVideo();
    const autoplay = createVideoAutoplay(win);
    autoplay.start([video]);
    report(video, true);
    video.pause(); // the shopper's pause button
    report(video, false);
    report(video, true);
    expect(video.play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(true);
    void video.play(); // the shopper's play button
    report(video, false);
    expect(video.paused).toBe(true);
    report(video, true);
    expect(video.play).toHaveBeenCalledTimes(3);
    expect(video.paused).toBe(false);
  });

  it('a video started twice is watched once; a refused play() is swallowed', async () => {
    const { win, report, observed } = windowWithObserver();
    const video = document.createElement('video');
    const play = vi.fn(() => Promise.reject(new Error('NotAllowedError')));
    video.play = play;
    const autoplay = createVideoAutoplay(win);
    autoplay.start([video]);
    autoplay.start([video]);
    expect(observed).toEqual([video]);
    report(video, true);
    await Promise.resolve();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('under reduced motion none plays by itself: it keeps its still, with the controls to start it', () => {
    const { win, report } = windowWithObserver();
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    Object.defineProperty(win, 'matchMedia', { value: matchMedia });
    const video = fakeVideo();
    createVideoAutoplay(win).start([video]);
    report(video, true);
    expect(video.play).not.toHaveBeenCalled();
    expect(video.controls).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('without IntersectionObserver every marked video plays muted at once', () => {
    const win = Object.create(window, { IntersectionObserver: { value: undefined } }) as Window & typeof globalThis;
    const video = fakeVideo();
    createVideoAutoplay(win).start([video]);
    expect(video.muted).toBe(true);
    expect(video.play).toHaveBeenCalledTimes(1);
  });
});
