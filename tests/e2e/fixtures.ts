// The shared e2e fixture. Every spec imports `test` from here (never from @playwright/test):
// - the sample shop has the age gate on, so each test's browser context starts as a returning
//   visitor (over_21=true); a test about the gate opts out with `test.use({ newVisitor: true })`;
// - `watch` records what a shopper would notice going wrong: console errors, uncaught exceptions
//   and failed or 4xx/5xx requests. Tests call `expectClean()`.
import { test as base, expect as baseExpect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';
import { WIDTHS } from './keyboard-helpers';

export interface PageProblems {
  readonly problems: string[];
  expectClean(): void;
}

/** The age gate's cookie (src/features/age-gate/age-gate-cookie.ts). */
export const AGE_COOKIE = 'over_21';

export const test = base.extend<{ watch: PageProblems; newVisitor: boolean }>({
  newVisitor: [false, { option: true }],
  context: async ({ context, newVisitor, baseURL }, use) => {
    if (!newVisitor) await context.addCookies([{ name: AGE_COOKIE, value: 'true', url: baseURL! }]);
    trackNetwork(context);
    await use(context);
  },
  watch: async ({ page }, use) => {
    const found: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') found.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (err) => found.push(`uncaught: ${err.message}`));
    // A navigation of the main frame cancels the loads still in flight on the page it leaves (a
    // lazy image mid-download, a chunk the old page was importing); the shopper never sees those.
    // An aborted request counts as left behind when the main frame started or committed a
    // navigation after it was sent; that is judged when the problems are read, because Chromium
    // may report the abort before the navigation's own events. Any other abort is a failure.
    let navigations = 0;
    const sentAt = new WeakMap<Request, number>();
    const aborted: { req: Request; text: string }[] = [];
    page.on('request', (req) => {
      if (req.isNavigationRequest() && req.frame() === page.mainFrame()) navigations++;
      sentAt.set(req, navigations);
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations++;
    });
    page.on('requestfailed', (req) => {
      const text = `request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`;
      // A media element cancels and re-asks its range requests as it buffers and plays.
      const benign = req.resourceType() === 'document' || req.resourceType() === 'media';
      if (req.failure()?.errorText !== 'net::ERR_ABORTED') found.push(text);
      else if (!benign) aborted.push({ req, text });
    });
    page.on('response', (res) => {
      if (res.status() >= 400) found.push(`HTTP ${res.status()}: ${res.url()}`);
    });
    const problems = () => [...found, ...aborted.filter(({ req }) => (sentAt.get(req) ?? navigations) >= navigations).map(({ text }) => text)];
    await use({
      get problems() {
        return problems();
      },
      expectClean() {
        const now = problems();
        expect(now, now.join('\n')).toEqual([]);
      },
    });
  },
});

/**
 * How soon `expect.poll` checks again: after 25, 50 and 100 ms, then every 250 ms up to its timeout.
 * Playwright's own 100, 250 and 500 ms, then every second, held a check that passes 120 ms in
 * until 350 ms, and one 400 ms in until 850 ms. A call's own `intervals` still win.
 */
const POLL_INTERVALS = [25, 50, 100, 250];

/** Playwright's `expect`, whose `poll` checks at POLL_INTERVALS unless told otherwise. */
export const expect: typeof baseExpect = new Proxy(baseExpect, {
  get(target, property, receiver) {
    if (property !== 'poll') return Reflect.get(target, property, receiver);
    return ((generator, messageOrOptions) =>
      target.poll(generator, {
        intervals: POLL_INTERVALS,
        ...(typeof messageOrOptions === 'string' ? { message: messageOrOptions } : messageOrOptions),
      })) satisfies typeof target.poll;
  },
});

/** The requests a browser context has in flight, and when the last one started or ended. */
interface NetworkTracker {
  readonly inFlight: Set<Request>;
  lastChange: number;
}
const trackers = new WeakMap<BrowserContext, NetworkTracker>();

function trackNetwork(context: BrowserContext): void {
  const tracker: NetworkTracker = { inFlight: new Set(), lastChange: Date.now() };
  const done = (req: Request) => {
    tracker.inFlight.delete(req);
    tracker.lastChange = Date.now();
  };
  context.on('request', (req) => {
    tracker.inFlight.add(req);
    tracker.lastChange = Date.now();
  });
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  trackers.set(context, tracker);
}

/**
 * How long the network stays quiet (about three frames) before a page counts as settled, once the
 * tasks the page had queued have run (PAGE_TURNS) without starting another request. Was 150 ms
 * without the turns: that also waited through the render of the last answer and the effects it
 * runs, and cost 150 ms in each of some 400 calls.
 */
const QUIET_MS = 50;
/** Tasks the page runs before the quiet counts: the render of an answer, then its effects and what they fetch. */
const PAGE_TURNS = 3;
const SETTLE_TIMEOUT_MS = 10_000;
/**
 * Islands woken by load or idle (the default) that have not mounted yet, and any still loading.
 * `visible` and `interaction` islands wait for the shopper (scrolling, pressing): a test wakes
 * them itself (scrolling, pressing, or `wakeIsland`).
 */
const UNSETTLED_ISLANDS =
  '[data-widget][data-island-state="loading"], [data-widget][data-island-state="scheduled"]:not([data-hydrate="visible"], [data-hydrate="interaction"])';

/**
 * Lets the page run PAGE_TURNS tasks of its own (a message channel's, which the page's clock, when a
 * test installs one, leaves real): what it had queued runs first (React schedules its renders and
 * effects the same way). Answers false when a navigation replaced the page meanwhile.
 */
async function pageTurns(page: Page): Promise<boolean> {
  return page
    .evaluate(async (turns) => {
      for (let i = 0; i < turns; i++) {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }
      return true;
    }, PAGE_TURNS)
    .catch(() => false);
}

/**
 * Waits until the window `load` event has fired, every island woken by load or idle has mounted,
 * and the page has had no request in flight for QUIET_MS, after which its queued tasks run and
 * start none. Playwright's `networkidle` waits a fixed 500 ms after the last request; this waits
 * for what the tests depend on, then a short quiet.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const tracker = trackers.get(page.context());
  if (!tracker) return page.waitForLoadState('networkidle');
  await page.waitForFunction((selector) => !document.querySelector(selector), UNSETTLED_ISLANDS);
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const quietFor = Date.now() - tracker.lastChange;
    if (tracker.inFlight.size === 0 && quietFor >= QUIET_MS) {
      const quietSince = tracker.lastChange;
      if ((await pageTurns(page)) && tracker.inFlight.size === 0 && tracker.lastChange === quietSince) return;
    } else {
      await new Promise((resolve) => setTimeout(resolve, tracker.inFlight.size === 0 ? QUIET_MS - quietFor : 25));
    }
    if (Date.now() > deadline) {
      const pending = [...tracker.inFlight].map((req) => req.url());
      throw new Error(`settle: the network was not quiet for ${QUIET_MS} ms within ${SETTLE_TIMEOUT_MS} ms; in flight: ${pending.join(', ') || 'none'}`);
    }
  }
}

/**
 * Scrolls a section into view until its `visible` island wakes, then waits for the mount.
 * Playwright jumps to the section in one scroll; the skipped (content-visibility) sections it
 * passes are laid out only after the jump and can carry it out of view on a busy machine (a red
 * CI run: still "scheduled" after 5 s). A shopper scrolls through them; the test scrolls again.
 */
export async function wakeInView(section: Locator, island: Locator): Promise<void> {
  await expect(async () => {
    await section.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('data-island-state', 'scheduled', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(island).toHaveAttribute('data-island-state', 'mounted');
}

/**
 * Wakes an `interaction` island the way a shopper's focus would (a `focusin` on its host), for a
 * test about what the widget does once it is there, then waits for the mount. A test about the
 * first input itself presses the server markup instead.
 */
export async function wakeIsland(island: Locator): Promise<void> {
  // Once the runtime listens (right after a navigation the entry may not have run yet), unless
  // something already woke it.
  await expect(island).toHaveAttribute('data-island-state', /^(scheduled|loading|mounted)$/);
  await island.evaluate((host) => host.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
  await expect(island).toHaveAttribute('data-island-state', 'mounted');
}

/**
 * `test` for behaviour the layout does not change (server answers, retries, URL state, cookies),
 * inside a spec's loop over widths: declared at the first width only, so it runs once. A test
 * whose outcome depends on the layout (focus order, what fits, axe's contrast) uses `test`.
 */
export function layoutFreeTest(width: number): typeof test {
  return width === WIDTHS[0] ? test : ((() => {}) as unknown as typeof test);
}
