// The render report's `--browser` pass: loads every page type (not the fragments) in offline Chromium
// at 1280 and 375 px as a shopper would, the account pages signed in as the sample customer, and
// records each page's console errors, uncaught exceptions and failed requests, as the theme's own
// JavaScript runs with nothing stubbed.
import { chromium, type BrowserContext } from '@playwright/test';
import { CUSTOMER_SESSION_COOKIE } from '../../preview/http/session';
import { chromiumPath, OFFLINE_ARGS } from '../../tests/e2e/browser';
import { FLOW_WIDTHS, recordProblems } from './flow-run';
import { settle } from './flow-helpers';
import { SIGN_IN_FORM, type PageRow } from './pages';

export interface BrowsedPage {
  page: string;
  width: number;
  status: number;
  /** where the page ended after redirects, when elsewhere (an account page on new customer accounts) */
  landed?: string;
  problems: string[];
}

/**
 * Signs the context in as the sample customer: the classic login form, or on a theme without one
 * (new customer accounts) the hosted sign-in that form leads to.
 */
async function signIn(context: BrowserContext): Promise<void> {
  const res = await context.request.post('/account/login', { form: SIGN_IN_FORM, maxRedirects: 0 });
  const to = res.headers().location;
  if ((await context.cookies()).some((c) => c.name === CUSTOMER_SESSION_COOKIE && c.value) || !to) return;
  await context.request.post(new URL(to, res.url()).pathname, { form: { email: SIGN_IN_FORM['customer[email]'] }, maxRedirects: 0 });
}

/** How long a page's scripts may keep working after `load` before its problems are read. */
const AFTER_LOAD_MS = 1500;

/**
 * The page's problems without its own answer when that answer is the one expected (a 404 page
 * answers 404, and Chromium logs that as a failed load): that status is the row's subject.
 */
function withoutOwnStatus(problems: string[], href: string, expected: number): string[] {
  const own = (p: string) => p.endsWith(`: ${expected} ${href}`);
  const logged = `Failed to load resource: the server responded with a status of ${expected}`;
  const rest = expected >= 400 && problems.some(own) ? problems.filter((p) => !own(p)) : problems;
  const others = rest.filter((p) => new RegExp(`: ${expected} \\S+$`).test(p)).length;
  // Chromium's console line names no URL: one of them is the page's own when no other request failed so.
  const consoleLines = rest.filter((p) => p.includes(logged));
  const drop = rest !== problems && consoleLines.length > others ? consoleLines[0] : undefined;
  return [...new Set(rest.filter((p) => p !== drop))];
}

export async function browsePages(baseURL: string, rows: PageRow[], widths: readonly number[] = FLOW_WIDTHS): Promise<BrowsedPage[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: OFFLINE_ARGS });
  const out: BrowsedPage[] = [];
  try {
    for (const width of widths) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      for (const row of rows.filter((r) => !r.fragment)) {
        // The account pages signed in; the others as a new visitor would see them, in the same session.
        const signedIn = (await context.cookies()).some((c) => c.name === CUSTOMER_SESSION_COOKIE);
        if (!row.signedIn && signedIn) await context.clearCookies({ name: CUSTOMER_SESSION_COOKIE });
        if (row.signedIn && !signedIn) await signIn(context);
        const page = await context.newPage();
        const problems: string[] = [];
        recordProblems(page, problems);
        const res = await page.goto(row.url).catch(() => null);
        await settle(page);
        await page.waitForTimeout(AFTER_LOAD_MS);
        const status = res?.status() ?? 0;
        const landed = new URL(page.url()).pathname;
        out.push({
          page: row.page,
          width,
          status,
          ...(landed !== new URL(row.url, baseURL).pathname ? { landed } : {}),
          problems: withoutOwnStatus(problems, new URL(row.url, baseURL).href, row.expected),
        });
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** The browser pass as text: a row per page type with its problems at each width, then the problems. */
export function browsedLines(results: BrowsedPage[]): string[] {
  const widths = [...new Set(results.map((r) => r.width))];
  const pages = [...new Set(results.map((r) => r.page))];
  const cell = (r: BrowsedPage | undefined) =>
    !r
      ? '-'
      : `${r.problems.length ? `${r.problems.length} problem${r.problems.length > 1 ? 's' : ''}` : 'clean'}${r.landed ? ` (${r.status} at ${r.landed})` : ''}`;
  const out = [`\n| page in Chromium | ${widths.map((w) => `${w} px`).join(' | ')} |`, `|---|${widths.map(() => '---|').join('')}`];
  for (const page of pages) out.push(`| ${page} | ${widths.map((w) => cell(results.find((r) => r.page === page && r.width === w))).join(' | ')} |`);
  const dirty = results.filter((r) => r.problems.length);
  out.push(`\n${results.length} page loads, ${dirty.length} with a console error or failed request.`);
  for (const r of dirty) for (const p of r.problems) out.push(`  ${r.page} @ ${r.width}: ${p}`);
  return out;
}
