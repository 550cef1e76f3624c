/**
 * Page-wide behaviours of spec §1 that need no widget. Markup the theme editor re-renders
 * (`shopify:section:load`) or a feature appends (`appended`) gets them too, so a video or a
 * lazy block in a freshly loaded section behaves as it did at start.
 */
import { afterWindowLoad, type BrowserWindow } from '../islands/strategies';
import { createVideoAutoplay } from './autoplay-videos';
import { APPENDED_EVENT, appendedRoot } from './events';

export const OVERLAY_CLASS = 'overlay-active';
export const AUTOPLAY_VIDEO_SELECTOR = 'video[data-autoplay-video]';
export const LAZY_REVEAL_SELECTOR = '[data-lazy-reveal]';
export const START_DELAY_MS = 500;
const SECTION_LOAD_EVENT = 'shopify:section:load';

/** Elements matching `selector` within `root`, `root` included. */
function within<E extends Element>(root: ParentNode, selector: string): E[] {
  const found = Array.from(root.querySelectorAll<E>(selector));
  if (root instanceof Element && root.matches(selector)) found.unshift(root as E);
  return found;
}

/**
 * ~500 ms after start: drop the body overlay, and marked videos play muted from then on while they
 * are on screen (autoplay-videos.ts: off screen they wait, so no decoding nor data is spent).
 */
export function scheduleStartEffects(win: BrowserWindow = window): () => void {
  const doc = win.document;
  const timers = new Set<number>();
  const videos = createVideoAutoplay(win);
  const startVideosWithin = (root: ParentNode) => videos.start(within<HTMLVideoElement>(root, AUTOPLAY_VIDEO_SELECTOR));
  const later = (run: () => void) => {
    const timer = win.setTimeout(() => {
      timers.delete(timer);
      run();
    }, START_DELAY_MS);
    timers.add(timer);
  };
  later(() => {
    doc.body.classList.remove(OVERLAY_CLASS);
    startVideosWithin(doc);
  });
  const onSectionLoad = (event: Event) => {
    const root = event.target instanceof Element ? event.target : doc;
    later(() => startVideosWithin(root));
  };
  doc.addEventListener(SECTION_LOAD_EVENT, onSectionLoad);
  return () => {
    timers.forEach((timer) => win.clearTimeout(timer));
    videos.stop();
    doc.removeEventListener(SECTION_LOAD_EVENT, onSectionLoad);
  };
}

/** After `load`: when half of a lazy block is visible, its first div loses `hidden`; then it is left alone. */
export function watchLazyReveals(win: BrowserWindow = window): () => void {
  const doc = win.document;
  let observer: IntersectionObserver | null = null;
  let loaded = false;
  const reveal = (element: Element) => element.querySelector(':scope > div')?.classList.remove('hidden');
  const watchWithin = (root: ParentNode) => {
    const targets = within(root, LAZY_REVEAL_SELECTOR);
    if (!observer) {
      targets.forEach(reveal);
      return;
    }
    targets.forEach((target) => observer!.observe(target));
  };
  const cancelLoad = afterWindowLoad(win, () => {
    loaded = true;
    if (typeof win.IntersectionObserver === 'function') {
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
    }
    watchWithin(doc);
  });
  // Before `load` the first scan finds added blocks anyway.
  const onAdded = (event: Event) => {
    if (loaded) watchWithin(event.type === APPENDED_EVENT ? appendedRoot(event) : event.target instanceof Element ? event.target : doc);
  };
  doc.addEventListener(SECTION_LOAD_EVENT, onAdded);
  doc.addEventListener(APPENDED_EVENT, onAdded);
  return () => {
    cancelLoad();
    observer?.disconnect();
    doc.removeEventListener(SECTION_LOAD_EVENT, onAdded);
    doc.removeEventListener(APPENDED_EVENT, onAdded);
  };
}
