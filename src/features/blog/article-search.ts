/**
 * Article search for the glog's grid (spec §4 Search (articles)). Today it asks the shop's own
 * search (`/search?q=…&type=article`) and reads each result page's embedded article data (§7),
 * following next_url. The offline Algolia client of the search overlay can replace this function
 * once it lands: the grid only needs the list of articles a term finds.
 */
import { getText } from '../../lib/http';
import { readArticleData, type Article } from './article-data';
import { MissingArticleDataError, REQUEST_TIMEOUT_MS } from './article-pages';

/** The search overlay's Algolia queries ask for 200 hits per index (spec §9); the same cap here. */
export const MAX_SEARCH_RESULTS = 200;
/** Result pages followed at most (the search page lists 24 a page). */
const MAX_RESULT_PAGES = 10;

export interface ArticleSearchOptions {
  /** routes.search_url */
  searchUrl: string;
  /** only this blog's articles are kept */
  blogUrl: string;
  signal?: AbortSignal;
}

export type ArticleSearch = (term: string, options: ArticleSearchOptions) => Promise<Article[]>;

export const searchArticles: ArticleSearch = async (term, { searchUrl, blogUrl, signal }) => {
  const found: Article[] = [];
  let url: string | null = `${searchUrl}?${new URLSearchParams({ q: term, type: 'article' }).toString()}`;
  for (let page = 0; url !== null && page < MAX_RESULT_PAGES && found.length < MAX_SEARCH_RESULTS; page++) {
    const data = readArticleData(await getText(url, { signal, timeout: REQUEST_TIMEOUT_MS }));
    if (!data) throw new MissingArticleDataError(url);
    found.push(...data.articles.filter((a) => a.url.startsWith(`${blogUrl}/`)));
    url = data.page.next_url;
  }
  return found.slice(0, MAX_SEARCH_RESULTS);
};
