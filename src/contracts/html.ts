/**
 * HTML escaping as Shopify's `escape` filter does it (Ruby's CGI.escapeHTML: & < > " '), the one
 * implementation for the preview's filters, tags and its own pages. No DOM or Node imports.
 */
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** The same escaping without the apostrophe: for text Shopify prints as Liquid wrote it (its inline error
 * messages quote with '), still safe in element text and double-quoted attributes. */
export function escapeHtmlKeepingApostrophes(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ENTITIES[c] ?? c);
}
