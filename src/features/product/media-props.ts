/** The product-media island's props contract (snippets/product-media-props.liquid → widget `product-media`). */
import * as v from 'valibot';
import { localeTexts, mediaUrl, text } from '../../lib/props-kit';

const size = v.pipe(v.number(), v.integer(), v.minValue(1));

const medium = v.object({
  src: mediaUrl,
  srcset: text,
  thumb: mediaUrl,
  alt: text,
  width: size,
  height: size,
  is_video: v.boolean(),
  /** the video file for a video medium, '' otherwise */
  video: mediaUrl,
});

export const schema = v.object({
  scope: v.pipe(text, v.nonEmpty()),
  media: v.array(medium),
  labels: localeTexts(['region', 'previous', 'next', 'thumbnail', 'video']),
  /** the media block's "Show thumbnails" */
  show_thumbnails: v.optional(v.boolean(), true),
});
export type MediaCarouselProps = v.InferOutput<typeof schema>;
