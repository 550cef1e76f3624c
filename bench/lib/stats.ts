// Order statistics for the timings and the per-page Lighthouse runs.

/** Nearest-rank percentile (p in 0..100) of the samples; NaN when there are none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/** Median; for an even count the mean of the two middle values. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** What the timing tables show of a set of samples: their count, p50, p95 and max in ms (0.1 ms). */
export function summarise(samples: readonly number[]): { runs: number; p50Ms: number; p95Ms: number; maxMs: number } {
  return { runs: samples.length, p50Ms: round(percentile(samples, 50), 1), p95Ms: round(percentile(samples, 95), 1), maxMs: round(Math.max(...samples), 1) };
}
