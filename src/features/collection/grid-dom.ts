/**
 * The collection grid's server markup (sections/main-collection.liquid): the product list with
 * its page info (`data-page-*`), read from this page or from a fetched copy of the section.
 */
import { dispatchAppended } from '../../lib/events';
import { SECTION_ID_PREFIX } from '../../lib/section-rendering';
import type { PageInfo } from './collection-grid-props';
import type { LoadedPage } from './load-more';

export const ITEMS_SELECTOR = '[data-collection-items]';
export const ITEM_SELECTOR = '[data-collection-item]';
export const RESULTS_SELECTOR = '[data-collection-results]';
export const LINK_SELECTOR = '[data-collection-link]';
export const SECTION_SELECTOR = '[data-collection-section]';

function positiveInt(raw: string | null): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** The page a product list shows, or null when its attributes are not a page. */
export function readPageInfo(list: Element): PageInfo | null {
  const current = positiveInt(list.getAttribute('data-page-current'));
  const total = positiveInt(list.getAttribute('data-page-total'));
  const next = list.getAttribute('data-next-url') ?? '';
  if (current === null || total === null) return null;
  // Only a same-shop path is followed.
  const nextUrl = next.startsWith('/') && !next.startsWith('//') ? next : '';
  return { current, total, next_url: nextUrl };
}

/** The products and page info of a fetched section (`?section_id=` HTML). */
export function parseLoadedPage(html: string, sectionId: string): LoadedPage {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const section = doc.getElementById(`${SECTION_ID_PREFIX}${sectionId}`) ?? doc.body;
  const list = section.querySelector(ITEMS_SELECTOR);
  const page = list ? readPageInfo(list) : null;
  if (!list || !page) throw new Error(`section "${sectionId}" has no product list`);
  return { items: Array.from(list.querySelectorAll(`:scope > ${ITEM_SELECTOR}`)), page };
}

/** Appends fetched items to `list` and tells the island runtime about them (their quick adds). */
export function appendItems(list: Element, items: readonly Element[]): Element[] {
  const doc = list.ownerDocument;
  const added = items.map((item) => doc.importNode(item, true));
  list.append(...added);
  for (const item of added) dispatchAppended(item);
  return added;
}
