/** The hero location card's props contract (sections/hero-location.liquid → widget `hero-location`). */
import * as v from 'valibot';
import { localeText, localeTexts, mediaUrl } from '../../lib/props-kit';
import { rotationIntervalMs } from './rotation';

const location = v.object({
  /** the theme editor's block id: selecting the block shows its location */
  id: v.string(),
  heading: localeText,
  subheading: localeText,
  /** the merchant's rich text (HTML) */
  description: v.string(),
  image: v.nullable(v.object({ src: mediaUrl, srcset: v.string(), alt: v.string(), width: v.number(), height: v.number() })),
  /** a colour setting ('' when unset) */
  text_color: v.string(),
});

export const schema = v.pipe(
  v.object({
    section_id: v.string(),
    auto_rotate: v.boolean(),
    /** the section's range setting in seconds; blank or non-positive falls back to 10 s */
    rotate_interval: v.nullable(v.number()),
    label: localeText,
    labels: localeTexts(['carousel', 'choose', 'pause', 'play']),
    locations: v.array(location),
  }),
  v.transform(({ section_id, auto_rotate, rotate_interval, locations, ...rest }) => ({
    sectionId: section_id,
    autoRotate: auto_rotate,
    intervalMs: rotationIntervalMs(rotate_interval),
    locations: locations.map(({ text_color, ...l }) => ({ ...l, textColor: text_color })),
    ...rest,
  })),
);
export type HeroLocationProps = v.InferOutput<typeof schema>;
export type HeroLocation = HeroLocationProps['locations'][number];
