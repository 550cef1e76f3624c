// The offline stand-in for Shopify's hosted standard storefront events library
// (cdn.shopify.com/storefront/standard-events.js), written from its documentation: one Event class
// per `shopify:*` event whose payload fields sit on the event, a deferred promise per class, the
// collection URL helpers, and the view-event element mixin. Served to the browser as a module.

/** The documented event names, keyed as themes read them (`StandardEvents.cartLinesUpdate`). */
export const StandardEvents = {
  pageView: 'shopify:page:view',
  productView: 'shopify:product:view',
  productSelect: 'shopify:product:select',
  collectionView: 'shopify:collection:view',
  collectionUpdate: 'shopify:collection:update',
  searchView: 'shopify:search:view',
  searchUpdate: 'shopify:search:update',
  cartView: 'shopify:cart:view',
  cartLinesUpdate: 'shopify:cart:lines-update',
  cartNoteUpdate: 'shopify:cart:note-update',
  cartDiscountUpdate: 'shopify:cart:discount-update',
  cartError: 'shopify:cart:error',
} as const;

type Payload = Record<string, unknown>;

export interface Deferred<T = unknown> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason?: unknown) => void;
}

/** Fields an Event already owns; a payload never overwrites them. */
const RESERVED = new Set(Object.getOwnPropertyNames(Event.prototype).concat(['isTrusted']));

/** A standard event: bubbles to document (and out of shadow roots), its payload on the event itself. */
export class StandardEvent extends Event {
  [field: string]: unknown;

  constructor(type: string, payload: Payload = {}) {
    super(type, { bubbles: true, composed: true });
    for (const [key, value] of Object.entries(payload)) if (!RESERVED.has(key)) this[key] = value;
  }

  /** A promise with its resolve and reject, for the `promise` field of an event's payload. */
  static createPromise<T = unknown>(): Deferred<T> {
    let resolve!: (value: T) => void;
    let reject!: (reason?: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }
}

const eventClass = (type: string) =>
  class extends StandardEvent {
    static readonly eventName = type;
    constructor(payload: Payload = {}) {
      super(type, payload);
    }
  };

export class PageViewEvent extends eventClass(StandardEvents.pageView) {}
export class ProductViewEvent extends eventClass(StandardEvents.productView) {}
export class ProductSelectEvent extends eventClass(StandardEvents.productSelect) {}
export class CollectionViewEvent extends eventClass(StandardEvents.collectionView) {}
export class SearchViewEvent extends eventClass(StandardEvents.searchView) {}

interface AjaxCart {
  token?: string;
  item_count?: number;
  total_price?: number;
  currency?: string;
  note?: string | null;
  items?: { key?: string; variant_id?: number | string; quantity?: number; final_line_price?: number }[];
}

/** Events whose promise resolves with a cart: that cart in the Storefront API's shape, from an Ajax API answer. */
const cartEventClass = (type: string) =>
  class extends eventClass(type) {
    /** A `/cart.js` answer as the Storefront API cart the event's promise resolves with (amounts in units, not cents). */
    static createCartFromAjaxResponse(ajax: AjaxCart) {
      const currencyCode = ajax.currency ?? 'USD';
      const money = (cents: number | undefined) => ({ amount: (Number(cents) || 0) / 100, currencyCode });
      return {
        id: ajax.token ?? '',
        totalQuantity: Number(ajax.item_count) || 0,
        note: ajax.note ?? null,
        cost: { totalAmount: money(ajax.total_price) },
        lines: (ajax.items ?? []).map((item) => ({
          id: item.key ?? '',
          quantity: Number(item.quantity) || 0,
          merchandise: { id: item.variant_id ?? null },
          cost: { totalAmount: money(item.final_line_price) },
        })),
      };
    }
  };

export class CartViewEvent extends cartEventClass(StandardEvents.cartView) {}
export class CartLinesUpdateEvent extends cartEventClass(StandardEvents.cartLinesUpdate) {}
export class CartNoteUpdateEvent extends cartEventClass(StandardEvents.cartNoteUpdate) {}
export class CartDiscountUpdateEvent extends cartEventClass(StandardEvents.cartDiscountUpdate) {}
export class CartErrorEvent extends eventClass(StandardEvents.cartError) {}

/** A Storefront API ProductFilter, as `filter.*` URL parameters express it. */
type ProductFilter = Record<string, unknown>;

function filterOf(name: string, value: string): ProductFilter | undefined {
  if (name === 'filter.p.product_type') return { productType: value };
  if (name === 'filter.p.vendor') return { productVendor: value };
  if (name === 'filter.p.tag') return { tag: value };
  if (name.startsWith('filter.v.option.')) return { variantOption: { name: name.slice('filter.v.option.'.length), value } };
  const metafield = /^filter\.([pv])\.m\.([^.]+)\.(.+)$/.exec(name);
  if (metafield) {
    const [, owner, namespace, key] = metafield;
    return { [owner === 'p' ? 'productMetafield' : 'variantMetafield']: { namespace, key, value } };
  }
  return undefined;
}

const SORT_KEYS: Record<string, string> = {
  manual: 'MANUAL',
  'best-selling': 'BEST_SELLING',
  relevance: 'RELEVANCE',
  title: 'TITLE',
  price: 'PRICE',
  created: 'CREATED',
  id: 'ID',
};

/** Collection and search updates: their filters and sort order read from the page's URL. */
const filterEventClass = (type: string, unsorted: string) =>
  class extends eventClass(type) {
    /** The filters a URL's `filter.*` parameters apply; undefined when none is active. */
    static parseProductFilters(search: string = location.search): ProductFilter[] | undefined {
      const params = new URLSearchParams(search);
      const filters: ProductFilter[] = [];
      // In stock and out of stock together narrow nothing.
      const availability = params.getAll('filter.v.availability');
      if (availability.length === 1) filters.push({ available: availability[0] === '1' });
      const min = params.get('filter.v.price.gte');
      const max = params.get('filter.v.price.lte');
      if (min || max) filters.push({ price: { ...(min ? { min: Number(min) } : {}), ...(max ? { max: Number(max) } : {}) } });
      for (const [name, value] of params) {
        const filter = filterOf(name, value);
        if (filter) filters.push(filter);
      }
      return filters.length > 0 ? filters : undefined;
    }

