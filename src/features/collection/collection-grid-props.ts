/** The collection-grid island's props contract (sections/main-collection.liquid → widget `collection-grid`). */
import * as v from 'valibot';
import { localeText, localeTexts, shopPath } from '../../lib/props-kit';

/** `paginate` as Liquid printed it: the page shown, the page count and the next page's URL ('' on the last). */
export const pageInfoSchema = v.object({
  current: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(1)),
  next_url: v.union([v.literal(''), shopPath]),
});
export type PageInfo = v.InferOutput<typeof pageInfoSchema>;

export const schema = v.object({
  /** the section's id, for the Section Rendering API */
  section_id: v.pipe(v.string(), v.minLength(1)),
  /** the collection list switches in place */
  switch: v.boolean(),
  /** the next page loads at the end of the grid (else numbered pages) */
  load_more: v.boolean(),
  page: pageInfoSchema,
  texts: v.object({
    ...localeTexts(['load_more', 'loading', 'load_error']).entries,
    /** 'Page {current} of {total}' */
    page_status: localeText,
  }),
});
export type CollectionGridProps = v.InferOutput<typeof schema>;
