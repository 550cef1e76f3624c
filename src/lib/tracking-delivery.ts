/**
 * Delivers one accepted add to the trackers (a chunk of its own, imported by tracking.ts on the
 * first add): Klaviyo's 'Added to Cart' through its client events API, and, when the product was
 * reached from a search, Algolia Insights' add-to-cart conversion with that search's queryID.
 * Where they go comes from the page (`<script data-tracking-config>` in layout/theme.liquid).
 * Nothing is awaited by the add and every failure ends here.
 */
import * as v from 'valibot';
import type { InsightsClient } from 'search-insights';
import type { CartAddItem, CartLineItem } from '../contracts/cart';
import { majorUnits, trackingItem, type TrackingItem } from '../contracts/tracking-item';
import { createClientEvent, type ClientEventOptions, type ClientEventProfile } from './klaviyo';
import type { AddToCartTrack } from './tracking';
import { searchAttributionRecord, type SearchAttributionRecord } from './tracking-attribution';

export const TRACKING_CONFIG_SELECTOR = 'script[type="application/json"][data-tracking-config]';
export const KLAVIYO_ADDED_TO_CART = 'Added to Cart';
export const KLAVIYO_ANONYMOUS_ID_KEY = 'olivine:klaviyo-anonymous-id';

/** '' (the service's own host) or an http(s) origin; a trailing slash is dropped. */
const serviceOrigin = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || /^https?:\/\/[^/\s?#]+\/?$/i.test(s), 'must be empty or an http(s) origin'),
  v.transform((s) => s.replace(/\/+$/, '')),
);

const configSchema = v.object({
  klaviyo: v.object({ company_id: v.string(), host: serviceOrigin }),
  insights: v.object({ app_id: v.string(), search_key: v.string(), host: serviceOrigin }),
  /** ISO 4217 code of the cart's currency */
  currency: v.string(),
});
export type TrackingConfig = v.InferOutput<typeof configSchema>;

/** The page's tracking config, or null (no block, or one that breaks the contract: nothing is sent). */
export function readTrackingConfig(doc: Document): TrackingConfig | null {
  const text = doc.querySelector(TRACKING_CONFIG_SELECTOR)?.textContent;
  if (!text) return null;
  try {
    const parsed = v.safeParse(configSchema, JSON.parse(text));
    if (parsed.success) return parsed.output;
    console.warn(`[tracking] the page's tracking config is invalid (${v.summarize(parsed.issues)}); nothing is sent.`);
  } catch {
    console.warn("[tracking] the page's tracking config is not JSON; nothing is sent.");
  }
  return null;
}

/** The item for an add that came without one, from Shopify's first added line. */
function lineTrackingItem(line: CartLineItem): TrackingItem {
  return trackingItem({
    name: line.product_title,
    productID: line.product_id,
    categories: [],
    imageURL: line.image ?? '',
    url: line.url,
    brand: line.vendor,
    price: line.final_price,
    compareAtPrice: line.original_price,
  });
}

/** How many of `line`'s variant this add asked for (Shopify's answer may carry the whole line). */
function requestedQuantity(items: CartAddItem[], line: CartLineItem): number {
  const asked = items.filter((item) => item.id === line.variant_id).reduce((sum, item) => sum + (item.quantity ?? 1), 0);
  return asked > 0 ? asked : line.quantity;
}

/** The add's worth in major units (final prices × quantities asked), when Shopify answered with its lines. */
export function addedValue(track: Pick<AddToCartTrack, 'items' | 'added'>, productId?: string): number | undefined {
  const lines = productId === undefined ? track.added : track.added.filter((line) => String(line.product_id) === productId);
  if (lines.length === 0) return undefined;
  return majorUnits(lines.reduce((sum, line) => sum + line.final_price * requestedQuantity(track.items, line), 0));
}

/** The event's properties: the tracking item's fields plus Klaviyo's recommended AddedItem* keys. */
export function klaviyoAddedToCartProps(track: AddToCartTrack): Record<string, unknown> {
  const quantity = track.items.reduce((sum, line) => sum + (line.quantity ?? 1), 0);
  const first = track.added[0];
  const item: Partial<TrackingItem> = track.trackingItem ?? (first ? lineTrackingItem(first) : {});
  return {
    ...item,
    AddedItemProductName: item.name,
    AddedItemProductID: item.productID,
    AddedItemCategories: item.categories ?? [],
    AddedItemImageURL: item.imageURL,
    AddedItemURL: item.url,
    AddedItemPrice: item.price,
    AddedItemQuantity: quantity,
    Items: track.items.map((line) => ({ VariantID: line.id, Quantity: line.quantity ?? 1 })),
  };
}

