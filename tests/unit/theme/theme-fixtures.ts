// Hand-made Liquid objects (Shopify property names) for rendering the theme without the sample shop.
const image = (file: string, alt: string) => ({
  id: 1,
  src: `/cdn/shop/files/${file}`,
  url: `/cdn/shop/files/${file}`,
  width: 1200,
  height: 1200,
  alt,
  aspect_ratio: 1,
  media_type: 'image',
  presentation: { focal_point: '50% 50%' },
});

export const HOSTILE = '"><script>alert(1)</script>';

const plan = { id: 701, name: 'Deliver every 2 months, save 10%', selected: false, group_id: 7 };
const variants = [
  { id: 11, title: '500 ml', price: 2400, compare_at_price: 2800, available: true, requires_selling_plan: false, featured_image: null },
  { id: 12, title: '1 L', price: 4200, compare_at_price: null, available: false, requires_selling_plan: false, featured_image: null },
];
export const product = {
  id: 1,
  handle: 'the-everyday',
  title: 'The Everyday',
  url: '/products/the-everyday',
  vendor: 'Good Drop',
  price: 2400,
  price_varies: true,
  compare_at_price: 2800,
  available: true,
  featured_image: image('products/lemon-can.svg', 'A lemon can'),
  images: [image('products/lemon-can.svg', 'A lemon can')],
  description: '<p>Bright and grassy.</p>',
  options: ['Size'],
  variants,
  selected_or_first_available_variant: variants[0],
  has_only_default_variant: false,
  selling_plan_groups: [{ id: 7, name: 'Subscribe & Save', selling_plans: [plan] }],
  requires_selling_plan: false,
};
const soldOutVariant = { ...variants[1], title: 'Default Title' };
export const soldOutProduct = {
  ...product,
  id: 2,
  handle: 'harvest-reserve',
  title: 'Harvest Reserve',
  url: '/products/harvest-reserve',
  available: false,
  price_varies: false,
  compare_at_price: null,
  has_only_default_variant: true,
  selling_plan_groups: [],
  variants: [soldOutVariant],
  selected_or_first_available_variant: soldOutVariant,
};
export const subscriptionOnlyProduct = { ...product, id: 3, requires_selling_plan: true };
export const oneVariantProduct = {
  ...product,
  id: 4,
  handle: 'the-duo',
  title: 'The Duo',
  url: '/products/the-duo',
  has_only_default_variant: true,
  price_varies: false,
  variants: [variants[0]],
  selected_or_first_available_variant: variants[0],
};

const article = {
  id: 5,
  title: 'Ten ways to drizzle',
  url: '/blogs/glog/ten-ways',
  author: 'Pat',
  published_at: '2026-10-01T10:00:00Z',
  image: image('articles/article-01.svg', 'A drizzle'),
  excerpt: '<p>Drizzle it.</p>',
  content: '<p>Body</p>',
  tags: ['Recipes', 'Featured_Home'],
};
export const blog = {
  id: 9,
  handle: 'glog',
  title: 'The Glog',
  url: '/blogs/glog',
  articles: [article],
  articles_count: 1,
  all_tags: ['Recipes', 'Featured_Home'],
};
export { article };
export const collection = {
  id: 3,
  handle: 'olive-oil',
  title: 'Olive Oil',
  url: '/collections/olive-oil',
  description: '<p>Cans.</p>',
  products: [product, soldOutProduct],
  products_count: 2,
  featured_image: image('collections/olive-oil.svg', 'Cans'),
};
const mainMenu = {
  handle: 'main-menu',
  title: 'Main menu',
  links: [
    {
      title: 'Shop',
      url: '/collections/all',
      type: 'catalog_link',
      active: false,
      current: false,
      links: [{ title: 'The Everyday', url: '/products/the-everyday', type: 'product_link', object: product, links: [] }],
    },
    { title: 'Glog', url: '/blogs/glog', type: 'blog_link', active: false, current: false, links: [] },
  ],
};
const footerMenu = { handle: 'footer', title: 'Footer', links: [{ title: 'Search', url: '/search', links: [] }] };

const address = {
  id: 77,
  first_name: 'Olive',
  last_name: 'Oyl',
  address1: '1 Grove St',
  city: 'Ojai',
  country: 'United States',
  province: 'California',
  zip: '93023',
  url: '/account/addresses/77',
};
const order = {
  name: '#1001',
  customer_url: '/account/orders/abc',
  created_at: '2026-09-01',
  financial_status_label: 'Paid',
  fulfillment_status_label: 'Fulfilled',
  total_price: 5400,
  line_items: [{ title: 'The Everyday - 500 ml', quantity: 2, final_line_price: 4800 }],
  line_items_subtotal_price: 4800,
  shipping_price: 600,
  shipping_address: address,
  billing_address: address,
};
export const customer = {
  first_name: 'Olive',
  email: 'olive@example.com',
  default_address: address,
  addresses: [address],
  addresses_count: 1,
  new_address: {},
  orders: [order],
  subscriptions: [{ id: 1 }],
};
export { order };

export const cart = {
  item_count: 2,
  total_price: 4800,
  note: `hi ${HOSTILE}`,
  attributes: {},
  items: [
    {
      id: 11,
      key: '11:abc',
      quantity: 2,
      url: '/products/the-everyday?variant=11',
      url_to_remove: '/cart/change?line=1&quantity=0',
      image: image('products/lemon-can.svg', 'A lemon can'),
      product,
      variant: variants[0],
      final_line_price: 4800,
      original_line_price: 4800,
      properties: { 'Gift message': HOSTILE, _nextId: 'private' },
      selling_plan_allocation: { selling_plan: plan },
      line_level_discount_allocations: [],
    },
  ],
};
export const emptyCart = { item_count: 0, items: [], total_price: 0, note: null, attributes: {} };

export const shop = {
  name: 'Good Drop Olive Oil Co.',
  email: 'hello@gooddrop.example',
  money_format: '${{amount}}',
  money_with_currency_format: '${{amount}} USD',
  currency: 'USD',
};
const routes = {
  root_url: '/',
  account_url: '/account',
  account_login_url: '/account/login',
  account_logout_url: '/account/logout',
  account_register_url: '/account/register',
  account_addresses_url: '/account/addresses',
  collections_url: '/collections',
  all_products_collection_url: '/collections/all',
  search_url: '/search',
  cart_url: '/cart',
  cart_add_url: '/cart/add',
  cart_change_url: '/cart/change',
  cart_update_url: '/cart/update',
};

export const resolver = {
  linklist: (handle: string) => ({ 'main-menu': mainMenu, footer: footerMenu })[handle],
  product: (handle: string) => (handle === product.handle ? product : undefined),
  collection: (handle: string) => (handle === collection.handle ? collection : undefined),
  blog: (handle: string) => (handle === blog.handle ? blog : undefined),
  page: () => undefined,
  article: () => undefined,
  image: (ref: string) => image(ref.replace('shopify://shop_images/', ''), 'Hero'),
};

export const baseGlobals = {
  shop,
  routes,
  cart,
  linklists: { 'main-menu': mainMenu, footer: footerMenu },
  collections: [collection],
  blogs: { glog: blog },
  page_title: 'Test page',
  canonical_url: 'http://127.0.0.1:9292/',
  current_page: 1,
  request: { locale: { iso_code: 'en' }, page_type: 'index', path: '/' },
  all_country_option_tags: '<option value="---" data-provinces="[]">---</option>\n<option value="United States" data-provinces="[]">United States</option>',
};
