/** Page-wide behaviours of spec §1 that need no widget. */
import { afterWindowLoad, type BrowserWindow } from '../islands/strategies';

export const OVERLAY_CLASS = 'overlay-active';
export const AUTOPLAY_VIDEO_SELECTOR = 'video[data-autoplay-video]';
export const LAZY_REVEAL_SELECTOR = '[data-lazy-reveal]';
export const START_DELAY_MS = 500;

/** ~500 ms after start: drop the body overlay and force marked videos to play muted. */
export function scheduleStartEffects(win: BrowserWindow = window): () => void {
  const timer = win.setTimeout(() => {
    const doc = win.document;
    doc.body.classList.remove(OVERLAY_CLASS);
    doc.querySelectorAll<HTMLVideoElement>(AUTOPLAY_VIDEO_SELECTOR).forEach((video) => {
      video.muted = true;
      try {
        // Autoplay may be refused (power saving, policy); the poster stays, nothing to report.
        void Promise.resolve(video.play()).catch(() => {});
      } catch {
        /* play() unsupported */
      }
    });
  }, START_DELAY_MS);
  return () => win.clearTimeout(timer);
}

/** After `load`: when half of a lazy block is visible, its first div loses `hidden`; then it is left alone. */
export function watchLazyReveals(win: BrowserWindow = window): () => void {
  let observer: IntersectionObserver | null = null;
  const reveal = (element: Element) => element.querySelector(':scope > div')?.classList.remove('hidden');
  const cancelLoad = afterWindowLoad(win, () => {
    const targets = win.document.querySelectorAll(LAZY_REVEAL_SELECTOR);
    if (typeof win.IntersectionObserver !== 'function') {
      targets.forEach(reveal);
      return;
    }
    observer = new win.IntersectionObserver(
      (entries, self) => {
        for (const entry of entries) {
          if (entry.intersectionRatio < 0.5) continue;
          reveal(entry.target);
          self.unobserve(entry.target);
        }
      },
      { threshold: 0.5 },
    );
    targets.forEach((target) => observer!.observe(target));
  });
  return () => {
    cancelLoad();
    observer?.disconnect();
  };
}