function randomId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** klaviyo.js's exchange id (`__kla_id` cookie, base64 JSON), when it is on the page. */
function exchangeId(doc: Document): string | undefined {
  const cookie = doc.cookie.split('; ').find((part) => part.startsWith('__kla_id='));
  if (!cookie) return undefined;
  try {
    const data: unknown = JSON.parse(atob(decodeURIComponent(cookie.slice('__kla_id='.length))));
    const id = (data as { $exchange_id?: unknown } | null)?.$exchange_id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The shopper as Klaviyo can know them: an anonymous id kept in this browser, and klaviyo.js's id if any. */
export function klaviyoProfile(doc: Document, storage: Storage | null): ClientEventProfile {
  let anonymousId: string | null = null;
  try {
    anonymousId = storage?.getItem(KLAVIYO_ANONYMOUS_ID_KEY) ?? null;
    if (!anonymousId) {
      anonymousId = randomId();
      storage?.setItem(KLAVIYO_ANONYMOUS_ID_KEY, anonymousId);
    }
  } catch {
    anonymousId ??= randomId();
  }
  const kx = exchangeId(doc);
  return kx ? { anonymous_id: anonymousId, _kx: kx } : { anonymous_id: anonymousId };
}

/** The products of this add (Shopify's answer first, else the tracking item's), each once. */
function addedProductIds(track: AddToCartTrack): string[] {
  const ids = track.added.map((line) => String(line.product_id));
  const tracked = track.trackingItem?.productID;
  if (ids.length === 0 && tracked !== undefined) ids.push(String(tracked));
  return [...new Set(ids)];
}

/** The Insights conversion for one attributed product. */
export interface SearchConversion {
  record: SearchAttributionRecord;
  value: number | undefined;
  quantity: number;
  currency: string;
}

export function searchConversions(track: AddToCartTrack, currency: string, clicks: Storage | null): SearchConversion[] {
  return addedProductIds(track).flatMap((productId) => {
    const record = searchAttributionRecord(productId, clicks);
    if (!record) return [];
    const lines = track.added.filter((line) => String(line.product_id) === productId);
    const quantity = lines.reduce((sum, line) => sum + requestedQuantity(track.items, line), 0) || 1;
    return [{ record, value: addedValue(track, productId), quantity, currency }];
  });
}

export interface DeliveryDeps {
  doc: Document;
  /** where the Klaviyo anonymous id lives (localStorage) */
  storage: Storage | null;
  /** where the search clicks are remembered (sessionStorage, see tracking-attribution) */
  clicks: Storage | null;
  sendKlaviyo: (options: ClientEventOptions) => Promise<void>;
  /** search-insights, initialised for `config` (loaded only when there is something to send) */
  insights: (config: TrackingConfig['insights']) => Promise<InsightsClient>;
}

let insightsClient: Promise<InsightsClient> | null = null;

function loadInsights(config: TrackingConfig['insights']): Promise<InsightsClient> {
  insightsClient ??= import('search-insights').then(({ default: aa }) => {
    // No cookie: the anonymous token lives for the page; the queryID carries the attribution.
    aa('init', { appId: config.app_id, apiKey: config.search_key, useCookie: false, ...(config.host ? { host: config.host } : {}) });
    return aa;
  });
  return insightsClient;
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null; // blocked by the browser's settings
  }
}

const defaultDeps = (): DeliveryDeps => ({
  doc: document,
  storage: browserStorage('localStorage'),
  clicks: browserStorage('sessionStorage'),
  sendKlaviyo: createClientEvent,
  insights: loadInsights,
});

function sendInsights(config: TrackingConfig, conversions: SearchConversion[], deps: DeliveryDeps): void {
  if (conversions.length === 0 || !config.insights.app_id || !config.insights.search_key) return;
  deps
    .insights(config.insights)
    .then((aa) => {
      for (const { record, value, quantity, currency } of conversions) {
        const price = value === undefined ? undefined : Math.round((value / quantity) * 100) / 100;
        const sent = aa('addedToCartObjectIDsAfterSearch', {
          eventName: record.eventName,
          index: record.index,
          queryID: record.queryID,
          objectIDs: record.objectIDs,
          ...(value === undefined ? {} : { objectData: [{ price, quantity }], value, currency }),
        });
        void Promise.resolve(sent).catch(() => {});
      }
    })
    .catch(() => {
      /* Insights unreachable or misconfigured: the add is unaffected */
    });
}

/** Shopify's added lines that carry what trackers read (an odd answer must not produce NaN values). */
function usableLines(added: unknown): CartLineItem[] {
  if (!Array.isArray(added)) return [];
  return added.filter((line): line is CartLineItem => {
    const candidate = line as Partial<CartLineItem> | null;
    return (
      Number.isSafeInteger(candidate?.product_id) &&
      Number.isSafeInteger(candidate?.variant_id) &&
      Number.isFinite(candidate?.final_price) &&
      Number.isFinite(candidate?.quantity)
    );
  });
}

/** Sends one accepted add to every tracker; returns at once (nothing to await). */
export function deliverAddToCart(given: AddToCartTrack, overrides: Partial<DeliveryDeps> = {}): void {
  const track: AddToCartTrack = { ...given, added: usableLines(given.added) };
  const deps = { ...defaultDeps(), ...overrides };
  const config = readTrackingConfig(deps.doc);
  if (!config) return;
  if (config.klaviyo.company_id) {
    const value = addedValue(track);
    deps
      .sendKlaviyo({
        companyId: config.klaviyo.company_id,
        host: config.klaviyo.host,
        metric: KLAVIYO_ADDED_TO_CART,
        properties: klaviyoAddedToCartProps(track),
        profile: klaviyoProfile(deps.doc, deps.storage),
        ...(value === undefined ? {} : { value }),
        uniqueId: randomId(),
        time: new Date().toISOString(),
      })
      .catch(() => {
        /* Klaviyo down or refusing: logged by nobody, felt by nobody */
      });
  }
  sendInsights(config, searchConversions(track, config.currency, deps.clicks), deps);
}
