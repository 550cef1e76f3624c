// Seed for shop.json, pages.json, menus.json and customers.json.
import type { CustomerRecord, Menu, MenuLink, Page, ShopRecord } from '../../shop/types';
import { HERO_FOCAL_POINT } from '../art/landscapes';
import { DISCLOSURE_FILES } from './metaobject-seed';

export const SHOP: ShopRecord = {
  name: 'Good Drop Olive Oil Co.',
  email: 'hello@gooddrop.example',
  domain: 'gooddrop.example',
  permanent_domain: 'good-drop-olive-oil.myshopify.com',
  currency: 'USD',
  money_format: '${{amount}}',
  money_with_currency_format: '${{amount}} USD',
  description: 'Single-origin olive oil in bright, squeezable cans. Buy once or subscribe and Get Refills!',
  locale: 'en',
  published_locales: [
    { iso_code: 'en', name: 'English', endonym_name: 'English', primary: true },
    { iso_code: 'fr', name: 'French', endonym_name: 'français', primary: false },
  ],
  // Banners picked in section settings (shopify://shop_images/…). The hero's focal point keeps
  // the pouring can in view where the text card and the phone crop would hide it.
  files: [
    { file: 'banners/hero-pour.svg', alt: 'A can of The Everyday pouring a stream of olive oil into a red bowl', width: 2400, height: 1000, focal_point: HERO_FOCAL_POINT },
    { file: 'banners/grove-sicily.svg', alt: 'Olive trees on green hills above the sea, a snowy volcano and a lemon branch', width: 2400, height: 1000 },
    { file: 'banners/grove-crete.svg', alt: 'Olive trees in front of white houses with blue doors on a golden hill by the sea', width: 2400, height: 1000 },
    { file: 'banners/grove-andalusia.svg', alt: 'Rows of olive trees on rolling ochre hills below a white village', width: 2400, height: 1000 },
    { file: 'banners/refills.svg', alt: 'A row of pale blue refill tins beside a can of The Everyday', width: 2400, height: 1000 },
    { file: 'banners/glog.svg', alt: 'A kitchen table with a recipe notebook, a can of The Everyday, lemons and a baguette', width: 2400, height: 1000 },
    // The product disclosures' symbols (metaobjects.json).
    ...DISCLOSURE_FILES,
  ],
};

export const PAGES: Page[] = [
  { id: 6001, handle: 'about', title: 'About Us', template_suffix: null, body_html: '<p>We are Good Drop: a tiny team with a big thing for olive oil.</p><p>We got tired of dusty bottles going rancid next to the stove, so we put great single-origin oil in cans that keep light and air out. Then we made refills, so you only ever need one can.</p><p>That is it. That is the company. Pass the bread.</p>' },
  { id: 6002, handle: 'contact', title: 'Contact', template_suffix: 'contact', body_html: '<p>Questions, compliments, recipe photos? We read everything.</p><p>Email <a href="mailto:hello@gooddrop.example">hello@gooddrop.example</a> or use the form below. We answer within one working day, usually faster.</p>' },
  { id: 6003, handle: 'faq', title: 'FAQ', template_suffix: 'faq', body_html: '<h2>How do refills work?</h2><p>Keep your can. Refill cans arrive on your schedule; pour one in and recycle the refill.</p><h2>Can I skip a delivery?</h2><p>Yup. Skip, edit or cancel anytime from your account.</p><h2>How long does oil keep?</h2><p>Unopened, about 18 months. Opened, use it within two months — easy, it is delicious.</p>' },
  { id: 6004, handle: 'shipping', title: 'Shipping & Returns', template_suffix: null, body_html: '<p>We ship within 1–2 business days across the US. Shipping is free on orders over [free_shipping_threshold].</p><p>Dented can? Leaky lid? Tell us within 30 days and we will make it right, no drama.</p>' },
];

const link = (title: string, url: string, type: MenuLink['type'], object_handle?: string, links: MenuLink[] = []): MenuLink => ({
  title, url, type, ...(object_handle ? { object_handle } : {}), links,
});
const productLink = (title: string, handle: string) => link(title, `/products/${handle}`, 'product_link', handle);
const collectionLink = (title: string, handle: string) => link(title, `/collections/${handle}`, 'collection_link', handle);

