/** The featured-articles island's props contract (sections/featured-articles.liquid → widget `featured-articles`). */
import * as v from 'valibot';
import { localeText, mediaUrl, responsiveImage, shopPath, text } from '../../lib/props-kit';

/** Featured articles show up to 7 action buttons (spec §9). */
export const MAX_FEATURED = 7;

const dimension = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A colour setting as Liquid prints it; anything else could escape the style attribute. */
const colour = v.pipe(v.string(), v.regex(/^#[0-9a-f]{3,8}$/i, 'must be a hex colour'));
/** A url setting: empty, a shop path or an http(s) URL. */
const link = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^https?:\/\//i.test(s) || (s.startsWith('/') && !s.startsWith('//')), 'must be a path or an http(s) URL'),
);

/** The spec's Featured article: id, action, heading, title, image, background, cta. */
const item = v.object({
  /** the block id, so the theme editor can select it */
  id: v.pipe(text, v.nonEmpty()),
  action: text,
  heading: text,
  title: text,
  background: colour,
  cta: v.object({ text, url: link }),
  image: v.nullable(v.object({ ...responsiveImage.entries, src: mediaUrl, width: dimension, height: dimension })),
});

export const schema = v.object({
  heading: text,
  view_all: v.nullable(v.object({ url: shopPath, text: localeText })),
  /** the action buttons' group label */
  label: localeText,
  items: v.pipe(
    v.array(item),
    v.transform((items) => items.filter((i) => i.action !== '').slice(0, MAX_FEATURED)),
  ),
});
export type FeaturedArticlesProps = v.InferOutput<typeof schema>;
