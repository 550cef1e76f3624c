// Seed for products.json and collections.json. Used once by make-sample.ts; the JSON is the source
// of truth afterwards (edit the JSON, or edit here and re-run make-sample.ts).
import { disclosures } from './metaobject-seed';
import type { Collection, ExternalVideoRecord, ImageRecord, ModelRecord, Product, SellingPlanGroup, Variant, VideoRecord } from '../../shop/types';

const productImage = (name: string, alt: string): ImageRecord => ({ file: `products/${name}.svg`, alt, width: 1200, height: 1200 });

export const SUBSCRIBE_AND_SAVE: SellingPlanGroup = {
  id: 7001,
  name: 'Subscribe & Save',
  app_id: 'olivine-subscriptions',
  options: [{ name: 'Deliver every', position: 1, values: ['1 month', '2 months', '3 months'] }],
  selling_plans: [
    { months: 1, save: 15 },
    { months: 2, save: 10 },
    { months: 3, save: 10 },
  ].map(({ months, save }, i) => ({
    id: 8001 + i,
    name: `Deliver every ${months === 1 ? 'month' : `${months} months`}, save ${save}%`,
    description: 'Skip, edit or cancel anytime.',
    options: [months === 1 ? '1 month' : `${months} months`],
    recurring_deliveries: true,
    price_adjustments: [{ order_count: null, position: 1, value_type: 'percentage' as const, value: save }],
  })),
};

let nextVariantId = 40001;

interface VariantSeed {
  options: string[];
  price: number;
  compare_at_price?: number | null;
  inventory?: number | null;
  policy?: 'deny' | 'continue';
  requires_selling_plan?: boolean;
  subscribable?: boolean;
  image?: ImageRecord | null;
  grams?: number;
  metafields?: Record<string, Record<string, unknown>>;
}

/**
 * Stock as Shopify keeps it by default: tracked. A variant whose seed names no stock has some on hand
 * and keeps selling past it ('continue'), so a theme reading `inventory_quantity` finds it in stock.
 */
function stockOf(seed: VariantSeed, id: number): { inventory: number | null; policy: 'deny' | 'continue' } {
  if (seed.inventory !== undefined) return { inventory: seed.inventory, policy: seed.policy ?? 'deny' };
  return { inventory: 24 + ((id * 37) % 97), policy: seed.policy ?? 'continue' };
}

function variant(handle: string, seed: VariantSeed): Variant {
  const id = nextVariantId++;
  const { inventory, policy } = stockOf(seed, id);
  return {
    id,
    title: seed.options.join(' / '),
    options: seed.options,
    sku: `GD-${handle.toUpperCase().replace(/-/g, '').slice(0, 8)}-${id}`,
    price: seed.price,
    compare_at_price: seed.compare_at_price ?? null,
    inventory_quantity: inventory,
    inventory_policy: policy,
    available: inventory === null || inventory > 0 || policy === 'continue',
    requires_shipping: true,
    taxable: true,
    grams: seed.grams ?? 600,
    barcode: null,
    image: seed.image ?? null,
    requires_selling_plan: seed.requires_selling_plan ?? false,
    selling_plan_group_ids: seed.subscribable || seed.requires_selling_plan ? [SUBSCRIBE_AND_SAVE.id] : [],
    metafields: seed.metafields ?? {},
  };
}

interface ProductSeed {
  handle: string;
  title: string;
  body: string;
  type: string;
  tags: string[];
  options: string[];
  variants: VariantSeed[];
  images: ImageRecord[];
  videos?: VideoRecord[];
  external_videos?: ExternalVideoRecord[];
  models?: ModelRecord[];
  olivine?: Record<string, unknown>;
  /** Shopify's standard `shopify` namespace (typed values, e.g. product disclosures) */
  shopify?: Record<string, unknown>;
  gift_card?: boolean;
  linked_products?: string[];
  template_suffix?: string | null;
}

let nextProductId = 1001;

