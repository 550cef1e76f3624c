// The shape of bench/results/latest.json. Numbers are raw (ms, bytes, 0..100 scores); the
// Markdown report formats them.
import type { PageKind } from './args';
import type { JsBytesResult } from './js-bytes';
import type { LighthouseSummary } from './lighthouse';
import type { RenderTimingOutcome } from './render-timing';
import type { CartDrawerTiming } from './cart-drawer-timing';
import type { SearchOverlayTiming } from './search-overlay-timing';
import type { CartLoadResult } from './cart-load';
import type { CollectionLoadMoreTiming } from './collection-load-more-timing';
import type { FuzzResult } from './fuzz';
import type { ThemeComparison } from './theme-comparison';
import type { FirstInteractionTiming } from './first-interaction-timing';

export interface PageResult {
  kind: PageKind;
  path: string;
  /** HTTP status of a plain GET before measuring */
  status: number | null;
  lighthouse: LighthouseSummary | null;
  js: JsBytesResult | null;
  errors: string[];
  /**
   * What another theme's page (`--compare-theme`) lacked on the preview, which is built for
   * Olivine: inline Liquid errors it rendered with, scripts that did not answer.
   */
  renderProblems?: string[];
}

/** Where the Lighthouse runs ran: the page's renderer on a CPU of its own, or every process sharing. */
export type LighthouseCpus = { renderer: number; others: string } | 'shared';

export interface BudgetRow {
  what: string;
  budget: string;
  /** the worst measured value, formatted, or why it was not measured */
  actual: string;
  /** null = not measured */
  pass: boolean | null;
  failing: string[];
}

export interface BenchResults {
  date: string;
  durationMs: number;
  machine: {
    platform: string;
    release: string;
    arch: string;
    cpu: string;
    cores: number;
    memoryGB: number;
    /** 1-minute load average when the run started: other work on the machine skews TBT and perf */
    loadAverage: number;
  };
  versions: Record<string, string>;
  options: Record<string, unknown>;
  pages: PageResult[];
  /** null when Lighthouse did not run */
  lighthouseCpus?: LighthouseCpus | null;
  renderTiming: RenderTimingOutcome | null;
  /** cart-link click → drawer visible and interactive (issue 3) */
  cartDrawer?: CartDrawerTiming | null;
  /** search overlay: last keystroke → results shown (issue 9) */
  searchOverlay?: SearchOverlayTiming | null;
  /** concurrent shoppers adding, changing and removing lines (issue 14) */
  cartLoad?: CartLoadResult | null;
  /** load more up to a 2,000-product collection: the longest main-thread task (issue 11) */
  collectionLoadMore?: CollectionLoadMoreTiming | null;
  /** generated requests on every endpoint: 5xx answers, leaks, time (issue 28) */
  fuzz?: FuzzResult | null;
  /** the same page types on another theme (Dawn), `--compare-theme` (issue 28) */
  comparison?: ThemeComparison | null;
  /** the first variant change and the first search keystroke on fresh pages (issue 28) */
  firstInteraction?: FirstInteractionTiming | null;
  budgets: BudgetRow[];
  /** harness errors: anything that kept a number from being measured */
  errors: string[];
}
