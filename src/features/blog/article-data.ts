/**
 * The glog's embedded article data (spec §3: Blog page info + a page of Articles), as Liquid prints
 * it (snippets/article-page-json.liquid), and the reader of a fetched page's copy of it (§7).
 */
import * as v from 'valibot';
import { decodeEntities, mediaUrl, resourceId, responsiveImage, shopPath, text } from '../../lib/props-kit';

/** Articles on one page of the grid (spec §9). */
export const ARTICLES_PER_PAGE = 9;

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const pageNumber = v.pipe(v.number(), v.integer(), v.minValue(1));

export const articleSchema = v.object({
  id: resourceId,
  url: shopPath,
  title: text,
  /** the <time datetime> value and the date as the card shows it */
  datetime: text,
  date: text,
  /** `strip_html` output keeps the body's entities (&amp;); React wants the plain text */
  excerpt: v.pipe(v.string(), v.transform(decodeEntities)),
  tags: v.array(text),
  image: v.nullable(v.object({ ...responsiveImage.entries, src: mediaUrl, width: count, height: count })),
});
export type Article = v.InferOutput<typeof articleSchema>;

export const pageInfoSchema = v.object({
  current: pageNumber,
  total: pageNumber,
  items: count,
  next_url: v.nullable(shopPath),
  previous_url: v.nullable(shopPath),
});
export type PageInfo = v.InferOutput<typeof pageInfoSchema>;

const articleDataSchema = v.object({ page: pageInfoSchema, articles: v.array(articleSchema) });
export type ArticleData = v.InferOutput<typeof articleDataSchema>;

/** The embedded article data of a fetched page or section (HTML); null when it has none or it is malformed. */
export function readArticleData(html: string): ArticleData | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const script = doc.querySelector('script[type="application/json"][data-article-data]');
  const json = script?.textContent?.trim() ?? '';
  if (json === '') return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const result = v.safeParse(articleDataSchema, raw);
  return result.success ? result.output : null;
}
