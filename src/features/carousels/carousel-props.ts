/**
 * Props contracts of the five carousel sections (sections/<kind>-carousel.liquid → widget
 * `<kind>-carousel`): the shared keys (carousel-props-base.liquid) plus each kind's slides.
 */
import * as v from 'valibot';
import { blockId, carouselBase } from '../../components/carousel/carousel-props';
import { localeText, mediaUrl, shopPath } from '../../lib/props-kit';

/** A merchant's link setting as Shopify allows it: a shop path, http(s), mailto, tel or sms; '' when unset. */
const link = v.union([
  v.literal(''),
  shopPath,
  v.pipe(v.string(), v.regex(/^(https?:\/\/|mailto:|tel:|sms:)/i, 'must be a path or an http(s), mailto, tel or sms URL')),
]);
/** Image printed with carousel-image-srcset.liquid; '' src when the block has none. */
const image = v.object({ src: mediaUrl, srcset: v.string(), alt: localeText, width: v.number(), height: v.number() });
const block = { id: blockId, type: v.string() };
/** A colour setting's hex ('' when unset). */
const colour = v.pipe(v.string(), v.regex(/^(#[0-9a-fA-F]{3,8})?$/, 'must be a hex colour'));

export const textCarouselSchema = v.object({
  ...carouselBase,
  slides: v.array(v.object({ ...block, text: v.string(), caption: localeText })),
});

export const imageTextCarouselSchema = v.object({
  ...carouselBase,
  slides: v.array(
    v.object({
      ...block,
      image,
      eyebrow: localeText,
      heading: localeText,
      text: v.string(),
      button_label: localeText,
      button_link: link,
      background: colour,
      text_color: colour,
    }),
  ),
});

export const edgeCarouselSchema = v.object({
  ...carouselBase,
  slides: v.array(v.object({ ...block, image, title: localeText, caption: localeText, link })),
});

export const cardCarouselSchema = v.object({
  ...carouselBase,
  slides: v.array(v.object({ ...block, image, title: localeText, text: v.string(), button_label: localeText, link, background: colour })),
});

/** Spec §3 Column carousel: name, slides (index, heading, is_image, src, srcset, extension). */
export const columnCarouselSchema = v.object({
  ...carouselBase,
  name: localeText,
  slides: v.array(
    v.object({
      ...block,
      index: v.pipe(v.number(), v.integer(), v.minValue(1)),
      heading: localeText,
      is_image: v.boolean(),
      /** the image, or the video file when is_image is false */
      src: mediaUrl,
      /** the image's srcset, or the still's (the poster's) for a video */
      srcset: v.string(),
      /** the file's extension, lower case ('svg', 'mp4' …) */
      extension: v.string(),
      alt: localeText,
      /** a video's still: the block's image, '' without one */
      poster: mediaUrl,
      /** the block image's size (0 without one) */
      width: v.number(),
      height: v.number(),
    }),
  ),
});
