// Output-size limit like Shopify's: a loop or partial that has already written more than the limit
// stops the render with Liquid's "Memory limits exceeded" instead of exhausting the preview.
import type { Emitter } from 'liquidjs';

/** Far above any real page (this theme's largest is well under 1 MB), far below what hurts the preview. */
const MAX_OUTPUT_CHARS = 32 * 1024 * 1024;

export class MemoryLimitError extends Error {
  constructor() {
    super('Memory limits exceeded');
    this.name = 'MemoryError';
  }
}

/** Throws once the text written so far passes the limit (emitters that keep a string buffer). */
export function assertOutputWithinLimit(emitter: Emitter): void {
  const buffer = (emitter as { buffer?: unknown }).buffer;
  if (typeof buffer === 'string' && buffer.length > MAX_OUTPUT_CHARS) throw new MemoryLimitError();
}
