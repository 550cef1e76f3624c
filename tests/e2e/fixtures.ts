// A page fixture that records what a shopper would notice going wrong: console errors,
// uncaught exceptions and failed or 4xx/5xx requests. Tests call `expectClean()`.
import { test as base, expect, type Page } from '@playwright/test';

export interface PageProblems {
  problems: string[];
  expectClean(): void;
}

export const test = base.extend<{ watch: PageProblems }>({
  watch: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
    page.on('requestfailed', (req) => {
      // Navigations the test itself starts can abort earlier loads; those are not shopper-visible failures.
      if (req.failure()?.errorText === 'net::ERR_ABORTED' && req.resourceType() === 'document') return;
      problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
    });
    await use({
      problems,
      expectClean() {
        expect(problems, problems.join('\n')).toEqual([]);
      },
    });
  },
});

export { expect };

/** Waits until the window `load` event has fired and the page is idle on the network. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
}