export const MENUS: Menu[] = [
  {
    handle: 'main-menu',
    title: 'Main menu',
    links: [
      link('Shop', '/collections/all', 'catalog_link', undefined, [
        // Product links become the dropdown's product tiles; the rest are its secondary text links.
        productLink('The Everyday', 'the-everyday'),
        productLink('The Drizzle', 'the-drizzle'),
        productLink('The Duo', 'the-duo'),
        productLink('Refill Cans', 'refill-cans'),
        collectionLink('All Olive Oil', 'olive-oil'),
        collectionLink('Gifts', 'gifts'),
        collectionLink('Pantry', 'pantry'),
        link('Shop Everything', '/collections/all', 'catalog_link'),
      ]),
      link('Refills', '/collections/refills', 'collection_link', 'refills', [
        productLink('Refill Cans', 'refill-cans'),
        productLink('Pantry Pack', 'pantry-pack'),
        link('How refills work', '/pages/faq', 'page_link', 'faq'),
      ]),
      link('Gifts', '/collections/gifts', 'collection_link', 'gifts', [
        productLink('Wine Country Gift Box', 'wine-country-gift-box'),
        productLink('Gift Card', 'gift-card'),
        productLink('The Sampler', 'the-sampler'),
        collectionLink('All Gifts', 'gifts'),
      ]),
      link('The Glog', '/blogs/glog', 'blog_link', 'glog'),
      link('About', '/pages/about', 'page_link', 'about'),
    ],
  },
  {
    handle: 'footer',
    title: 'Footer menu',
    links: [
      link('Search', '/search', 'search_link'),
      link('About Us', '/pages/about', 'page_link', 'about'),
      link('FAQ', '/pages/faq', 'page_link', 'faq'),
      link('Shipping & Returns', '/pages/shipping', 'page_link', 'shipping'),
      link('Contact', '/pages/contact', 'page_link', 'contact'),
      link('The Glog', '/blogs/glog', 'blog_link', 'glog'),
    ],
  },
];

