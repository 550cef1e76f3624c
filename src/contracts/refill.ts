/** The refill cans product, matched by title as snippets/refill-cans.liquid matches it. No DOM or Node imports. */
const REFILL_CANS_TITLES: ReadonlySet<string> = new Set(['Refill Cans', 'Refill Can']);

/** True when a product title names the refill cans ('Refill Cans' or 'Refill Can', spaces around ignored). */
export function isRefillCans(title: unknown): boolean {
  return typeof title === 'string' && REFILL_CANS_TITLES.has(title.trim());
}
