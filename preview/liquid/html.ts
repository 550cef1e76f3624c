// HTML helpers shared by filters and tags (Ruby CGI.escapeHTML semantics).
import { toText } from './to-text';

export function escapeHtml(value: unknown): string {
  return toText(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
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
