/** The article-grid island's props contract (snippets/article-grid.liquid → widget `article-grid`). */
import * as v from 'valibot';
import { localeTexts, shopPath, text } from '../../lib/props-kit';
import { articleSchema, pageInfoSchema } from './article-data';
import { findTag, type ArticleListState } from './article-list';

export const schema = v.object({
  blog: v.object({ handle: text, url: shopPath, title: text }),
  /** the grid's section, fetched alone for other pages (Section Rendering API) */
  section_id: v.pipe(text, v.nonEmpty()),
  search_url: shopPath,
  show_tags: v.boolean(),
  show_search: v.boolean(),
  /** the /tagged/ path's tag as written, when the page has one */
  current_tag: v.nullable(text),
  /** the blog's tags without the hidden Featured_ ones */
  tags: v.array(v.object({ tag: text, param: text })),
  page: pageInfoSchema,
  articles: v.array(articleSchema),
  texts: localeTexts([
    'tags_label',
    'all_tags',
    'search_label',
    'search_placeholder',
    'search_submit',
    'no_results',
    'clear_search',
    'empty',
    'previous',
    'next',
    'pagination_label',
    'page_status',
    'results_one',
    'results_other',
    'loading',
    'load_error',
  ]),
});
export type ArticleGridProps = v.InferOutput<typeof schema>;
export type ArticleGridTexts = ArticleGridProps['texts'];

/** The list as the server rendered it: the page's articles, the path's tag if any. */
export function initialListState(props: ArticleGridProps): ArticleListState {
  const tag = props.current_tag === null ? null : (findTag(props.tags, props.current_tag)?.param ?? props.current_tag);
  const shown = { tag, search: '', page: props.page.current };
  return {
    query: shown,
    shown,
    listing: { kind: 'page', info: props.page, articles: props.articles },
    loading: false,
    failed: false,
    changed: false,
    turns: 0,
  };
}
