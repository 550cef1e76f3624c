// The sample shop's domain records: the format of preview/data/*.json and what the catalog
// hands to the cart, the customers service and the Liquid object builders.
// Money is integer cents. Ids are positive integers, unique per kind.
import type { FilterSetting } from './filters/filter-settings';

export interface ImageRecord {
  /** file name under preview/data/images, e.g. "products/lemon-can.svg" */
  file: string;
  alt: string;
  width: number;
  height: number;
  /** the merchant's focal point, "x% y%" (Shopify's image.presentation.focal_point); centre when absent */
  focal_point?: string;
}

/** A product video: a file under preview/data/videos with a still shown before it plays. */
export interface VideoRecord {
  /** file name under preview/data/videos, e.g. "everyday-pour.webm" */
  file: string;
  mime_type: 'video/webm' | 'video/mp4';
  alt: string;
  width: number;
  height: number;
  /** seconds */
  duration: number;
  poster: ImageRecord;
  /** the same clip in other formats, listed after `file` in the video's sources (e.g. an MP4 fallback) */
  alternates?: { file: string; mime_type: VideoRecord['mime_type'] }[];
}

/** A product video hosted on YouTube or Vimeo (`external_video` media). */
export interface ExternalVideoRecord {
  host: 'youtube' | 'vimeo';
  external_id: string;
  alt: string;
  poster: ImageRecord;
}

/** A 3D model (`model` media): a GLB file and the still shown before it loads. */
export interface ModelRecord {
  /** file name under the shop's files, e.g. "models/the-sampler.glb" */
  file: string;
  alt: string;
  poster: ImageRecord;
}

export interface SellingPlanPriceAdjustment {
  order_count: number | null;
  position: number;
  value_type: 'percentage' | 'fixed_amount' | 'price';
  /** percentage points for 'percentage', cents otherwise */
  value: number;
}

export interface SellingPlan {
  id: number;
  name: string; // "Deliver every 2 months, save 10%"
  description: string | null;
  /** option values in the group's option order, e.g. ["2 months"] */
  options: string[];
  recurring_deliveries: boolean;
  price_adjustments: SellingPlanPriceAdjustment[];
}

export interface SellingPlanGroup {
  id: number;
  name: string; // "Subscribe & Save"
  app_id: string | null;
  options: { name: string; position: number; values: string[] }[];
  selling_plans: SellingPlan[];
}

export interface Variant {
  id: number;
  title: string; // "Default Title" for single-variant products
  /** values in product.options order */
  options: string[];
  sku: string;
  price: number;
  compare_at_price: number | null;
  /** null = not tracked (unlimited) */
  inventory_quantity: number | null;
  /** 'deny' = cannot oversell; 'continue' = can */
  inventory_policy: 'deny' | 'continue';
  available: boolean;
  requires_shipping: boolean;
  taxable: boolean;
  grams: number;
  barcode: string | null;
  image: ImageRecord | null;
  requires_selling_plan: boolean;
  /** ids of selling plan groups offered on this variant */
  selling_plan_group_ids: number[];
  metafields: Record<string, Record<string, unknown>>;
}

/** An option value's swatch: a CSS colour (hex) and/or an image. */
export interface OptionSwatch {
  color?: string;
  image?: ImageRecord;
}

export interface Product {
  id: number;
  handle: string;
  title: string;
  body_html: string;
  vendor: string;
  product_type: string;
  tags: string[];
  published_at: string; // ISO
  created_at: string;
  options: string[]; // ["Size", "Flavor"]; ["Title"] for single-variant products
  variants: Variant[];
  images: ImageRecord[];
  /** product videos, shown after the images in `product.media` */
  videos?: VideoRecord[];
  /** YouTube/Vimeo videos and 3D models, after the videos in `product.media` */
  external_videos?: ExternalVideoRecord[];
  models?: ModelRecord[];
  selling_plan_groups: SellingPlanGroup[];
  requires_selling_plan: boolean;
  gift_card: boolean;
  /** namespace -> key -> value (values already in their Liquid-facing form) */
  metafields: Record<string, Record<string, unknown>>;
  /** Linked products (e.g. the other cans of 'The Duo'), by handle */
  linked_products?: string[];
  /** option name -> value name -> the value's swatch (Shopify's swatch: a colour and/or an image) */
  option_swatches?: Record<string, Record<string, OptionSwatch>>;
  /** a combined listing's parent: its child products, by handle (their variants are the listing's) */
  combined_listing_children?: string[];
  template_suffix: string | null;
}

export interface Collection {
  id: number;
  handle: string;
  title: string;
  body_html: string;
  image: ImageRecord | null;
  /** product handles in display order */
  products: string[];
  sort_order: string; // 'manual'
  template_suffix: string | null;
  metafields: Record<string, Record<string, unknown>>;
}

export interface Article {
  id: number;
  handle: string;
  title: string;
  author: string;
  body_html: string;
  summary_html: string;
  tags: string[];
  published_at: string;
  image: ImageRecord | null;
  template_suffix: string | null;
}

export interface Blog {
  id: number;
  handle: string; // "glog"
  title: string;
  articles: Article[]; // newest first
  template_suffix: string | null;
}

