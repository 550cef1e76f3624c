// The page's own main-thread cost in a Lighthouse navigation trace, from thread (CPU) time rather
// than wall time. Lighthouse's simulated TBT multiplies each task's wall duration by 4; on a busy
// two-core host a task's wall time also holds the time the renderer waited: on synchronous IPC to
// the browser (font matching, cookies, storage) while the browser encodes the trace's screenshots,
// or simply off the CPU. Thread time leaves those out, so it says what the page itself costs:
// `threadTime` sums it, `compressToThreadTime` rewrites the trace so that Lighthouse can simulate
// the same page again with each task as long as its CPU time.

export interface TraceEvent {
  name?: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}

export interface ThreadTime {
  /** CPU time of the page's main-thread tasks that start after first contentful paint */
  cpuAfterFcpMs: number;
  /** their wall time: the difference is waiting, not work */
  wallAfterFcpMs: number;
}

/** The thread that parsed the page's HTML (an http(s) document) in the busiest renderer. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const parses = new Map<string, number>();
  for (const e of events) {
    if (e.name === 'ParseHTML' && /^https?:/.test(e.args?.beginData?.url ?? '') && e.pid !== undefined && e.tid !== undefined) {
      const key = `${e.pid}:${e.tid}`;
      parses.set(key, (parses.get(key) ?? 0) + 1);
    }
  }
  const best = [...parses].sort((a, b) => b[1] - a[1])[0];
  if (!best) return null;
  const [pid, tid] = best[0].split(':').map(Number) as [number, number];
  return { pid, tid };
}

type Timed = TraceEvent & { ts: number; dur: number };

/** The main thread's top-level tasks (a RunTask inside another is part of it), in order. */
function topLevelTasks(events: readonly TraceEvent[], main: { pid: number; tid: number }): Timed[] {
  const tasks = events
    .filter(
      (e): e is Timed =>
        e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && typeof e.ts === 'number' && typeof e.dur === 'number',
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const top: Timed[] = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts < end) continue;
    top.push(task);
    end = task.ts + task.dur;
  }
  return top;
}

export function threadTime(events: readonly TraceEvent[]): ThreadTime | null {
  const main = pageMainThread(events);
  if (!main) return null;
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid && typeof e.ts === 'number')
    .map((e) => e.ts as number)
    .sort((a, b) => a - b)[0];
  if (fcp === undefined) return null;
  let cpu = 0;
  let wall = 0;
  for (const task of topLevelTasks(events, main)) {
    if (task.ts < fcp) continue;
    cpu += (task.tdur ?? task.dur) / 1000;
    wall += task.dur / 1000;
  }
  const round = (v: number) => Math.round(v * 10) / 10;
  return { cpuAfterFcpMs: round(cpu), wallAfterFcpMs: round(wall) };
}

/**
 * The trace with each of the page's main-thread tasks shrunk to its CPU time: every event of that
 * thread inside a task (any phase) is mapped by the same linear map from the task's start, so
 * nesting holds; tasks keep their start, the rest of the trace is untouched.
 */
export function compressToThreadTime(events: readonly TraceEvent[]): TraceEvent[] {
  const main = pageMainThread(events);
  if (!main) return [...events];
  const tasks = topLevelTasks(events, main).filter((t) => typeof t.tdur === 'number' && t.tdur < t.dur && t.dur > 0);
  if (tasks.length === 0) return [...events];
  const within = (ts: number): Timed | undefined => {
    let lo = 0;
    let hi = tasks.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const t = tasks[mid]!;
      if (ts < t.ts) hi = mid - 1;
      else if (ts > t.ts + t.dur) lo = mid + 1;
      else return t;
    }
    return undefined;
  };
  return events.map((e) => {
    if (e.pid !== main.pid || e.tid !== main.tid || typeof e.ts !== 'number') return e;
    const task = within(e.ts);
    if (!task) return e;
    const ratio = (task.tdur as number) / task.dur;
    // one monotonic integer map for starts and ends alike: a child never ends after its parent
    const map = (ts: number) => task.ts + Math.floor((ts - task.ts) * ratio);
    const moved: TraceEvent = { ...e, ts: map(e.ts) };
    if (typeof e.dur === 'number') moved.dur = map(e.ts + e.dur) - map(e.ts);
    return moved;
  });
}
