// Issue 28: the first interaction on a fresh page stays fast even when the islands and React
// only load on it. Each sample is a new browser context (no cache, no prior input) whose page
// settled (network idle) before the one input: the first variant change on a product page (a
// click on an option the form does not show, the form's price updating) and the first search
// keystroke (the overlay opened from the header, one letter typed, its results shown). The clock
// runs from the input event's timestamp to the first frame after the response (first-frame.ts).
// The cold cart drawer, the third first interaction, is timed by cart-drawer-timing.ts.
import type { Page } from '@playwright/test';
import { armFirstFrame, DESKTOP, firstFrameMs, freshPage, launchTimingBrowser, PHONE } from './first-frame';
import { listProductHandles, productJs, type ProductJs } from './pages';
import { openOverlay, searchClock } from './search-overlay-timing';
import { summarise } from './stats';

export interface FirstInteractionRow {
  interaction: 'variant' | 'search';
  /** the page it ran on */
  path: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}
/** A timing, or why there is none: `skipped` on a storefront without the control (not an error), `error` when it failed. */
export type FirstInteractionOutcome =
  | FirstInteractionRow
  | { interaction: FirstInteractionRow['interaction']; path: string; skipped: string }
  | { interaction: FirstInteractionRow['interaction']; path: string; error: string };

/** A storefront without the control to time (the bench's own fixture, another theme). */
class NothingToTime extends Error {}

export interface FirstInteractionTiming {
  rows: FirstInteractionOutcome[];
}

/** The letter typed into the overlay: every sample a fresh page, so no client cache answers it. */
export const FIRST_SEARCH_LETTER = 'o';

/**
 * A product whose every variant is available at a price of its own, so any other option a shopper
 * picks changes the price the form shows (the observable response); else none.
 */
export function variantChangeProduct(products: readonly ProductJs[]): ProductJs | undefined {
  return products.find((p) => {
    const variants = p.variants ?? [];
    return (
      variants.length > 1 &&
      variants.every((v) => v.available !== false && typeof v.price === 'number') &&
      new Set(variants.map((v) => v.price)).size === variants.length
    );
  });
}

const FORM = '[data-product-form]';
/** In the page: the form's price shows, and no longer reads `before`. */
const priceChangedFrom = (before: string) =>
  `(form) => { const price = form.querySelector('.price'); return !!price && price.getClientRects().length > 0 && price.textContent.trim() !== ${JSON.stringify(before)}; }`;

/** One fresh product page: click an unchecked option tile (or pick another variant in the no-JS select). */
async function timeFirstVariantChange(page: Page): Promise<number> {
  if ((await page.locator(`${FORM} .price`).count()) === 0) throw new NothingToTime(`no price in ${FORM} on the product page`);
  const before = (await page.locator(`${FORM} .price`).first().textContent())?.trim() ?? '';
  await armFirstFrame(page, {
    events: ['pointerdown', 'keydown', 'change'],
    root: FORM,
    shown: priceChangedFrom(before),
    what: 'a new price after the variant change',
  });
  const tile = page.locator(`${FORM} .option-tiles input[type="radio"]:not(:checked)`).first();
  if ((await tile.count()) > 0) {
    await page.locator(`${FORM} label[for="${await tile.getAttribute('id')}"]`).click();
  } else {
    const select = page.locator(`${FORM} select[name="id"]`);
    const other = await select.locator('option:not([selected]):not([disabled])').first().getAttribute('value');
    if (other === null) throw new Error(`no option tile or variant select to change in ${FORM}`);
    await select.selectOption(other);
  }
  return firstFrameMs(page);
}

async function timeFirstKeystroke(page: Page): Promise<number> {
  if ((await page.locator('[data-search-overlay]').count()) === 0) throw new NothingToTime('no search overlay on the home page');
  await openOverlay(page);
  await armFirstFrame(page, searchClock(FIRST_SEARCH_LETTER));
  await page.keyboard.press(FIRST_SEARCH_LETTER);
  return firstFrameMs(page);
}

async function productPath(baseUrl: string): Promise<string> {
  const products: ProductJs[] = [];
  for (const handle of (await listProductHandles(baseUrl)).slice(0, 40)) {
    const product = await productJs(baseUrl, handle);
    if (product) products.push(product);
  }
  const product = variantChangeProduct(products);
  if (!product) throw new NothingToTime('no product with several available variants at different prices');
  return `/products/${encodeURIComponent(product.handle)}`;
}

export async function measureFirstInteractions(baseUrl: string, runs = 20, log: (m: string) => void = () => {}): Promise<FirstInteractionTiming> {
  const browser = await launchTimingBrowser();
  const rows: FirstInteractionOutcome[] = [];
  const cases = [
    { interaction: 'variant' as const, path: () => productPath(baseUrl), viewport: PHONE, time: timeFirstVariantChange },
    { interaction: 'search' as const, path: () => Promise.resolve('/'), viewport: DESKTOP, time: timeFirstKeystroke },
  ];
  try {
    for (const c of cases) {
      let path = '';
      try {
        path = await c.path();
        log(`first ${c.interaction === 'variant' ? 'variant change' : 'search keystroke'} on a fresh ${path} ×${runs}`);
        const samples: number[] = [];
        for (let i = 0; i < runs; i += 1) {
          const { page, close } = await freshPage(browser, baseUrl, path, c.viewport);
          try {
            await page.waitForLoadState('networkidle');
            samples.push(await c.time(page));
          } finally {
            await close();
          }
        }
        rows.push({ interaction: c.interaction, path, ...summarise(samples) });
      } catch (error) {
        if (error instanceof NothingToTime) rows.push({ interaction: c.interaction, path, skipped: error.message });
        else rows.push({ interaction: c.interaction, path, error: error instanceof Error ? error.message : String(error) });
      }
    }
  } finally {
    await browser.close();
  }
  return { rows };
}