function product(seed: ProductSeed): Product {
  const variants = seed.variants.map((v) => variant(seed.handle, v));
  const subscribable = variants.some((v) => v.selling_plan_group_ids.length > 0);
  return {
    id: nextProductId++,
    handle: seed.handle,
    title: seed.title,
    body_html: seed.body,
    vendor: 'Good Drop Olive Oil Co.',
    product_type: seed.type,
    tags: seed.tags,
    published_at: '2025-03-01T09:00:00Z',
    created_at: '2025-02-20T09:00:00Z',
    options: seed.options,
    variants,
    images: seed.images,
    selling_plan_groups: subscribable ? [SUBSCRIBE_AND_SAVE] : [],
    requires_selling_plan: variants.every((v) => v.requires_selling_plan),
    gift_card: seed.gift_card ?? false,
    metafields: {
      ...(seed.olivine ? { olivine: seed.olivine } : {}),
      // Shopify's standard product subtitle (single line text), which Dawn's product template shows.
      ...(typeof seed.olivine?.subtitle === 'string' ? { descriptors: { subtitle: seed.olivine.subtitle } } : {}),
      ...(seed.shopify ? { shopify: seed.shopify } : {}),
    },
    ...(seed.linked_products ? { linked_products: seed.linked_products } : {}),
    ...(seed.videos ? { videos: seed.videos } : {}),
    ...(seed.external_videos ? { external_videos: seed.external_videos } : {}),
    ...(seed.models ? { models: seed.models } : {}),
    template_suffix: seed.template_suffix ?? null,
  };
}

const tabs = (description: string) => [
  { heading: 'Details', content: `<p>${description}</p>` },
  { heading: 'How to use', content: '<p>Squeeze it on anything that sits still long enough. Cook with it, finish with it, dunk bread in it.</p>' },
  { heading: 'Shipping', content: '<p>Ships in 1–2 business days. Free shipping over [free_shipping_threshold]. Cans are recyclable forever.</p>' },
];

const everydayImg = productImage('the-everyday', 'An olive-green squeeze can of The Everyday olive oil, an olive sprig on its cream label, on a chartreuse background');
const drizzleImg = productImage('the-drizzle', 'A chartreuse squeeze can of The Drizzle finishing oil with red drips round its shoulder, on a tomato-red background');
const refillImg = productImage('refill-cans', 'Three pale blue refill tins with pull-ring lids, stacked, on a cream background');

