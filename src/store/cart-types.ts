/** The parts of Shopify's Ajax cart JSON (/cart.js) that browser code reads; the rest is kept as is. */
export interface AjaxCartItem {
  id: number;
  key: string;
  quantity: number;
  variant_id: number;
  product_id: number;
  title: string;
  price: number;
  final_line_price: number;
  properties: Record<string, unknown> | null;
  [field: string]: unknown;
}

export interface AjaxCart {
  token: string;
  note: string | null;
  attributes: Record<string, unknown>;
  item_count: number;
  total_price: number;
  items: AjaxCartItem[];
  currency: string;
  [field: string]: unknown;
}

/** One line for /cart/add.js. */
export interface CartAddItem {
  id: number;
  quantity?: number;
  properties?: Record<string, string>;
  selling_plan?: number;
}

/** Body of /cart/update.js: quantities keyed by line key (or variant id), note, attributes. */
export interface CartUpdatePayload {
  updates?: Record<string, number>;
  note?: string;
  attributes?: Record<string, string>;
}
