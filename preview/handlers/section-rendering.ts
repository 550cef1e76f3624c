// The Section Rendering API's parameters and its rendering, one place for both ways in
// (shopify-emulation.md §2.8, §2.9): `?sections=` / `?section_id=` on any page URL, and the
// `sections` / `sections_url` a cart mutation bundles.
import type { RenderContext, ThemeRenderer } from '../liquid';
import { safeReturnTo } from '../http/safe-path';
import type { PreviewRequest } from '../http/types';

/** Shopify renders at most five sections per request. */
export const MAX_SECTIONS = 5;

/** `{ id: html }` per asked id; an unknown id, or one that fails to render, is null (the answer stays 200). */
export type SectionMap = Record<string, string | null>;

/** Renders section ids in the context of the page at `pageUrl` for the shopper who sent `req`. */
export type SectionRenderer = (req: PreviewRequest, sectionIds: string[], pageUrl: string) => Promise<SectionMap>;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isStringList = (raw: unknown): raw is string[] => Array.isArray(raw) && raw.every((id) => typeof id === 'string');

/**
 * `sections`: a comma-separated string (query, FormData) or an array of ids (JSON, `sections[]=`);
 * ids trimmed, blanks and repeats dropped, the first five kept. undefined when not asked.
 */
export function parseSectionIds(raw: unknown): Parsed<string[]> | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const list = typeof raw === 'string' ? raw.split(',') : raw;
  if (!isStringList(list)) return { ok: false, message: 'sections must be a comma-separated list or an array of section ids' };
  const ids = [...new Set(list.map((id) => id.trim()).filter(Boolean))];
  return { ok: true, value: ids.slice(0, MAX_SECTIONS) };
}

/** What a page URL's query asks for: the page, several sections as JSON, or one section's HTML. */
export type SectionQuery = { kind: 'page' } | { kind: 'sections'; ids: string[] } | { kind: 'section'; id: string } | { kind: 'invalid'; message: string };

/** `sections` wins over `section_id`, as on Shopify. */
export function sectionQueryOf(query: Record<string, unknown>): SectionQuery {
  const sections = parseSectionIds(query.sections);
  if (sections) return sections.ok ? { kind: 'sections', ids: sections.value } : { kind: 'invalid', message: sections.message };
  const id = query.section_id;
  if (id === undefined || id === '') return { kind: 'page' };
  if (typeof id !== 'string') return { kind: 'invalid', message: 'section_id must be one section id' };
  return { kind: 'section', id: id.trim() };
}

/** A cart mutation's bundled sections and the page they render for. */
export interface BundledSections {
  ids: string[];
  /** a same-shop path with its query: `sections_url`, else the Referer's, else the home page */
  pageUrl: string;
}

/** undefined when the mutation asked for no sections; not ok for a malformed list or a foreign `sections_url`. */
export function bundledSectionsOf(req: PreviewRequest, params: Record<string, unknown>): Parsed<BundledSections> | undefined {
  const ids = parseSectionIds(params.sections);
  if (!ids) return undefined;
  if (!ids.ok) return ids;
  const explicit = params.sections_url;
  if (explicit !== undefined && explicit !== '') {
    const pageUrl = safeReturnTo(explicit);
    return pageUrl ? { ok: true, value: { ids: ids.value, pageUrl } } : { ok: false, message: 'sections_url must be a path starting with /' };
  }
  return { ok: true, value: { ids: ids.value, pageUrl: refererPath(req) ?? '/' } };
}

/** The Referer's path and query when it is a page of this shop. */
function refererPath(req: PreviewRequest): string | undefined {
  const referer = req.headers.referer;
  if (typeof referer !== 'string') return undefined;
  try {
    const url = new URL(referer);
    return url.host === req.url.host ? safeReturnTo(url.pathname + url.search) : undefined;
  } catch {
    return undefined; // an unparsable Referer is no context
  }
}

export async function renderSectionMap(renderer: ThemeRenderer, ids: string[], ctx: RenderContext): Promise<SectionMap> {
  const out: SectionMap = {};
  for (const id of ids) out[id] = await renderer.renderSection(id, ctx).catch(() => null);
  return out;
}