export function buildProducts(): Product[] {
  nextVariantId = 40001;
  nextProductId = 1001;
  return [
    product({
      handle: 'the-everyday', title: 'The Everyday', type: 'Olive Oil', tags: ['Olive Oil', 'Cooking', 'Bestseller', 'Subscription'],
      body: '<p>Our workhorse extra virgin olive oil. Bright, grassy and brave enough for high heat. Roast it, fry it, dress it — it won\'t flinch.</p><p>Single-origin, cold-pressed, canned to keep oxygen OUT and freshness IN.</p>',
      options: ['Size'],
      variants: [
        { options: ['500 ml'], price: 2400, subscribable: true, image: everydayImg, metafields: { olivine: { custom_message: { subscription: 'Refills ship in cans. Keep the bottle!', onetime: 'Comes in our squeezable can.' }, first_order_includes: [{ title: 'The Everyday can', cap: 2400, price: 0 }] } } },
        { options: ['1 L'], price: 4200, compare_at_price: 4800, subscribable: true, grams: 1100, metafields: { olivine: { free_shipping: true } } },
      ],
      images: [everydayImg, productImage('the-everyday-back', 'The back of The Everyday can, "Cook it" over the small print, beside a frying pan with an egg, on a sky-blue background')],
      videos: [{
        file: 'the-everyday-pour.webm', mime_type: 'video/webm', width: 640, height: 640, duration: 4,
        alternates: [{ file: 'the-everyday-pour.mp4', mime_type: 'video/mp4' }],
        alt: 'The Everyday can pouring olive oil into a red bowl, then a slice of bread dunking in it',
        poster: { file: 'videos/the-everyday-pour-poster.svg', alt: 'The Everyday can pouring olive oil into a red bowl', width: 1200, height: 1200 },
      }],
      linked_products: ['the-duo', 'the-drizzle'],
      shopify: disclosures('recyclable-can', 'store-cool-and-dark'),
      olivine: {
        subtitle: 'For cooking', promo: 'Save 15% on subscription', short_description: 'The one you reach for every night.',
        tabs: tabs('Extra virgin olive oil, harvested early and pressed the same day. Peppery, green, bold.'),
        included_products: [
          { name: 'Next', product_handle: 'refill-cans', variant_id: 40006, title: 'Refill Cans', notes: [{ title: 'Get Refills!', text: 'Your next orders arrive as refill cans. Keep the can, pour the rest in.' }] },
        ],
        upsells: ['the-drizzle', 'hot-drop-chili-oil'], cart_note: 'Subscriptions ship every month unless you say otherwise.',
        gift_with_purchase: [{ variant_id: 40002, product_handle: 'pour-spout', title: 'Free Pour Spout' }],
      },
    }),
    product({
      handle: 'the-drizzle', title: 'The Drizzle', type: 'Olive Oil', tags: ['Olive Oil', 'Finishing', 'Subscription'],
      body: '<p>The fancy one. Buttery, fruity, a little show-off. Drizzle it over burrata, soup, ice cream (yes, really).</p>',
      options: ['Size'],
      variants: [
        { options: ['250 ml'], price: 2200, subscribable: true, image: drizzleImg },
        { options: ['500 ml'], price: 3600, inventory: 3, subscribable: true },
      ],
      images: [drizzleImg, productImage('the-drizzle-back', 'The back of The Drizzle can, "Finish it" over the small print, beside a pistachio ice cream drizzled with oil, on a cream background')],
      linked_products: ['the-duo', 'the-everyday'],
      shopify: disclosures('recyclable-can', 'store-cool-and-dark'),
      olivine: {
        subtitle: 'For finishing', promo: 'Only a few left of the big can!', short_description: 'The one you show off with.',
        tabs: tabs('Late-harvest olives, pressed gently for a soft, buttery finish.'),
        included_products: [{ name: 'Next', product_handle: 'refill-cans', variant_id: 40006, title: 'Refill Cans', notes: [] }],
        upsells: ['the-everyday', 'red-wine-vinegar'],
      },
    }),
    product({
      handle: 'the-duo', title: 'The Duo', type: 'Bundle', tags: ['Olive Oil', 'Bundle', 'Gift', 'Subscription'],
      body: '<p>The Everyday and The Drizzle, together at last. One for cooking, one for finishing, zero regrets.</p>',
      options: ['Title'],
      variants: [{ options: ['Default Title'], price: 4400, compare_at_price: 4600, subscribable: true }],
      images: [productImage('the-duo', 'The Everyday and The Drizzle cans side by side in an olive-green box with a red bow, on a sky-blue background')],
      linked_products: ['the-everyday', 'the-drizzle'],
      olivine: {
        subtitle: 'Cook + finish', promo: 'Bundle and save $2', short_description: 'Both of our oils, one happy box.',
        tabs: tabs('One 500 ml can of The Everyday and one 250 ml can of The Drizzle.'),
        included_products: [
          { name: 'In the box', product_handle: 'the-everyday', variant_id: 40001, title: 'The Everyday', notes: [] },
          { name: 'In the box', product_handle: 'the-drizzle', variant_id: 40003, title: 'The Drizzle', notes: [] },
          { name: 'Next', product_handle: 'refill-cans', variant_id: 40006, title: 'Refill Cans', notes: [] },
        ],
        upsells: ['pour-spout'],
      },
    }),
    product({
      handle: 'refill-cans', title: 'Refill Cans', type: 'Refill', tags: ['Refill', 'Subscription'],
      body: '<p>Same oil, no new can. Pop the top, pour into your Good Drop can, recycle the refill. Get Refills!</p>',
      options: ['Pack'],
      variants: [
        { options: ['1 Can'], price: 2000, subscribable: true, image: refillImg, metafields: { olivine: { is_multiple: false } } },
        { options: ['2 Cans'], price: 3800, subscribable: true, metafields: { olivine: { is_multiple: true, show_alert: true } } },
        { options: ['4 Cans'], price: 7200, requires_selling_plan: true, metafields: { olivine: { is_multiple: true, free_shipping: true } } },
      ],
      images: [refillImg],
      olivine: { subtitle: 'Keep the can', promo: 'Subscription only on the 4-pack', short_description: 'Top up without the extra tin.', tabs: tabs('Refill cans of our extra virgin olive oil.'), upsells: [] },
    }),
    product({
      handle: 'infused-oils', title: 'Infused Oils', type: 'Olive Oil', tags: ['Olive Oil', 'Infused', 'Flavour'],
      body: '<p>Our oil, having a little fun. Real lemons, real chilis, real garlic — steeped, strained, canned.</p>',
      options: ['Flavor', 'Size'],
      variants: [
        { options: ['Lemon', '250 ml'], price: 1800, image: productImage('lemon-can', 'A yellow Lemon oil can with a lemon slice on its label, beside a lemon, on a sky-blue background') },
        { options: ['Lemon', '500 ml'], price: 2900 },
        { options: ['Chili', '250 ml'], price: 1800, image: productImage('chili-can', 'A red Chili oil can with a chili on its label, between two red chilies, on a cream background') },
        { options: ['Chili', '500 ml'], price: 2900, inventory: 0, policy: 'deny' },
        { options: ['Garlic', '250 ml'], price: 1800, image: productImage('garlic-can', 'A cream Garlic oil can with a garlic bulb on its olive label, beside garlic bulbs, on a chartreuse background') },
        { options: ['Garlic', '500 ml'], price: 2900 },
      ],
      images: [
        productImage('lemon-can', 'A yellow Lemon oil can with a lemon slice on its label, beside a lemon, on a sky-blue background'),
        productImage('chili-can', 'A red Chili oil can with a chili on its label, between two red chilies, on a cream background'),
        productImage('garlic-can', 'A cream Garlic oil can with a garlic bulb on its olive label, beside garlic bulbs, on a chartreuse background'),
      ],
      shopify: disclosures('recyclable-can'),
      olivine: { subtitle: 'Three flavours', promo: 'Chili 500 ml sold out — Bummer!', short_description: 'Flavour without the fuss.', tabs: tabs('Extra virgin olive oil infused with whole fruit and spice.'), upsells: ['the-everyday'] },
    }),
    product({
      handle: 'hot-drop-chili-oil', title: 'Hot Drop Chili Oil', type: 'Condiment', tags: ['Spicy', 'Condiment'],
      body: '<p>Crunchy, garlicky, properly hot. Spoon it on eggs, noodles, pizza, your ex\'s hopes and dreams.</p>',
      options: ['Title'],
      variants: [{ options: ['Default Title'], price: 1400 }],
      images: [productImage('hot-drop', 'A jar of Hot Drop chili crisp with a red lid and a flame on its label, on a dark background')],
      olivine: { subtitle: 'Crunchy chili crisp', short_description: 'Heat you can spoon.', tabs: tabs('Chili crisp made with our olive oil.'), upsells: ['the-everyday'] },
    }),
    product({
      handle: 'wine-country-gift-box', title: 'Wine Country Gift Box', type: 'Gift Box', tags: ['Gift', 'Wine'],
      body: '<p>Oil, vinegar and a corkscrew, packed for your favourite host. Bring it to dinner and get invited back.</p>',
      options: ['Title'],
      variants: [{ options: ['Default Title'], price: 6800 }],
      images: [productImage('wine-country-box', 'An open gift box holding red wine vinegar, a can of The Drizzle and a corkscrew, on a wine-red background')],
      olivine: { subtitle: 'The host gift', promo: 'Ships gift-wrapped', short_description: 'Dinner-party insurance.', tabs: tabs('The Drizzle, Red Wine Vinegar and an olive-wood corkscrew.'), upsells: [] },
      template_suffix: 'gift',
    }),
    product({
      handle: 'red-wine-vinegar', title: 'Red Wine Vinegar', type: 'Vinegar', tags: ['Vinegar', 'Wine', 'Pantry'],
      body: '<p>Aged in oak for a year, sharp and round. Whisk it with The Everyday and call it a dressing.</p>',
      options: ['Size'],
      variants: [{ options: ['250 ml'], price: 1600 }, { options: ['500 ml'], price: 2600 }],
      images: [productImage('red-wine-vinegar', 'A glass bottle of red wine vinegar with a cork and a grape label, beside a bunch of grapes, on a cream background')],
      olivine: { subtitle: 'Oak-aged', short_description: 'Salad\'s best friend.', tabs: tabs('Red wine vinegar aged for twelve months.') },
    }),
    product({
      handle: 'gift-card', title: 'Good Drop Gift Card', type: 'Gift Card', tags: ['Gift'], gift_card: true,
      body: '<p>Can\'t pick a flavour? Let them. Delivered by email, never expires.</p>',
      options: ['Amount'],
      // A gift card is not stocked: its inventory is not tracked (inventory_management nil), as on Shopify.
      variants: ['$25', '$50', '$100'].map((amount) => ({ options: [amount], price: Number(amount.slice(1)) * 100, grams: 0, inventory: null })),
      images: [productImage('gift-card', 'A chartreuse Good Drop gift card for $50 with a red bow, on an olive-green background')],
      olivine: { subtitle: 'Delivered by email', short_description: 'The gift that always fits.' },
      template_suffix: 'gift-card',
    }),
    product({
      handle: 'harvest-reserve', title: 'Harvest Reserve 2027', type: 'Olive Oil', tags: ['Olive Oil', 'Limited', 'Waitlist'],
      body: '<p>Our first-press, first-week oil. Tiny batch, huge flavour. It\'s not ready yet — join the waitlist and we\'ll shout.</p>',
      options: ['Size'],
      variants: [{ options: ['500 ml'], price: 5400, inventory: 0 }, { options: ['1 L'], price: 9600, inventory: 0 }],
      images: [productImage('harvest-reserve', 'A black Harvest Reserve can with a gold label and an olive laurel, on a golden background')],
      olivine: { subtitle: 'Limited first press', waitlist_enabled: true, waitlist_id: 'harvest-2027', short_description: 'Coming this winter.', tabs: tabs('Pressed within hours of picking, bottled once a year.') },
    }),
    product({
      handle: 'olive-wood-board', title: 'Olive Wood Board', type: 'Kitchen', tags: ['Kitchen', 'Gift'],
      body: '<p>Hand-finished olive wood, for bread, cheese and dramatic serving moments.</p>',
      options: ['Size'],
      variants: [
        { options: ['Small'], price: 3800 },
        { options: ['Large'], price: 6400, metafields: { olivine: { purchase_url: 'https://woodshop.example.com/boards/large' } } },
      ],
      images: [productImage('olive-wood-board', 'An olive-wood board with a handle, holding two slices of bread and olives, on a sky-blue background')],
      olivine: { subtitle: 'Made by our woodworking pals', short_description: 'The large one ships from our partner.' },
    }),
    product({
      handle: 'pantry-pack', title: 'Pantry Pack', type: 'Bundle', tags: ['Olive Oil', 'Bundle', 'Refill'],
      body: '<p>Stock up, stop worrying. A stack of Everyday cans for the household that goes through oil like water.</p>',
      options: ['Pack'],
      variants: [
        { options: ['3-pack'], price: 6600, metafields: { olivine: { is_multiple: true } } },
        { options: ['6-pack'], price: 12000, compare_at_price: 14400, metafields: { olivine: { is_multiple: true, free_shipping: true } } },
      ],
      images: [productImage('pantry-pack', 'A cardboard Pantry Pack box holding three cans of The Everyday, on a tomato-red background')],
      olivine: { subtitle: 'Bulk buy', promo: 'Free shipping on the 6-pack', short_description: 'For serious home cooks.' },
      template_suffix: 'showcase',
    }),
    product({
      handle: 'the-sampler', title: 'The Sampler', type: 'Bundle', tags: ['Olive Oil', 'Gift', 'Minis'],
      body: '<p>Four mini cans — Everyday, Drizzle, Lemon and Chili. Taste them all, pick a favourite, argue about it.</p>',
      options: ['Title'],
      variants: [{ options: ['Default Title'], price: 3200 }],
      images: [productImage('the-sampler', 'Four mini cans, Everyday, Drizzle, Lemon and Chili, in a sky-blue box, on a chartreuse background')],
      // Every other kind of product media, so themes that render them (Dawn) have one to show.
      external_videos: [{ host: 'youtube', external_id: 'dQw4w9WgXcQ', alt: 'How the four minis taste side by side', poster: productImage('the-sampler', 'The Sampler video still') }],
      models: [{ file: 'models/the-sampler.glb', alt: 'The Sampler box in 3D', poster: productImage('the-sampler', 'The Sampler 3D model still') }],
      olivine: {
        subtitle: 'Four minis', short_description: 'The try-everything box.', promo: 'Great first gift',
        upsells: ['the-everyday', 'the-drizzle', 'pour-spout', 'olive-wood-board', 'drip-tote'],
      },
      template_suffix: 'gift',
    }),
    product({
      handle: 'drip-tote', title: 'Drip Tote', type: 'Merch', tags: ['Merch', 'Gift'],
      body: '<p>A sturdy canvas tote for market runs. Fits two baguettes and a can, or one very long baguette.</p>',
      options: ['Color'],
      variants: [{ options: ['Olive'], price: 2200, grams: 300 }, { options: ['Cream'], price: 2200, grams: 300 }],
      images: [productImage('drip-tote', 'An olive-green canvas tote printed with a drop and "Good Drop", two baguettes poking out, on a cream background')],
      olivine: { subtitle: 'Carry your oil in style', short_description: 'Two baguettes and a can.' },
    }),
    product({
      handle: 'pour-spout', title: 'Pour Spout', type: 'Accessory', tags: ['Accessory', 'Kitchen'],
      body: '<p>Screw it on, pour like a pro. Drip-free, dishwasher-safe, mildly life-changing.</p>',
      options: ['Finish'],
      variants: [{ options: ['Brass'], price: 900, grams: 50 }, { options: ['Black'], price: 900, grams: 50 }],
      images: [productImage('pour-spout', 'A brass pour spout with a black stopper, dripping olive oil, on a sky-blue background')],
      olivine: { subtitle: 'No more drips', short_description: 'Pour like a pro.', promo: 'New' },
    }),
  ];
}