    /** The sort key `sort_by` names (`price-descending` → PRICE); the collection's own order (search: relevance) when absent. */
    static getSortKey(search: string = location.search): string | undefined {
      const sortBy = new URLSearchParams(search).get('sort_by');
      if (!sortBy) return unsorted;
      return SORT_KEYS[sortBy.replace(/-(ascending|descending)$/, '')];
    }
  };

export class CollectionUpdateEvent extends filterEventClass(StandardEvents.collectionUpdate, 'COLLECTION_DEFAULT') {}
export class SearchUpdateEvent extends filterEventClass(StandardEvents.searchUpdate, 'RELEVANCE') {}

/** The view event a `view-event-payload` announces: the resource it carries names it. */
function viewEventOf(payload: Payload): StandardEvent | undefined {
  if ('product' in payload) return new ProductViewEvent(payload);
  if ('collection' in payload) return new CollectionViewEvent(payload);
  if ('cart' in payload) return new CartViewEvent(payload);
  if ('search' in payload) return new SearchViewEvent(payload);
  return undefined;
}

// A mixin constructor must take any arguments (TypeScript requires `any[]` there).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ElementClass = new (...args: any[]) => HTMLElement;
type Trigger = 'connect' | 'intersect' | 'dialog' | 'manual';

/**
 * A custom element base that dispatches its view event (the JSON in its `view-event-payload`
 * attribute): on connect, when first visible (`intersect`), each time its dialog opens (`dialog`),
 * or only when the theme calls dispatchViewEvent() (`manual`). `view-event-trigger` overrides the default.
 */
export function createViewEventElement<Base extends ElementClass>(base: Base, options: { defaultTrigger?: Trigger } = {}) {
  return class ViewEventElement extends base {
    #stop: (() => void) | undefined;

    connectedCallback(): void {
      (base.prototype as { connectedCallback?: () => void }).connectedCallback?.call(this);
      const trigger = (this.getAttribute('view-event-trigger') ?? options.defaultTrigger ?? 'connect') as Trigger;
      if (trigger === 'connect') this.dispatchViewEvent();
      else if (trigger === 'intersect') this.#whenVisible();
      else if (trigger === 'dialog') this.#whenDialogOpens();
    }

    disconnectedCallback(): void {
      (base.prototype as { disconnectedCallback?: () => void }).disconnectedCallback?.call(this);
      this.#stop?.();
      this.#stop = undefined;
    }

    /** Dispatches the view event now; nothing when the element carries no payload. */
    dispatchViewEvent(): void {
      const raw = this.getAttribute('view-event-payload');
      if (!raw) return;
      let payload: unknown;
      try {
        payload = JSON.parse(raw);
      } catch {
        return;
      }
      const event = payload && typeof payload === 'object' ? viewEventOf(payload as Payload) : undefined;
      if (event) this.dispatchEvent(event);
    }

    #whenVisible(): void {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        this.dispatchViewEvent();
      });
      observer.observe(this);
      this.#stop = () => observer.disconnect();
    }

    #whenDialogOpens(): void {
      const dialog = this.closest('dialog');
      if (!dialog) return;
      const observer = new MutationObserver(() => {
        if (dialog.open) this.dispatchViewEvent();
      });
      observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
      this.#stop = () => observer.disconnect();
    }
  };
}
