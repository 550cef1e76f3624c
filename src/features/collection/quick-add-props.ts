/**
 * The quick-add island's props contract (snippets/product-card.liquid → widget `quick-add`): the
 * card's spec §3 fields for adding (the product's one variant, quantity 1, one-time, with its
 * marketing tracking item) and the button's texts.
 */
import * as v from 'valibot';
import { cents, klaviyoTrackingFacts, localeTexts, resourceId, shopPath } from '../../lib/props-kit';

export const schema = v.object({
  card: v.object({
    id: resourceId,
    title: v.string(),
    url: shopPath,
    atc: v.object({
      price: cents,
      enabled: v.boolean(),
      cart: v.object({ id: resourceId, quantity: v.literal(1), selling_plan: v.null() }),
      klaviyo: klaviyoTrackingFacts,
    }),
  }),
  /** the card title's element id: the button is described by it */
  title_id: v.pipe(v.string(), v.minLength(1)),
  /** `add` is 'Add to Cart – {price}' with the price filled in */
  texts: localeTexts(['add', 'adding']),
});
export type QuickAddProps = v.InferOutput<typeof schema>;