export interface Page {
  id: number;
  handle: string;
  title: string;
  body_html: string;
  template_suffix: string | null;
}

export interface MenuLink {
  title: string;
  url: string; // storefront URL, e.g. "/collections/all"
  /** when the link points at a resource */
  type: 'frontpage_link' | 'collection_link' | 'product_link' | 'page_link' | 'blog_link' | 'search_link' | 'catalog_link' | 'http_link';
  object_handle?: string;
  links: MenuLink[];
}

export interface Menu {
  handle: string; // "main-menu", "footer"
  title: string;
  links: MenuLink[];
}

export interface AddressRecord {
  id: number;
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  province_code: string;
  country: string; // name, e.g. "United States"
  country_code: string; // ISO alpha-2
  zip: string;
  phone: string;
}

export interface OrderLine {
  variant_id: number;
  product_handle: string;
  title: string;
  variant_title: string | null;
  quantity: number;
  price: number;
  selling_plan_name: string | null;
}

/** An order's discount: a code or an automatic discount, on the lines (spread over them) or on shipping. */
export interface OrderDiscount {
  title: string;
  type: 'discount_code' | 'automatic' | 'manual';
  value_type: 'percentage' | 'fixed_amount';
  /** percent, or cents for fixed_amount */
  value: number;
  target_type: 'line_item' | 'shipping_line';
  /** cents taken off the order by this discount */
  amount: number;
}

/** A shipment of some of the order's lines (by index into `lines`). */
export interface OrderFulfillment {
  created_at: string;
  tracking_company: string;
  tracking_number: string;
  tracking_url: string;
  line_indexes: number[];
}

export interface OrderRecord {
  id: number;
  name: string; // "#1001"
  created_at: string;
  financial_status: string;
  fulfillment_status: string;
  lines: OrderLine[];
  /** after line discounts: the lines' total less the line_item discounts */
  subtotal_price: number;
  /** after shipping discounts */
  shipping_price: number;
  total_price: number;
  /** the addresses as they were when the order was placed (else the customer's default) */
  shipping_address?: Omit<AddressRecord, 'id'>;
  billing_address?: Omit<AddressRecord, 'id'>;
  shipping_method?: string;
  discounts?: OrderDiscount[];
  fulfillments?: OrderFulfillment[];
}

export interface SubscriptionRecord {
  id: number;
  product_handle: string;
  variant_id: number;
  selling_plan_id: number;
  status: 'active' | 'paused' | 'cancelled';
  next_charge_date: string;
}

export interface CustomerRecord {
  id: number;
  email: string;
  /** for the sample customer only; real sign-ups are stored hashed in SQLite. '' = invited, not yet activated */
  password: string;
  first_name: string;
  last_name: string;
  accepts_marketing: boolean;
  tags: string[];
  addresses: AddressRecord[];
  default_address_id: number | null;
  orders: OrderRecord[];
  subscriptions: SubscriptionRecord[];
}

/** A language the shop publishes: the primary one is served at `/`, each other under `/<iso_code>/`. */
export interface ShopLocale {
  iso_code: string;
  /** the language's name in the shop's primary language */
  name: string;
  /** the language's name in itself */
  endonym_name: string;
  primary: boolean;
}

export interface ShopRecord {
  name: string;
  email: string;
  domain: string;
  permanent_domain: string;
  currency: string;
  money_format: string;
  money_with_currency_format: string;
  description: string;
  /** the primary locale's iso_code */
  locale: string;
  /** every published language, the primary one included */
  published_locales: ShopLocale[];
  /** the shop's uploaded images (Content > Files) with their alt text and focal point; image settings find them first */
  files?: ImageRecord[];
}

/** The whole sample shop as loaded from preview/data. */
export interface ShopData {
  shop: ShopRecord;
  products: Product[];
  collections: Collection[];
  blogs: Blog[];
  pages: Page[];
  menus: Menu[];
  customers: CustomerRecord[];
  /** the storefront filters the merchant set up (filters.json); Shopify's defaults without one */
  filters?: FilterSetting[];
  /** the shop's metaobject entries (metaobjects.json), read by metaobject_reference metafields and `metaobjects` */
  metaobjects?: MetaobjectsRecord;
}

/** Metaobject entries by type and handle; each field is a metafield value, typed `{ type, value }` or untyped. */
export type MetaobjectsRecord = Record<string, Record<string, Record<string, unknown>>>;

/** Read-only access to the catalog; built once from ShopData with indexes. */
export interface Catalog {
  readonly data: ShopData;
  product(handle: string): Product | undefined;
  productById(id: number): Product | undefined;
  variant(id: number): { product: Product; variant: Variant } | undefined;
  collection(handle: string): Collection | undefined;
  /** products of a collection, resolved; 'all' is every product */
  collectionProducts(handle: string): Product[];
  blog(handle: string): Blog | undefined;
  article(blogHandle: string, articleHandle: string): Article | undefined;
  page(handle: string): Page | undefined;
  menu(handle: string): Menu | undefined;
  sellingPlan(productId: number, sellingPlanId: number): { group: SellingPlanGroup; plan: SellingPlan } | undefined;
}
