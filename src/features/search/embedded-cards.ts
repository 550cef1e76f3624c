/**
 * Product cards the page already carries (spec §7 Search: "Product cards may be read from a
 * page-embedded JSON block instead of hit data"): every `<script type="application/json"
 * data-product-cards>` holds an array of spec §3 product cards (snippets/search-overlay-card.liquid
 * prints them for the products a page shows). A hit whose handle has a card uses the card's
 * title, image, price, quick-add action and ready cart line; a block or card that breaks the
 * contract is skipped.
 */
import * as v from 'valibot';
import { cents, klaviyoTrackingFacts, resourceId, responsiveImage, shopPath } from '../../lib/props-kit';
import { quickAddAction } from '../../lib/quick-add';

export const PRODUCT_CARDS_SELECTOR = 'script[type="application/json"][data-product-cards]';

const productCard = v.object({
  id: resourceId,
  handle: v.string(),
  title: v.string(),
  url: shopPath,
  media: v.nullable(responsiveImage),
  available: v.boolean(),
  /** what its quick add does (snippets/quick-add-action.liquid) */
  action: quickAddAction,
  atc: v.object({
    /** the line's price in cents */
    price: cents,
    /** true only when `action` is 'add' */
    enabled: v.boolean(),
    cart: v.object({ id: resourceId, quantity: v.literal(1), selling_plan: v.null() }),
    /** the facts of the marketing tracking item (spec §3) that goes with the add, prices in cents */
    klaviyo: klaviyoTrackingFacts,
  }),
});
export type EmbeddedCard = v.InferOutput<typeof productCard>;

/** The cards under `root` (the page, or a fetched section) by handle (the first card of a handle wins). */
export function readEmbeddedCards(root: ParentNode): Map<string, EmbeddedCard> {
  const cards = new Map<string, EmbeddedCard>();
  for (const script of root.querySelectorAll(PRODUCT_CARDS_SELECTOR)) {
    let raw: unknown;
    try {
      raw = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    if (!Array.isArray(raw)) continue;
    for (const entry of raw) {
      const parsed = v.safeParse(productCard, entry);
      if (parsed.success && !cards.has(parsed.output.handle)) cards.set(parsed.output.handle, parsed.output);
    }
  }
  return cards;
}
