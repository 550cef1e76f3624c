import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'bench/tests/**/*.test.ts'],
    // Browser tests opt in with `// @vitest-environment jsdom` on their first line.
    environment: 'node',
    // Contract tests start a preview server per file.
    testTimeout: 20_000,
    hookTimeout: 30_000,
    restoreMocks: true,
  },
});
