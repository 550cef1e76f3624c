// Test helper: a window.matchMedia that answers the reduced-motion query as the test asks.
import { vi } from 'vitest';

/** `prefers-reduced-motion: reduce` matches when `reduce`; every other query does not. */
export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}
