/** The product-sticky-bar island's props contract (sections/main-product.liquid → widget `product-sticky-bar`). */
import * as v from 'valibot';
import { localeTexts, mediaUrl, text } from '../../lib/props-kit';

export const schema = v.object({
  scope: v.pipe(text, v.nonEmpty()),
  title: text,
  type: text,
  /** element ids in the hero: where the button scrolls back to, and the form it watches */
  hero_id: v.pipe(text, v.nonEmpty()),
  form_id: v.pipe(text, v.nonEmpty()),
  /** null when the product has no image */
  image: v.pipe(
    v.nullable(mediaUrl),
    v.transform((src) => src ?? ''),
  ),
  labels: localeTexts(['buy_now', 'buy_wine', 'region']),
});
export type StickyBarProps = v.InferOutput<typeof schema>;
