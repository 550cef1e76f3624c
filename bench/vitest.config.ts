// The bench's own tests: `npx vitest run --config bench/vitest.config.ts`.
// *.browser.test.ts drive Chromium (Playwright, Lighthouse) against a tiny fixture shop.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
