/**
 * What every carousel section prints for its island (snippets/carousel-props-base.liquid): the
 * section id, design mode, the region's label, the autoplay settings and the shared texts.
 */
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { localeText, localeTexts } from '../../lib/props-kit';

export const carouselLabels = localeTexts(['carousel', 'slide', 'slide_label', 'previous', 'next', 'pause', 'play', 'go_to', 'first', 'last']);
export type CarouselLabels = v.InferOutput<typeof carouselLabels>;

/** Block ids become attribute values and React keys. */
export const blockId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,160}$/, 'must be letters, digits, - or _'));

export const carouselBase = {
  section_id: v.string(),
  design_mode: v.boolean(),
  /** the region's accessible name: the section heading, or a generic one */
  label: localeText,
  autoplay: v.boolean(),
  autoplay_seconds: v.pipe(v.number(), v.minValue(1), v.maxValue(60)),
  labels: carouselLabels,
};

type CarouselBaseProps = v.InferOutput<v.ObjectSchema<typeof carouselBase, undefined>>;

/** The shared keys as the Carousel component takes them. */
function carouselSettings(props: CarouselBaseProps) {
  return {
    sectionId: props.section_id,
    designMode: props.design_mode,
    label: props.label,
    autoplay: props.autoplay,
    autoplaySeconds: props.autoplay_seconds,
    labels: props.labels,
  };
}

/** A carousel section's props as the Carousel takes them: the shared keys, and a slide per block drawn by `content`. */
export function carouselFrom<S extends { id: string; type: string }>(props: CarouselBaseProps & { slides: readonly S[] }, content: (slide: S) => ReactNode) {
  return { ...carouselSettings(props), slides: props.slides.map((slide) => ({ id: slide.id, type: slide.type, content: content(slide) })) };
}
