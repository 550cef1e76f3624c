/** The product page's data as Liquid renders it into the islands' props (spec §3). Money is cents. */

export interface Note {
  title: string;
  text: string;
}

export interface Refill {
  variant: number;
  title: string;
  image: string;
  price: number;
  non_sub_price: number;
  is_cans: boolean;
  notes: Note[];
}

export interface SellingPlanOption {
  /** the selling plan id sent as `selling_plan` */
  value: number;
  /** the frequency, e.g. "2 months" */
  label: string;
  index: number;
  price: number;
  cap: number;
  discount: number;
  free_shipping: boolean;
  note: string;
  refills: Refill[];
}

export interface FirstOrderItem {
  title: string;
  cap: number;
  price: number;
}

export interface ProductVariant {
  id: number;
  title: string;
  /** option values in product option order */
  options: string[];
  price: number;
  /** compare-at price; 0 means none */
  cap: number;
  available: boolean;
  discount: number;
  free_shipping: boolean;
  custom_message: { subscription: string; onetime: string };
  has_subscriptions: boolean;
  subscription_only: boolean;
  subscriptions: SellingPlanOption[];
  multiple: { show_alert: boolean; is_multiple: boolean };
  first_order_includes: FirstOrderItem[];
  /** external buy link; '' when none */
  purchase_url: string;
  /** index into the media list, or -1 */
  media_index: number;
}

export interface IncludedProduct {
  name: string;
  title: string;
  image: string;
  price: number;
  cart: { id: number; title: string; is_cans: boolean };
  notes: Note[];
}

export interface ProductOption {
  name: string;
  values: string[];
}

export interface ProductData {
  id: number;
  handle: string;
  title: string;
  type: string;
  url: string;
  image: string;
  vendor: string;
  gift_card: boolean;
  waitlist_enabled: boolean;
  waitlist_id: string;
  options: ProductOption[];
  variants: ProductVariant[];
  included_products: IncludedProduct[];
}