export const CUSTOMERS: CustomerRecord[] = [
  {
    id: 2001,
    email: 'olive@example.com',
    password: 'goodoil',
    first_name: 'Olive',
    last_name: 'Greenwood',
    accepts_marketing: true,
    tags: ['subscriber', 'vip'],
    addresses: [
      { id: 3101, first_name: 'Olive', last_name: 'Greenwood', company: '', address1: '12 Grove Lane', address2: 'Apt 3', city: 'Portland', province: 'Oregon', province_code: 'OR', country: 'United States', country_code: 'US', zip: '97201', phone: '+1 503 555 0142' },
      { id: 3102, first_name: 'Olive', last_name: 'Greenwood', company: 'Greenwood Kitchen Studio', address1: '400 Market Street', address2: '', city: 'San Francisco', province: 'California', province_code: 'CA', country: 'United States', country_code: 'US', zip: '94105', phone: '+1 415 555 0199' },
    ],
    default_address_id: 3101,
    orders: [
      {
        id: 7101, name: '#1001', created_at: '2026-06-02T15:20:00Z', financial_status: 'paid', fulfillment_status: 'fulfilled',
        lines: [
          { variant_id: 40001, product_handle: 'the-everyday', title: 'The Everyday', variant_title: '500 ml', quantity: 1, price: 2040, selling_plan_name: 'Deliver every month, save 15%' },
          { variant_id: 40009, product_handle: 'infused-oils', title: 'Infused Oils', variant_title: 'Lemon / 250 ml', quantity: 2, price: 1800, selling_plan_name: null },
        ],
        subtotal_price: 5640, shipping_price: 800, total_price: 6440,
        shipping_address: { first_name: 'Olive', last_name: 'Greenwood', company: '', address1: '12 Grove Lane', address2: 'Apt 3', city: 'Portland', province: 'Oregon', province_code: 'OR', country: 'United States', country_code: 'US', zip: '97201', phone: '+1 503 555 0142' },
        billing_address: { first_name: 'Olive', last_name: 'Greenwood', company: '', address1: '12 Grove Lane', address2: 'Apt 3', city: 'Portland', province: 'Oregon', province_code: 'OR', country: 'United States', country_code: 'US', zip: '97201', phone: '+1 503 555 0142' },
        shipping_method: 'Standard',
        fulfillments: [{ created_at: '2026-06-04T09:00:00Z', tracking_company: 'UPS', tracking_number: '1Z999AA10123456784', tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', line_indexes: [0, 1] }],
      },
      {
        id: 7102, name: '#1002', created_at: '2026-08-14T10:05:00Z', financial_status: 'paid', fulfillment_status: 'fulfilled',
        lines: [{ variant_id: 40005, product_handle: 'the-duo', title: 'The Duo', variant_title: null, quantity: 1, price: 4400, selling_plan_name: null }],
        subtotal_price: 3960, shipping_price: 800, total_price: 4760,
        shipping_address: { first_name: 'Olive', last_name: 'Greenwood', company: 'Greenwood Kitchen Studio', address1: '400 Market Street', address2: '', city: 'San Francisco', province: 'California', province_code: 'CA', country: 'United States', country_code: 'US', zip: '94105', phone: '+1 415 555 0199' },
        billing_address: { first_name: 'Olive', last_name: 'Greenwood', company: '', address1: '12 Grove Lane', address2: 'Apt 3', city: 'Portland', province: 'Oregon', province_code: 'OR', country: 'United States', country_code: 'US', zip: '97201', phone: '+1 503 555 0142' },
        shipping_method: 'Standard',
        discounts: [{ title: 'WELCOME10', type: 'discount_code', value_type: 'percentage', value: 10, target_type: 'line_item', amount: 440 }],
        fulfillments: [{ created_at: '2026-08-15T14:30:00Z', tracking_company: 'USPS', tracking_number: '9400111899223197428490', tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490', line_indexes: [0] }],
      },
      {
        id: 7103, name: '#1003', created_at: '2026-10-30T18:45:00Z', financial_status: 'paid', fulfillment_status: 'partial',
        lines: [
          { variant_id: 40006, product_handle: 'refill-cans', title: 'Refill Cans', variant_title: '1 Can', quantity: 2, price: 1700, selling_plan_name: 'Deliver every month, save 15%' },
          { variant_id: 40015, product_handle: 'hot-drop-chili-oil', title: 'Hot Drop Chili Oil', variant_title: null, quantity: 1, price: 1400, selling_plan_name: null },
          { variant_id: 40016, product_handle: 'wine-country-gift-box', title: 'Wine Country Gift Box', variant_title: null, quantity: 1, price: 6800, selling_plan_name: null },
        ],
        subtotal_price: 11600, shipping_price: 0, total_price: 11600,
        shipping_address: { first_name: 'Olive', last_name: 'Greenwood', company: '', address1: '12 Grove Lane', address2: 'Apt 3', city: 'Portland', province: 'Oregon', province_code: 'OR', country: 'United States', country_code: 'US', zip: '97201', phone: '+1 503 555 0142' },
        billing_address: { first_name: 'Olive', last_name: 'Greenwood', company: '', address1: '12 Grove Lane', address2: 'Apt 3', city: 'Portland', province: 'Oregon', province_code: 'OR', country: 'United States', country_code: 'US', zip: '97201', phone: '+1 503 555 0142' },
        shipping_method: 'Standard',
        discounts: [{ title: 'Free shipping over $50', type: 'automatic', value_type: 'percentage', value: 100, target_type: 'shipping_line', amount: 800 }],
        fulfillments: [{ created_at: '2026-11-01T11:10:00Z', tracking_company: 'UPS', tracking_number: '1Z999AA10123456785', tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456785', line_indexes: [0] }],
      },
    ],
    subscriptions: [
      { id: 8801, product_handle: 'the-everyday', variant_id: 40001, selling_plan_id: 8001, status: 'active', next_charge_date: '2026-12-02' },
      { id: 8802, product_handle: 'refill-cans', variant_id: 40006, selling_plan_id: 8002, status: 'paused', next_charge_date: '2027-01-15' },
    ],
  },
  // A customer without subscriptions (no Subscriptions link, the portal refuses them).
  {
    id: 2002,
    email: 'basil@example.com',
    password: 'goodoil',
    first_name: 'Basil',
    last_name: 'Marsh',
    accepts_marketing: false,
    tags: [],
    addresses: [{ id: 3201, ...{ first_name: 'Basil', last_name: 'Marsh', company: '', address1: '88 Queen Street West', address2: 'Unit 5', city: 'Toronto', province: 'Ontario', province_code: 'ON', country: 'Canada', country_code: 'CA', zip: 'M5H 2N2', phone: '+1 416 555 0107' } }],
    default_address_id: 3201,
    orders: [
      {
        id: 7201, name: '#1004', created_at: '2026-09-21T12:00:00Z', financial_status: 'paid', fulfillment_status: 'fulfilled',
        lines: [
          { variant_id: 40017, product_handle: 'red-wine-vinegar', title: 'Red Wine Vinegar', variant_title: '250 ml', quantity: 2, price: 1600, selling_plan_name: null },
          { variant_id: 40028, product_handle: 'the-sampler', title: 'The Sampler', variant_title: null, quantity: 1, price: 3200, selling_plan_name: null },
        ],
        subtotal_price: 5900, shipping_price: 1200, total_price: 7100,
        shipping_address: { first_name: 'Basil', last_name: 'Marsh', company: '', address1: '88 Queen Street West', address2: 'Unit 5', city: 'Toronto', province: 'Ontario', province_code: 'ON', country: 'Canada', country_code: 'CA', zip: 'M5H 2N2', phone: '+1 416 555 0107' },
        billing_address: { first_name: 'Basil', last_name: 'Marsh', company: '', address1: '88 Queen Street West', address2: 'Unit 5', city: 'Toronto', province: 'Ontario', province_code: 'ON', country: 'Canada', country_code: 'CA', zip: 'M5H 2N2', phone: '+1 416 555 0107' },
        shipping_method: 'International',
        discounts: [{ title: 'HARVEST5', type: 'discount_code', value_type: 'fixed_amount', value: 500, target_type: 'line_item', amount: 500 }],
        fulfillments: [{ created_at: '2026-09-23T16:45:00Z', tracking_company: 'Canada Post', tracking_number: '7023210039414604', tracking_url: 'https://www.canadapost-postescanada.ca/track-reperage/en#/details/7023210039414604', line_indexes: [0, 1] }],
      },
    ],
    subscriptions: [],
  },
  // Invited by the shop, not yet active: the invitation link is in /__olivine/customers/emails.
  {
    id: 2003,
    email: 'rosemary@example.com',
    password: '',
    first_name: 'Rosemary',
    last_name: 'Hill',
    accepts_marketing: false,
    tags: [],
    addresses: [],
    default_address_id: null,
    orders: [],
    subscriptions: [],
  },
];
