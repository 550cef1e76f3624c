// The thread-time view of a navigation trace: only the page's main thread, only tasks after FCP,
// each counted once at 4× its CPU time; the browser's own renderers are not the page.
import { describe, expect, it } from 'vitest';
import { threadTime } from '../lib/trace-thread-time';

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

  it("counts the page's tasks after FCP at 4× their CPU time", () => {
    expect(threadTime(events)).toEqual({ cpuAfterFcpMs: 30, wallAfterFcpMs: 105, tbtFromCpuMs: 30 });
  });

  it('takes another slowdown', () => {
    expect(threadTime(events, 6)?.tbtFromCpuMs).toBe(10 + 70);
  });

  it('says nothing without a page or an FCP', () => {
    expect(threadTime(events.filter((e) => e.name !== 'firstContentfulPaint'))).toBeNull();
    expect(threadTime([parse('chrome://newtab/')])).toBeNull();
  });
});
