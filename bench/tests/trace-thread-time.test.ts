// The thread-time view of a navigation trace: only the page's main thread, only tasks after FCP,
// each counted once; the browser's own renderers are not the page. The rewritten trace shrinks
// each task of that thread to its CPU time and keeps every event inside it nested.
import { describe, expect, it } from 'vitest';
import { compressToThreadTime, threadTime, type TraceEvent } from '../lib/trace-thread-time';

const PAGE = { pid: 10, tid: 1 };
const task = (ts: number, durMs: number, cpuMs: number, where = PAGE) => ({ name: 'RunTask', ph: 'X', ...where, ts, dur: durMs * 1000, tdur: cpuMs * 1000 });
const parse = (url: string, where = PAGE) => ({ name: 'ParseHTML', ph: 'X', ...where, ts: 0, dur: 10, args: { beginData: { url } } });

describe('threadTime', () => {
  const events = [
    parse('http://127.0.0.1:4555/products/the-everyday'),
    parse('chrome://omnibox-popup.top-chrome/', { pid: 20, tid: 1 }),
    parse('chrome://omnibox-popup.top-chrome/', { pid: 20, tid: 1 }),
    { name: 'firstContentfulPaint', ph: 'I', ...PAGE, ts: 100_000 },
    task(50_000, 40, 30), // before FCP: not blocking time
    task(120_000, 60, 10), // 60 ms of wall, 10 of CPU: 4 × 10 − 50 < 0
    task(121_000, 5, 5), // nested in the task above: counted with it
    task(300_000, 45, 20), // 4 × 20 − 50 = 30
    task(400_000, 900, 400, { pid: 20, tid: 1 }), // the browser's own UI, not the page
  ];

  it("sums the CPU and wall time of the page's tasks after FCP", () => {
    expect(threadTime(events)).toEqual({ cpuAfterFcpMs: 30, wallAfterFcpMs: 105 });
  });

  it('says nothing without a page or an FCP', () => {
    expect(threadTime(events.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
    expect(threadTime([parse('chrome://newtab/')])).toBeNull();
  });
});

describe('compressToThreadTime', () => {
  const parent = task(1_000_000, 60, 15); // 60 ms of wall, 15 of CPU: a quarter
  const child = { name: 'Layout', ph: 'X', ...PAGE, ts: 1_020_000, dur: 40_000 }; // ends with the parent
  const begin = { name: 'FunctionCall', ph: 'B', ...PAGE, ts: 1_004_000 };
  const end = { name: 'FunctionCall', ph: 'E', ...PAGE, ts: 1_008_000 };
  const elsewhere = task(1_000_000, 60, 15, { pid: 20, tid: 1 });
  const later = task(2_000_000, 10, 10);
  const events: TraceEvent[] = [parse('https://shop.example/'), parent, child, begin, end, elsewhere, later];
  const out = compressToThreadTime(events);
  const byName = (name: string, from = out) => from.filter((e) => e.name === name && e.pid === PAGE.pid);

  it("shrinks each of the page's tasks to its CPU time and maps what is inside it the same way", () => {
    expect(byName('RunTask')).toEqual([{ ...parent, dur: 15_000 }, later]);
    expect(byName('Layout')[0]).toMatchObject({ ts: 1_005_000, dur: 10_000 });
    expect(byName('FunctionCall').map((e) => e.ts)).toEqual([1_001_000, 1_002_000]);
    const [p, c] = [byName('RunTask')[0]!, byName('Layout')[0]!];
    expect(c.ts! + c.dur!).toBeLessThanOrEqual(p.ts! + p.dur!);
  });

  it('leaves other threads, and the input, as they were', () => {
    expect(out.find((e) => e.pid === 20 && e.name === 'RunTask')).toBe(elsewhere);
    expect(parent.dur).toBe(60_000);
  });

  it('keeps a child inside its parent whatever the ratio rounds to', () => {
    const odd = task(5_000_001, 33.333, 7.777);
    const inner = { name: 'Layout', ph: 'X', ...PAGE, ts: 5_000_002, dur: 33_332 };
    const [p, c] = compressToThreadTime([parse('https://shop.example/'), odd, inner]).slice(1);
    expect(c!.ts! + c!.dur!).toBeLessThanOrEqual(p!.ts! + p!.dur!);
    expect(c!.ts!).toBeGreaterThanOrEqual(p!.ts!);
  });
});
