// Vitest setup for browser tests: each file starts once jsdom has fired the window's `load` (a moment after the file starts, later on a busy machine), as code that waits for load expects.
import { beforeAll } from 'vitest';

beforeAll(async () => {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
});
