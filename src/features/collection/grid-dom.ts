/**
 * The collection grid's server markup (sections/main-collection.liquid): one product list per
 * page (`data-collection-items`, with its page info in `data-page-*`) inside the pages container.
 * Load more appends the next page's list whole: the layout work of an append stays one page's,
 * however long the collection has grown.
 */
import { dispatchAppended } from '../../lib/events';
import { SECTION_ID_PREFIX } from '../../lib/section-rendering';
import type { PageInfo } from './collection-grid-props';
import type { LoadedPage } from './load-more';

export const PAGES_SELECTOR = '[data-collection-pages]';
const ITEMS_SELECTOR = '[data-collection-items]';
const ITEM_SELECTOR = '[data-collection-item]';
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

/** The product list (as the element to append) and page info of a fetched section (`?section_id=` HTML). */
export function parseLoadedPage(html: string, sectionId: string): LoadedPage {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const section = doc.getElementById(`${SECTION_ID_PREFIX}${sectionId}`) ?? doc.body;
  const list = section.querySelector(ITEMS_SELECTOR);
  const page = list ? readPageInfo(list) : null;
  if (!list || !page || !list.querySelector(ITEM_SELECTOR)) throw new Error(`section "${sectionId}" has no product list`);
  return { items: [list], page };
}

/** Appends fetched lists to the pages container and tells the island runtime (their quick adds). */
export function appendItems(container: Element, items: readonly Element[]): Element[] {
  const doc = container.ownerDocument;
  const added = items.map((item) => doc.importNode(item, true));
  container.append(...added);
  for (const item of added) dispatchAppended(item);
  return added;
}
