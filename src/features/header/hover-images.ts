/**
 * Dropdown product tiles' hover images (part of the entry): they appear only 1 s after `load`
 * (spec §9), so they never compete with the page's own images. Liquid leaves the image's URLs on
 * the tile (`data-hover-src`, `data-hover-srcset`); this adds a lazy <img> then (fetched once its
 * panel opens), and to tiles of a header re-rendered by the theme editor later on.
 */
import { afterWindowLoad, type BrowserWindow } from '../../islands/strategies';

export const HOVER_IMAGE_DELAY_MS = 1000;
const HOVER_SOURCE = '[data-hover-src]';

function addHoverImages(doc: Document): void {
  doc.querySelectorAll<HTMLElement>(HOVER_SOURCE).forEach((media) => {
    if (media.querySelector('.product-tile__hover')) return;
    const base = media.querySelector('img');
    const image = doc.createElement('img');
    // Lazy before any source: it is fetched when its panel first shows, not while closed.
    image.loading = 'lazy';
    image.className = 'product-tile__image product-tile__hover';
    image.alt = '';
    image.sizes = base?.sizes ?? '';
    image.width = base?.width ?? 480;
    image.height = base?.height ?? 480;
    image.srcset = media.dataset.hoverSrcset ?? '';
    image.src = media.dataset.hoverSrc ?? '';
    media.appendChild(image);
  });
}

export function revealHoverImagesAfterLoad(win: BrowserWindow = window): () => void {
  const doc = win.document;
  let ready = false;
  let timer: number | undefined;
  const onSectionLoad = () => {
    if (ready) addHoverImages(doc);
  };
  const cancelLoad = afterWindowLoad(win, () => {
    timer = win.setTimeout(() => {
      ready = true;
      addHoverImages(doc);
    }, HOVER_IMAGE_DELAY_MS);
  });
  doc.addEventListener('shopify:section:load', onSectionLoad);
  return () => {
    cancelLoad();
    win.clearTimeout(timer);
    doc.removeEventListener('shopify:section:load', onSectionLoad);
  };
}
