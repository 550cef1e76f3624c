/**
 * Pages of the blog and of its tags (spec §7 Blog pages): the listing URL, fetched through the
 * Section Rendering API (just the grid's section), and its embedded article data read back.
 */
import { fetchSection } from '../../lib/section-rendering';
import { readArticleData, type ArticleData } from './article-data';

/** A page or search that has not answered by then counts as failed (the list stays usable). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** `/blogs/<blog>[/tagged/<tag>][?page=n]`: the server's page of a listing. */
export function listingUrl(blogUrl: string, tag: string | null, page: number): string {
  const path = tag === null ? blogUrl : `${blogUrl}/tagged/${encodeURIComponent(tag)}`;
  return page > 1 ? `${path}?page=${page}` : path;
}

export class MissingArticleDataError extends Error {
  constructor(url: string) {
    super(`no article data in ${url}`);
    this.name = 'MissingArticleDataError';
  }
}

/** The article data of the page at `url`, read from the grid's section of it. */
export async function fetchArticlePage(url: string, sectionId: string, signal?: AbortSignal): Promise<ArticleData> {
  const html = await fetchSection(url, sectionId, { signal, timeout: REQUEST_TIMEOUT_MS });
  const data = readArticleData(html);
  if (!data) throw new MissingArticleDataError(url);
  return data;
}
