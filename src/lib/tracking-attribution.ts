/**
 * Which search a product was reached from, for Algolia's add-to-cart conversion (spec §3 "Search
 * attribution record"). The search overlay remembers a product when the shopper opens it or quick
 * adds it from the results (its objectID, that search's queryID and the products index); an add
 * of that product later in the same tab is attributed to that search. A product nobody reached
 * from a search has nothing remembered, so nothing is sent. Kept per tab (sessionStorage): a
 * product found in a search days ago and reached directly today is not "from a search".
 */

/** One remembered search result. */
export interface SearchClick {
  /** Shopify product id, as a string */
  productId: string;
  /** the hit's objectID in the products index */
  objectID: string;
  /** the search's queryID (32 hex characters, from a clickAnalytics search) */
  queryID: string;
  /** the products index name */
  index: string;
}

/** Spec §3 "Search attribution record", with the search's real queryID. */
export interface SearchAttributionRecord {
  eventName: 'Added to cart';
  index: string;
  queryID: string;
  objectIDs: string[];
  productId: string;
}

export const SEARCH_CLICKS_KEY = 'olivine:search-clicks';
/** The newest this many products are remembered; older ones drop out. */
export const SEARCH_CLICKS_LIMIT = 50;
const QUERY_ID = /^[0-9a-f]{32}$/;

function isSearchClick(value: unknown): value is SearchClick {
  if (typeof value !== 'object' || value === null) return false;
  const click = value as Record<string, unknown>;
  return (
    typeof click.productId === 'string' &&
    click.productId !== '' &&
    typeof click.objectID === 'string' &&
    click.objectID !== '' &&
    typeof click.queryID === 'string' &&
    QUERY_ID.test(click.queryID) &&
    typeof click.index === 'string' &&
    click.index !== ''
  );
}

function defaultStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked by the browser's settings
  }
}

/** The remembered clicks, newest last; anything unreadable is ignored. */
export function readSearchClicks(storage: Storage | null = defaultStorage()): SearchClick[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SEARCH_CLICKS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSearchClick) : [];
  } catch {
    return [];
  }
}

/** Remembers that `click.productId` was reached from that search (replacing an older search for it). */
export function rememberSearchClick(click: SearchClick, storage: Storage | null = defaultStorage()): void {
  if (!isSearchClick(click) || !storage) return;
  const clicks = readSearchClicks(storage).filter((known) => known.productId !== click.productId);
  clicks.push({ productId: click.productId, objectID: click.objectID, queryID: click.queryID, index: click.index });
  try {
    storage.setItem(SEARCH_CLICKS_KEY, JSON.stringify(clicks.slice(-SEARCH_CLICKS_LIMIT)));
  } catch {
    /* storage full or blocked: that add simply goes unattributed */
  }
}

/** The record for an add of `productId`, or null when the shopper did not reach it from a search. */
export function searchAttributionRecord(
  productId: string | number | null | undefined,
  storage: Storage | null = defaultStorage(),
): SearchAttributionRecord | null {
  if (productId === null || productId === undefined || productId === '') return null;
  const id = String(productId);
  const click = readSearchClicks(storage).find((known) => known.productId === id);
  if (!click) return null;
  return { eventName: 'Added to cart', index: click.index, queryID: click.queryID, objectIDs: [click.objectID], productId: id };
}
