// bench/results/latest.md: the pages table (and beside another theme's), the timing tables and the budgets.
import { BUDGETS, firstInteractionRows } from './budgets';
import type { BenchResults, PageResult } from './results';
import type { ThemeComparison } from './theme-comparison';

const dash = '—';

const timingLabels: Record<string, string> = {
  product: 'product page `/products/<handle>` (different handles)',
  collection: 'collection page `/collections/all?page=N`',
  home: 'home page `/`',
  algolia: 'Algolia two-index query `POST /1/indexes/*/queries`',
};

function cell(value: number | null | undefined, format: (v: number) => string): string {
  return typeof value === 'number' ? format(value) : dash;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (v: number) => `${Math.round(v)} ms`;

/** Table cells must not break the Markdown table (paths come from the shop's HTML). */
export function escapeCell(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');
}

function pageRow(p: PageResult): string {
  const lh = p.lighthouse;
  const cells = [
    p.path ? `${p.kind} \`${escapeCell(p.path)}\`` : p.kind,
    cell(lh?.performance, String),
    cell(lh?.accessibility, String),
    cell(lh?.lcpMs, ms),
    cell(lh?.cls, (v) => v.toFixed(3)),
    cell(lh?.tbtMs, ms),
    cell(lh?.benchmarkIndex, String),
    lh?.calibrated ? `${cell(lh.calibrated.performance, String)} / ${cell(lh.calibrated.tbtMs, ms)} (×${lh.calibrated.multiplier})` : dash,
    lh?.threadTime
      ? `${cell(lh.threadTime.performance, String)} / ${cell(lh.threadTime.tbtMs, ms)} (${ms(lh.threadTime.cpuAfterFcpMs)} / ${ms(lh.threadTime.wallAfterFcpMs)})`
      : dash,
    cell(p.js?.beforeLoadGzipBytes, kb),
    cell(p.js?.totalGzipBytes, kb),
  ];
  if (p.errors.length > 0) cells[0] += ' ⚠';
  return `| ${cells.join(' | ')} |`;
}

const pair = (ours: PageResult | undefined, theirs: PageResult, format: (p: PageResult | undefined) => string) => `${format(ours)} / ${format(theirs)}`;

/** Each page type of the other theme with Olivine's figures first, and what kept its pages from rendering cleanly. */
function comparisonSection(ours: readonly PageResult[], other: ThemeComparison): string[] {
  const runs = other.pages.find((p) => p.lighthouse)?.lighthouse?.runs ?? 1;
  const out = [`## Beside ${other.name} (same sample shop, same preview, same settings)`, ''];
  out.push(
    `\`${escapeCell(other.dir)}\` served by a second preview with the same sample shop. Each cell: Olivine / ${other.name}. ` +
      `Lighthouse mobile as above, ${runs > 1 ? `median of ${runs} runs` : 'one run'}, the two themes' runs interleaved; JS gzip KB in Chromium, no input given.`,
    '',
  );
  out.push('| page | JS with no interaction (after network idle) | JS before load | LCP | TBT | perf |', '|---|---:|---:|---:|---:|---:|');
  for (const theirs of other.pages) {
    const a = ours.find((p) => p.kind === theirs.kind);
    const warn = theirs.errors.length + (theirs.renderProblems?.length ?? 0) > 0 ? ' ⚠' : '';
    out.push(
      `| ${theirs.kind}${warn} | ${pair(a, theirs, (p) => cell(p?.js?.totalGzipBytes, kb))} | ${pair(a, theirs, (p) => cell(p?.js?.beforeLoadGzipBytes, kb))} | ` +
        `${pair(a, theirs, (p) => cell(p?.lighthouse?.lcpMs, ms))} | ${pair(a, theirs, (p) => cell(p?.lighthouse?.tbtMs, ms))} | ${pair(a, theirs, (p) => cell(p?.lighthouse?.performance, String))} |`,
    );
  }
  out.push('');
  const problems = other.pages.filter((p) => p.errors.length > 0 || (p.renderProblems?.length ?? 0) > 0);
  if (problems.length > 0) {
    out.push(`${other.name} on the preview (⚠; the preview is left as it is):`, '');
    for (const p of problems) for (const e of [...p.errors, ...(p.renderProblems ?? [])]) out.push(`- ${p.kind} \`${escapeCell(p.path)}\`: ${escapeCell(e)}`);
    out.push('');
  }
  return out;
}

function firstInteractionSection(r: BenchResults): string[] {
  const rows = firstInteractionRows(r);
  const out = ['## First interaction on a fresh page → visible response', ''];
  out.push('| interaction | page | runs | p50 | p95 | max | budget (p50) | result |', '|---|---|---:|---:|---:|---:|---|---|');
  for (const row of rows) {
    const t = row.timing;
    const result = row.error
      ? `**error**: ${escapeCell(row.error)}`
      : row.skipped
        ? `skipped: ${escapeCell(row.skipped)}`
        : row.pass === null
          ? 'not measured'
          : row.pass
            ? 'pass'
            : '**fail**';
    out.push(
      `| ${row.label} | ${row.path ? `\`${escapeCell(row.path)}\`` : dash} | ${t ? t.runs : dash} | ${t ? `${t.p50Ms} ms` : dash} | ${t ? `${t.p95Ms} ms` : dash} | ${t ? `${t.maxMs} ms` : dash} | ≤ ${BUDGETS.firstInteractionP50MaxMs} ms | ${result} |`,
    );
  }
  out.push(
    '',
    "Each run a new browser context (no cache, no input before). Variant change (390 px): the product page's network idle, then a click on an option tile the form does not show; until the frame after the form's price changes. Search keystroke (1280 px): home's network idle, the header's search button clicked, then one letter; from its keydown until the frame after the overlay's heading quotes it. The clock starts at the input event's timestamp. The cold drawer is the cart drawer table's cold case.",
    '',
  );
  return out;
}

export function renderMarkdown(r: BenchResults): string {
  const out: string[] = [];
  out.push(`# Olivine bench, ${r.date}`, '');
  out.push(
    `${r.machine.cpu} × ${r.machine.cores} (load ${r.machine.loadAverage} at start), ${r.machine.memoryGB} GB, ${r.machine.platform} ${r.machine.release}; ` +
      Object.entries(r.versions)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ') +
      `; ${Math.round(r.durationMs / 1000)} s`,
    '',
  );

  out.push('## Pages (Lighthouse mobile, simulated throttling; JS in Chromium)', '');
  const runs = r.pages.find((p) => p.lighthouse)?.lighthouse?.runs;
  if (runs && runs > 1) out.push(`Median of ${runs} Lighthouse runs per page.`, '');
  const cpus = r.lighthouseCpus;
  if (cpus) {
    out.push(
      cpus === 'shared'
        ? "Every process on every CPU (`--shared-cpu`): the trace's screenshots, Lighthouse and the server compete with the page for the CPU."
        : `The page's renderer ran on CPU ${cpus.renderer} alone; Chromium's browser and GPU processes, Lighthouse and the server on CPU ${cpus.others} (bench/lib/renderer-core.ts; \`--shared-cpu\` to share).`,
      '',
    );
  }
  out.push(
    '| page | perf | a11y | LCP | CLS | TBT | host CPU index | perf / TBT, CPU calibrated | perf / TBT at thread time (CPU / wall after FCP) | JS before load (gzip KB) | JS total (gzip KB) |',
  );
  out.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const p of r.pages) out.push(pageRow(p));
  out.push('');
  if (r.pages.some((p) => p.lighthouse?.calibrated)) {
    out.push(
      "Host CPU index: Lighthouse's `benchmarkIndex` for the run (its 4× CPU slowdown assumes ~1533). CPU calibrated: the same trace simulated again with the slowdown Lighthouse's CPU throttling calculator gives for that index (bench/lib/lighthouse-calibrate.ts).",
      '',
    );
  }
  if (r.pages.some((p) => p.lighthouse?.threadTime)) {
    out.push(
      "At thread time: the same trace simulated again by Lighthouse with each of the page's main-thread tasks as long as its CPU time (bench/lib/trace-thread-time.ts). Lighthouse's own figure takes the wall time, which on a busy host also holds the renderer's waits (synchronous font and cookie IPC to a browser busy encoding the trace's screenshots, time off the CPU). In brackets: the page's main-thread CPU and wall time after first contentful paint.",
      '',
    );
  }
  if (r.pages.some((p) => p.kind === 'search-overlay' && p.lighthouse)) {
    out.push(
      'search-overlay: a user flow on the home page; perf, CLS and TBT are the timespan from the search button to the results of "oil" (DevTools throttling, CPU 4×), a11y a snapshot of the open overlay.',
      '',
    );
  }
  const a11y = r.pages.filter((p) => (p.lighthouse?.failingA11yAudits.length ?? 0) > 0);
  if (a11y.length > 0) {
    out.push('Failing accessibility audits:', '');
    for (const p of a11y) out.push(`- ${p.kind}: ${p.lighthouse!.failingA11yAudits.map((id) => `\`${id}\``).join(', ')}`);
    out.push('');
  }
  const pageErrors = r.pages.filter((p) => p.errors.length > 0);
  if (pageErrors.length > 0) {
    out.push('Page errors (⚠):', '');
    for (const p of pageErrors) for (const e of p.errors) out.push(`- ${p.kind}: ${escapeCell(e)}`);
    out.push('');
  }

  if (r.comparison) out.push(...comparisonSection(r.pages, r.comparison));

  out.push('## Preview render at scale (sequential GETs over HTTP)', '');
  const t = r.renderTiming;
  if (!t) out.push(r.options.skipRender === true ? 'Skipped (`--skip-render`).' : 'Not measured: see the harness errors below.', '');
  else if ('skipped' in t) out.push(`Skipped: ${t.skipped}.`, '');
  else {
    const made = t.generateMs > 0 ? `generated in ${Math.round(t.generateMs / 1000)} s, ` : '';
    out.push(`${t.products} products, ${t.articles} articles; ${made}server ready in ${Math.round(t.serverStartMs)} ms.`, '');
    out.push('| request | count | p50 | p95 | p99 | max |', '|---|---:|---:|---:|---:|---:|');
    for (const row of t.rows)
      out.push(`| ${timingLabels[row.page] ?? row.page} | ${row.samples} | ${row.p50Ms} ms | ${row.p95Ms} ms | ${row.p99Ms} ms | ${row.maxMs} ms |`);
    out.push('');
    if (t.algoliaSkipped) out.push(`Algolia stand-in not timed: ${escapeCell(t.algoliaSkipped)}.`, '');
  }

  if (r.cartDrawer) {
    out.push('## Cart drawer: cart-link click → drawer visible and interactive', '');
    out.push('| case | runs | p50 | p95 | max |', '|---|---:|---:|---:|---:|');
    for (const row of r.cartDrawer.rows) out.push(`| ${row.case} | ${row.runs} | ${row.p50Ms} ms | ${row.p95Ms} ms | ${row.maxMs} ms |`);
    out.push(
      '',
      'warm: the page settled and a touch reached the cart link first (that wakes the drawer); cold: clicked at `load`, chunk and React load on the click.',
      '',
    );
  }
  if (r.searchOverlay) {
    out.push('## Search overlay: keystroke → results', '');
    const s = r.searchOverlay;
    if ('skipped' in s) out.push(`Skipped: ${escapeCell(s.skipped)}.`, '');
    else {
      out.push('| terms | p50 | p95 | max |', '|---:|---:|---:|---:|', `| ${s.runs} | ${s.p50Ms} ms | ${s.p95Ms} ms | ${s.maxMs} ms |`, '');
      out.push(
        "From the last letter's keydown to the first frame showing that term's results (debounce, the Algolia stand-in, render); one distinct term each.",
        '',
      );
    }
  }
  if (r.firstInteraction || r.cartDrawer) out.push(...firstInteractionSection(r));
  if (r.cartLoad) {
    const l = r.cartLoad;
    out.push('## Cart load: concurrent shoppers adding, changing and removing lines', '');
    out.push('| shoppers | seconds | requests | per second | p50 | p99 | max | refused | cart mismatches |', '|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    out.push(
      `| ${l.shoppers} | ${l.seconds} | ${l.requests} | ${l.perSecond} | ${l.p50Ms} ms | ${l.p99Ms} ms | ${l.maxMs} ms | ${l.failed} | ${l.mismatches.length} |`,
      '',
    );
    for (const m of l.mismatches.slice(0, 20)) out.push(`- ${escapeCell(m)}`);
    if (l.mismatches.length > 0) out.push('');
  }
  if (r.collectionLoadMore) {
    out.push('## Collection: load more up to 2,000 products', '');
    const c = r.collectionLoadMore;
    if ('skipped' in c) out.push(`Skipped: ${escapeCell(c.skipped)}.`, '');
    else {
      out.push('| products | loads | longest task, CPU | longest task, wall | tasks over 50 ms CPU | time |', '|---:|---:|---:|---:|---:|---:|');
      out.push(`| ${c.products} | ${c.loads} | ${c.longestTaskCpuMs} ms | ${c.longestTaskWallMs} ms | ${c.tasksOver50MsCpu} | ${c.seconds} s |`, '');
      out.push(
        "The page's main-thread tasks while scrolling to the end again and again; CPU is thread time, which other work on the machine does not inflate (wall time is).",
        '',
      );
    }
  }
  if (r.fuzz) {
    const f = r.fuzz;
    out.push('## Fuzz: generated requests on every endpoint', '');
    out.push('| cases | seed | 5xx | stack traces or paths shown | server errors | time |', '|---:|---:|---:|---:|---:|---:|');
    out.push(`| ${f.cases} | ${f.seed} | ${f.serverErrors} | ${f.leaks} | ${f.loggedErrors} | ${f.seconds} s |`, '');
    for (const failure of f.failures) out.push(`- ${escapeCell(failure)}`);
    out.push(
      ...(f.failures.length > 0 ? [''] : []),
      `Replay: \`npm run bench -- --fuzz-seed ${f.seed} --fuzz-cases ${f.cases}\` (the other steps can be skipped).`,
      '',
    );
  }
  out.push('## Budgets (DESIGN.md §6)', '');
  out.push('| what | budget | measured (worst) | result |', '|---|---|---|---|');
  for (const b of r.budgets) {
    const result = b.pass === null ? 'not measured' : b.pass ? 'pass' : `**fail** (${b.failing.join(', ')})`;
    out.push(`| ${b.what} | ${b.budget} | ${escapeCell(b.actual)} | ${result} |`);
  }
  out.push('');
  if (r.errors.length > 0) {
    out.push('## Harness errors', '');
    for (const e of r.errors) out.push(`- ${escapeCell(e)}`);
    out.push('');
  }
  return out.join('\n');
}
