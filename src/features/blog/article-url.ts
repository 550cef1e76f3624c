/**
 * The article grid's address-bar state (spec §2): `tagged`, `search` and `page` on the blog's URL,
 * read on load and on back/forward, written with history.pushState. Values are shopper input:
 * they are trimmed and capped here and only ever rendered as text.
 */
import { urlWithParams } from '../../lib/url-state';
import { findTag, type BlogTag, type ListQuery } from './article-list';

/** Longer `tagged`/`search` values are cut (a 10 KB parameter stays harmless). */
export const MAX_PARAM_LENGTH = 200;
const MAX_PAGE_DIGITS = 6;

function clean(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_PARAM_LENGTH);
}

/** The tag of a `/blogs/<blog>/tagged/<tag>` path, decoded; null for any other path. */
function pathTag(pathname: string, blogUrl: string): string | null {
  const prefix = `${blogUrl}/tagged/`;
  if (!pathname.startsWith(prefix)) return null;
  try {
    return clean(decodeURIComponent(pathname.slice(prefix.length))) || null;
  } catch {
    return null;
  }
}

/** A known tag is kept as its URL piece; an unknown one as written (it shows the empty state). */
function tagValue(tags: readonly BlogTag[], value: string | null): string | null {
  if (value === null || value === '') return null;
  return findTag(tags, value)?.param ?? value;
}

/** The list a URL asks for: `search` wins over `tagged`, which wins over a /tagged/ path. */
export function queryFromLocation(location: Pick<Location, 'pathname' | 'search'>, blogUrl: string, tags: readonly BlogTag[]): ListQuery {
  const params = new URLSearchParams(location.search);
  const rawPage = params.get('page') ?? '';
  const page = new RegExp(`^\\d{1,${MAX_PAGE_DIGITS}}$`).test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const search = clean(params.get('search'));
  if (search !== '') return { tag: null, search, page };
  const tagged = clean(params.get('tagged'));
  return { tag: tagValue(tags, tagged || pathTag(location.pathname, blogUrl)), search: '', page };
}

/** The blog's URL for a query (other parameters of `href` kept), as pushed into history. */
export function urlForQuery(query: ListQuery, blogUrl: string, href: string): string {
  const base = new URL(href);
  base.pathname = blogUrl;
  return urlWithParams({ tagged: query.search === '' ? query.tag : null, search: query.search, page: query.page > 1 ? query.page : null }, base.href);
}
