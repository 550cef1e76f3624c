/**
 * The search overlay's props contract (sections/search-overlay.liquid → widget `search-overlay`):
 * Algolia's public search credentials and index names from theme settings, the suggested terms,
 * the shop's money format and the overlay's texts. Texts holding `{term}`, `{count}`, `{shown}` or
 * `{price}` have those placeholders filled in React, so a term is only ever text.
 */
import * as v from 'valibot';
import { localeTexts } from '../../lib/props-kit';

/** '' = Algolia's own hosts; else the http(s) origin that answers (the preview prints its own). */
const searchHost = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || /^https?:\/\/[^/\s?#]+\/?$/i.test(s), 'must be empty or an http(s) origin'),
  v.transform((s) => s.replace(/\/+$/, '')),
);

/** The merchant's comma-separated terms, trimmed, blanks and repeats dropped, at most 8. */
const suggestedTerms = v.pipe(
  v.string(),
  v.transform((list) =>
    [
      ...new Set(
        list
          .split(',')
          .map((term) => term.trim())
          .filter((term) => term !== ''),
      ),
    ].slice(0, 8),
  ),
);

export const schema = v.pipe(
  v.object({
    algolia: v.object({
      app_id: v.string(),
      search_key: v.string(),
      host: searchHost,
      index_products: v.pipe(v.string(), v.trim(), v.minLength(1, 'needs the products index name')),
      index_articles: v.pipe(v.string(), v.trim(), v.minLength(1, 'needs the articles index name')),
    }),
    suggested_terms: suggestedTerms,
    money_format: v.string(),
    /** the section's "Show quick add on product results" */
    show_quick_add: v.boolean(),
    texts: localeTexts([
      'dialog',
      'label',
      'placeholder',
      'clear',
      'close',
      'heading',
      'items_one',
      'items_other',
      'items_shown_one',
      'items_shown_other',
      'view_all',
      'articles_heading',
      'no_results_heading',
      'no_results',
      'no_results_pantry',
      'other_people',
      'add_to_cart',
      'subscribe',
      'choose',
      'sold_out',
      'adding',
      'no_image',
    ]),
  }),
  v.transform(({ algolia, suggested_terms, money_format, show_quick_add, texts }) => ({
    algolia: {
      appId: algolia.app_id,
      searchKey: algolia.search_key,
      host: algolia.host,
      productsIndex: algolia.index_products,
      articlesIndex: algolia.index_articles,
    },
    suggestedTerms: suggested_terms,
    moneyFormat: money_format,
    showQuickAdd: show_quick_add,
    texts,
  })),
);
export type SearchOverlayProps = v.InferOutput<typeof schema>;
export type AlgoliaTarget = SearchOverlayProps['algolia'];
export type SearchTexts = SearchOverlayProps['texts'];
