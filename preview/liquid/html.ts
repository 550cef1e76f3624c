// HTML helpers shared by filters and tags (Ruby CGI.escapeHTML semantics).
import { escapeHtml as escapeText } from '../../src/contracts/html';
import { toText } from './to-text';

/** Any Liquid value as escaped text (nil is empty). */
export function escapeHtml(value: unknown): string {
  return escapeText(toText(value ?? ''));
}

/** Serialises attributes, skipping nil/false ones; `true` renders the bare attribute. */
export function attrs(pairs: Record<string, unknown>): string {
  let out = '';
  for (const [name, value] of Object.entries(pairs)) {
    if (value === undefined || value === null || value === false) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`;
  }
  return out;
}
