/**
 * The one browser path for server-rendered updates: fetch sections by id through Shopify's
 * Section Rendering API (`?sections=` / `?section_id=`, or bundled with a cart answer) and morph
 * them into the page by id, never by position (morph-section.ts: focus, typed text, scroll and
 * unchanged islands survive).
 */
import { getText, getJSON, type RequestOptions } from './http';
import { morphSection } from './morph-section';

/** Shopify renders at most 5 sections per request. */
export const MAX_SECTIONS_PER_REQUEST = 5;
/** A section's wrapper id, as Shopify renders it: `shopify-section-<id>`. */
export const SECTION_ID_PREFIX = 'shopify-section-';
/** Marks server-rendered markup that depends on a piece of state (`cart`, `variant`). */
export const REFRESH_ON_ATTR = 'data-refresh-on';

export type SectionMap = Record<string, string | null>;

/** `url` with `sections=a,b` (other parameters kept, `section_id` dropped). */
export function sectionsUrl(url: string, ids: readonly string[]): string {
  const target = new URL(url, location.href);
  target.searchParams.delete('section_id');
  target.searchParams.set('sections', ids.join(','));
  return target.origin === location.origin ? target.pathname + target.search : target.href;
}

/** The ids of the sections on the page holding markup that depends on `what`. */
export function sectionIdsFollowing(what: string, root: ParentNode = document): string[] {
  const ids = new Set<string>();
  for (const el of root.querySelectorAll(`[${REFRESH_ON_ATTR}~="${CSS.escape(what)}"]`)) {
    const wrapper = el.closest(`[id^="${SECTION_ID_PREFIX}"]`);
    if (wrapper) ids.add(wrapper.id.slice(SECTION_ID_PREFIX.length));
  }
  return [...ids];
}

/** Sections `ids` as rendered for the page at `url` (batched by 5, as Shopify allows). */
export async function fetchSections(url: string, ids: readonly string[], options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<SectionMap> {
  const out: SectionMap = {};
  for (let i = 0; i < ids.length; i += MAX_SECTIONS_PER_REQUEST) {
    const batch = ids.slice(i, i + MAX_SECTIONS_PER_REQUEST);
    Object.assign(out, await getJSON<SectionMap>(sectionsUrl(url, batch), options));
  }
  return out;
}

/** One section's HTML for the page at `url` (`?section_id=`). */
export function fetchSection(url: string, id: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<string> {
  const target = new URL(url, location.href);
  target.searchParams.delete('sections');
  target.searchParams.set('section_id', id);
  return getText(target.pathname + target.search, options);
}

/** The id of the section holding `element` (its `shopify-section-<id>` wrapper), or null. */
export function sectionIdOf(element: Element): string | null {
  const wrapper = element.closest(`[id^="${SECTION_ID_PREFIX}"]`);
  return wrapper ? wrapper.id.slice(SECTION_ID_PREFIX.length) : null;
}

/** The ids of the sections after `element`'s section among its sibling sections, in page order. */
export function sectionIdsAfter(element: Element): string[] {
  const wrapper = element.closest(`[id^="${SECTION_ID_PREFIX}"]`);
  const ids: string[] = [];
  for (let next = wrapper?.nextElementSibling; next; next = next.nextElementSibling) {
    if (next.id.startsWith(SECTION_ID_PREFIX)) ids.push(next.id.slice(SECTION_ID_PREFIX.length));
  }
  return ids;
}

/**
 * Sections `ids` as they stand in a fetched page (a parsed Document), as the Section Rendering
 * API would answer them: ids the page lacks are null. Swap them in with `swapSections`.
 */
export function sectionMapFromDocument(page: Document, ids: readonly string[]): SectionMap {
  const out: SectionMap = {};
  for (const id of ids) out[id] = page.getElementById(`${SECTION_ID_PREFIX}${id}`)?.outerHTML ?? null;
  return out;
}

/** The section wrapper element inside an HTML answer (the answer is the wrapper itself). */
function parseSection(html: string, id: string): Element | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return doc.getElementById(`${SECTION_ID_PREFIX}${id}`);
}

/**
 * Morphs each `#shopify-section-<id>` on the page into the rendered one. Ids that are null
 * (unknown to the server) or absent from the page are left alone. Returns the ids updated.
 */
export function swapSections(sections: SectionMap, doc: Document = document): string[] {
  const swapped: string[] = [];
  for (const [id, html] of Object.entries(sections)) {
    if (html === null || html === undefined) continue;
    const current = doc.getElementById(`${SECTION_ID_PREFIX}${id}`);
    const next = parseSection(html, id);
    if (!current || !next) continue;
    morphSection(current, next);
    swapped.push(id);
  }
  return swapped;
}

/** Fetches `ids` for `url` and swaps them in; the ids that changed. */
export async function refreshSections(url: string, ids: readonly string[], options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<string[]> {
  if (ids.length === 0) return [];
  return swapSections(await fetchSections(url, ids, options));
}
