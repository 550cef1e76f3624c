/** The product-reviews island's props contract (main-product / product-tab-list → widget `product-reviews`). */
import * as v from 'valibot';
import { localeText, mediaUrl, resourceId, text } from '../../lib/props-kit';

export const schema = v.object({
  scope: v.pipe(text, v.nonEmpty()),
  product_id: resourceId,
  /** the reviews provider's store id (the island is only printed when the setting is filled in) */
  store_id: v.pipe(text, v.nonEmpty()),
  /** the reviews API origin; '' means this shop's origin (the offline stand-in) */
  host: mediaUrl,
  /** the stars Liquid showed, from the product's review metafields; 0 and 0 when it has none */
  average: v.pipe(v.number(), v.minValue(0)),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** 'Rated {average} out of 5 from {count} reviews' */
  label: localeText,
  /** the rating block's "Show review count" (the tab list always shows it) */
  show_count: v.optional(v.boolean(), true),
});
export type ReviewStarsProps = v.InferOutput<typeof schema>;
