// Network faults injected into the page's calls, shared by the fault specs: a call fails offline,
// answers 500, or stalls: held unanswered (with `applyFault`, while the page's clock, `page.clock`,
// moves on 10 s, so the page's own give-up timers fire as they would), then let through late.
import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

export type Fault = 'offline' | '500' | 'stall';
export const FAULTS: Fault[] = ['offline', '500', 'stall'];
export const STALL_MS = 10_000;

/** Failures a fault causes on purpose, as the `watch` fixture words them. */
const INJECTED = /status of 500|ERR_INTERNET_DISCONNECTED|net::ERR_FAILED/;

/** Only the faulted call failed: anything else the `watch` fixture saw is still a problem. */
function otherProblemsThan(pattern: RegExp) {
  return (problems: string[]) => problems.filter((p) => !p.split(' ').some((part) => pattern.test(part)) && !INJECTED.test(p));
}

/**
 * Makes the page's requests matching `pattern` (fetches only, with `fetchOnly`) fail with `fault`.
 * A stall holds them unanswered until `heal()` lets them through, late (no real-time wait: a test
 * that needs the page's own timers to run out uses `applyFault`, which moves the page's clock).
 */
export async function inject(page: Page, pattern: RegExp, fault: Fault, fetchOnly = false) {
  if (fault === 'stall') {
    const held = await hold(page, pattern, fetchOnly);
    return { otherProblems: held.otherProblems, stalled: held.held, heal: held.release };
  }
  await page.route(pattern, async (route) => {
    if (fetchOnly && route.request().resourceType() !== 'fetch') return route.continue();
    if (fault === 'offline') return route.abort('internetdisconnected');
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500,"message":"Internal Server Error"}' });
  });
  return {
    otherProblems: otherProblemsThan(pattern),
    stalled: [] as Route[],
    heal: () => page.unroute(pattern),
  };
}

/** Holds the page's requests matching `pattern` (fetches only, with `fetchOnly`) unanswered until `release()` lets them through. */
export async function hold(page: Page, pattern: RegExp, fetchOnly = false) {
  const held: Route[] = [];
  await page.route(pattern, (route) => {
    if (fetchOnly && route.request().resourceType() !== 'fetch') return route.continue();
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

/**
 * `fault` on the page's calls matching `pattern`. Offline and 500 answer at once. A stall installs
 * the page's fake clock (call it before the page sets the timers that matter) and holds the call:
 * `waitOut()` waits for the one held call and moves the page's clock on `stallMs` (its give-up
 * timers fire as in real time); `heal()` lets held calls through, late, and ends the fault.
 */
export async function applyFault(page: Page, pattern: RegExp, fault: Fault, options: { stallMs?: number; fetchOnly?: boolean } = {}) {
  const { stallMs = STALL_MS, fetchOnly = false } = options;
  if (fault !== 'stall') {
    const injected = await inject(page, pattern, fault, fetchOnly);
    return { otherProblems: injected.otherProblems, waitOut: async () => {}, heal: injected.heal };
  }
  await page.clock.install();
  const held = await hold(page, pattern, fetchOnly);
  return {
    otherProblems: held.otherProblems,
    /** The page has waited `stallMs` on its clock for the held call. */
    waitOut: async () => {
      await expect.poll(() => held.held.length).toBe(1);
      await page.clock.fastForward(stallMs);
    },
    heal: held.release,
  };
}
