// The page's own main-thread cost in a Lighthouse navigation trace, from thread (CPU) time rather
// than wall time. Lighthouse's simulated TBT multiplies each task's wall duration by 4; on a busy
// two-core host a task's wall time also holds the time the renderer waited: on synchronous IPC to
// the browser (font matching, cookies, storage) while the browser encodes the trace's screenshots,
// or simply off the CPU. Thread time leaves those out, so it says what the page itself costs.

interface TraceEvent {
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
  /** TBT as the simulation would count it if each task took `slowdown` × its CPU time */
  tbtFromCpuMs: number;
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

export function threadTime(events: readonly TraceEvent[], slowdown = 4): ThreadTime | null {
  const main = pageMainThread(events);
  if (!main) return null;
  const fcp = events
    .filter((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid && typeof e.ts === 'number')
    .map((e) => e.ts as number)
    .sort((a, b) => a - b)[0];
  if (fcp === undefined) return null;
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && typeof e.ts === 'number' && typeof e.dur === 'number')
    .sort((a, b) => (a.ts as number) - (b.ts as number) || (b.dur as number) - (a.dur as number));
  let end = -Infinity;
  let cpu = 0;
  let wall = 0;
  let tbt = 0;
  for (const task of tasks) {
    const start = task.ts as number;
    if (start < end) continue; // nested inside a task already counted
    end = start + (task.dur as number);
    if (start < fcp) continue;
    const taskCpu = (task.tdur ?? task.dur ?? 0) / 1000;
    cpu += taskCpu;
    wall += (task.dur as number) / 1000;
    tbt += Math.max(0, slowdown * taskCpu - 50);
  }
  const round = (v: number) => Math.round(v * 10) / 10;
  return { cpuAfterFcpMs: round(cpu), wallAfterFcpMs: round(wall), tbtFromCpuMs: round(tbt) };
}
