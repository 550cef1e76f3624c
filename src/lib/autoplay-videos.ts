/**
 * Marked videos (`video[data-autoplay-video]`) play muted while they are on screen: one that is
 * scrolled to starts, one scrolled away pauses, and one the shopper paused stays paused until
 * they play it again. Off screen a video costs no decoding, frames or data. Without
 * IntersectionObserver every marked video plays at once. Under reduced motion none plays by
 * itself: it keeps its still, with the native controls to start it.
 */
import type { BrowserWindow } from '../islands/strategies';
import { prefersReducedMotion } from './reduced-motion';

function playMuted(video: HTMLVideoElement): void {
  video.muted = true;
  try {
    // Autoplay may be refused (power saving, policy); the poster stays, nothing to report.
    void Promise.resolve(video.play()).catch(() => {});
  } catch {
    /* play() unsupported */
  }
}

export function createVideoAutoplay(win: BrowserWindow = window) {
  /** videos the shopper paused: left alone until they press play */
  const heldByShopper = new WeakSet<HTMLVideoElement>();
  /** videos whose next `pause` event is ours (scrolled away), not the shopper's */
  const pausingByUs = new WeakSet<HTMLVideoElement>();
  const watched = new WeakSet<HTMLVideoElement>();
  // Made with the first marked video, so a page without one builds no observer.
  let observer: IntersectionObserver | null = null;
  const observerFor = () =>
    (observer ??= new win.IntersectionObserver((entries) => {
      for (const entry of entries) {
        const video = entry.target as HTMLVideoElement;
        if (entry.isIntersecting) {
          if (!heldByShopper.has(video)) playMuted(video);
        } else if (!video.paused) {
          pausingByUs.add(video);
          video.pause();
        }
      }
    }));
  const onPause = (event: Event) => {
    const video = event.target as HTMLVideoElement;
    if (pausingByUs.delete(video)) return;
    if (!video.ended) heldByShopper.add(video);
  };
  const onPlay = (event: Event) => heldByShopper.delete(event.target as HTMLVideoElement);

  return {
    /** Starts (or watches) the given marked videos; a video already watched is left as it is. */
    start(videos: HTMLVideoElement[]): void {
      for (const video of videos) {
        video.muted = true;
        if (prefersReducedMotion(win)) {
          video.controls = true;
          continue;
        }
        if (typeof win.IntersectionObserver !== 'function') {
          playMuted(video);
          continue;
        }
        if (watched.has(video)) continue;
        watched.add(video);
        video.addEventListener('pause', onPause);
        video.addEventListener('play', onPlay);
        observerFor().observe(video);
      }
    },
    stop(): void {
      observer?.disconnect();
    },
  };
}
