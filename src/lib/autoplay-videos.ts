/**
 * Marked videos (`video[data-autoplay-video]`) play muted while they are on screen: one that is
 * scrolled to starts, one scrolled away pauses, and one the shopper paused stays paused until
 * they play it again. Off screen a video costs no decoding, frames or data. Without
 * IntersectionObserver every marked video plays at once.
 */
import type { BrowserWindow } from '../islands/strategies';

/** The videos this page is playing or pausing by itself (rather than the shopper). */
interface AutoplayState {
  observer: IntersectionObserver | null;
  /** videos the shopper paused: left alone until they press play */
  heldByShopper: WeakSet<HTMLVideoElement>;
  /** videos whose next `pause` event is ours (scrolled away), not the shopper's */
  pausingByUs: WeakSet<HTMLVideoElement>;
  watched: WeakSet<HTMLVideoElement>;
}

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
  const state: AutoplayState = { observer: null, heldByShopper: new WeakSet(), pausingByUs: new WeakSet(), watched: new WeakSet() };
  if (typeof win.IntersectionObserver === 'function') {
    state.observer = new win.IntersectionObserver((entries) => {
      for (const entry of entries) {
        const video = entry.target as HTMLVideoElement;
        if (entry.isIntersecting) {
          if (!state.heldByShopper.has(video)) playMuted(video);
        } else if (!video.paused) {
          state.pausingByUs.add(video);
          video.pause();
        }
      }
    });
  }
  const onPause = (event: Event) => {
    const video = event.target as HTMLVideoElement;
    if (state.pausingByUs.delete(video)) return;
    if (!video.ended) state.heldByShopper.add(video);
  };
  const onPlay = (event: Event) => state.heldByShopper.delete(event.target as HTMLVideoElement);

  return {
    /** Starts (or watches) the given marked videos; a video already watched is left as it is. */
    start(videos: HTMLVideoElement[]): void {
      for (const video of videos) {
        video.muted = true;
        if (!state.observer) {
          playMuted(video);
          continue;
        }
        if (state.watched.has(video)) continue;
        state.watched.add(video);
        video.addEventListener('pause', onPause);
        video.addEventListener('play', onPlay);
        state.observer.observe(video);
      }
    },
    stop(): void {
      state.observer?.disconnect();
    },
  };
}