const collectionImage = (name: string, alt: string): ImageRecord => ({ file: `collections/${name}.svg`, alt, width: 1200, height: 800 });

export function buildCollections(): Collection[] {
  const c = (id: number, handle: string, title: string, body: string, image: ImageRecord, products: string[]): Collection => ({
    id, handle, title, body_html: body, image, products, sort_order: 'manual', template_suffix: null, metafields: {},
  });
  return [
    c(5001, 'olive-oil', 'Olive Oil', '<p>The good stuff, in cans. Cooking, finishing, infused.</p>', collectionImage('olive-oil', 'The Everyday, The Drizzle, Lemon and Harvest Reserve cans in a row'),
      ['the-everyday', 'the-drizzle', 'the-duo', 'infused-oils', 'harvest-reserve', 'the-sampler', 'pantry-pack']),
    c(5002, 'gifts', 'Gifts', '<p>For the cook who has everything except better oil.</p>', collectionImage('gifts', 'A wrapped gift box with a bow, a gift card and a can of The Drizzle'),
      ['the-duo', 'wine-country-gift-box', 'gift-card', 'the-sampler', 'olive-wood-board', 'drip-tote']),
    c(5003, 'refills', 'Refills', '<p>Keep the can, refill the oil. Get Refills!</p>', collectionImage('refills', 'Pale blue refill tins beside a can of The Everyday'),
      ['refill-cans', 'pantry-pack']),
    c(5004, 'pantry', 'Pantry', '<p>Vinegar, chili oil and friends.</p>', collectionImage('pantry', 'Red wine vinegar, Hot Drop chili crisp and a Chili oil can on a wooden shelf'),
      ['red-wine-vinegar', 'hot-drop-chili-oil', 'pour-spout', 'infused-oils']),
  ];
}
