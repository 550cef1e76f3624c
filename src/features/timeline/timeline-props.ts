/** The timeline's props contract (sections/timeline.liquid → widget `timeline`). */
import * as v from 'valibot';
import { localeText, mediaUrl } from '../../lib/props-kit';

const step = v.object({
  /** the theme editor's block id: selecting the block makes its step active */
  id: v.string(),
  /** plain text (escaped by Liquid, decoded here) */
  heading: localeText,
  /** the merchant's rich text (HTML) */
  description: v.string(),
  image: v.nullable(v.object({ src: mediaUrl, srcset: v.string(), alt: v.string(), width: v.number(), height: v.number() })),
  /** a colour setting ('' when unset) */
  background: v.string(),
  /** relative width of the step on wide screens */
  width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
});

export const schema = v.pipe(
  v.object({ section_id: v.string(), label: localeText, steps: v.array(step) }),
  v.transform(({ section_id, ...rest }) => ({ sectionId: section_id, ...rest })),
);
export type TimelineProps = v.InferOutput<typeof schema>;
export type TimelineStep = TimelineProps['steps'][number];
