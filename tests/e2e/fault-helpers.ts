// Network faults injected into the page's calls, shared by the fault specs: a call fails offline,
// answers 500, stalls for 10 s in real time, or is held until the test lets it through (for calls
// whose give-up the page times with its own clock, driven by `page.clock`).
import type { Page, Route } from '@playwright/test';

export type Fault = 'offline' | '500' | 'stall';
export const FAULTS: Fault[] = ['offline', '500', 'stall'];
export const STALL_MS = 10_000;

/** Failures a fault causes on purpose, as the `watch` fixture words them. */
const INJECTED = /status of 500|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/;

/** Only the faulted call failed: anything else the `watch` fixture saw is still a problem. */
function otherProblemsThan(pattern: RegExp) {
  return (problems: string[]) => problems.filter((p) => !p.split(' ').some((part) => pattern.test(part)) && !INJECTED.test(p));
}

/** Makes the page's requests matching `pattern` (fetches only, with `fetchOnly`) fail with `fault`. */
export async function inject(page: Page, pattern: RegExp, fault: Fault, fetchOnly = false) {
  const stalled: Route[] = [];
  await page.route(pattern, async (route) => {
    if (fetchOnly && route.request().resourceType() !== 'fetch') return route.continue();
    if (fault === 'offline') return route.abort('internetdisconnected');
    if (fault === '500') return route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"Internal Server Error"}' });
    stalled.push(route);
    await new Promise((resolve) => setTimeout(resolve, STALL_MS));
    await route.continue().catch(() => {});
  });
  return {
    otherProblems: otherProblemsThan(pattern),
    stalled,
    heal: () => page.unroute(pattern),
  };
}

/** Holds the page's requests matching `pattern` unanswered until `release()` lets them through. */
export async function hold(page: Page, pattern: RegExp) {
  const held: Route[] = [];
  await page.route(pattern, (route) => {
    held.push(route);
  });
  return {
    held,
    otherProblems: otherProblemsThan(pattern),
    /** Lets the held requests through to the server and stops holding new ones. */
    async release() {
      await page.unroute(pattern);
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => {})));
    },
  };
}
