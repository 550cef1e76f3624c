// Collection switch (spec §4, §9): fade out at once, swap at 300 ms, end at 600 ms; a late answer
// swaps when it arrives; a newer switch wins; a failed fetch falls back to a page load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSwitcher, SWITCH_END_MS, SWITCH_SWAP_MS, type SwitchDeps } from '../../../../src/features/collection/collection-switch';

function setup(fetchSection: SwitchDeps['fetchSection']) {
  const log: string[] = [];
  const switcher = createSwitcher({
    fetchSection,
    swap: (html) => log.push(`swap ${html}`),
    setPhase: (phase) => log.push(`phase ${phase}`),
    navigate: (url) => log.push(`navigate ${url}`),
  });
  return { switcher, log };
}

describe('collection switch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fades out, swaps after 300 ms and ends at 600 ms', async () => {
    const { switcher, log } = setup((url) => Promise.resolve(`<${url}>`));
    void switcher.switchTo('/collections/gifts');
    expect(log).toEqual(['phase out']);
    expect(switcher.busy()).toBe(true);
    await vi.advanceTimersByTimeAsync(SWITCH_SWAP_MS - 1);
    expect(log).toEqual(['phase out']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['phase out', 'swap </collections/gifts>', 'phase in']);
    await vi.advanceTimersByTimeAsync(SWITCH_END_MS - SWITCH_SWAP_MS - 1);
    expect(log).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['phase out', 'swap </collections/gifts>', 'phase in', 'phase null']);
    expect(switcher.busy()).toBe(false);
  });

  it('swaps a late answer when it arrives and ends 300 ms later', async () => {
    let answer: (html: string) => void = () => {};
    const { switcher, log } = setup(() => new Promise((resolve) => (answer = resolve)));
    void switcher.switchTo('/collections/gifts');
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['phase out']);
    answer('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['phase out', 'swap late', 'phase in']);
    await vi.advanceTimersByTimeAsync(SWITCH_END_MS - SWITCH_SWAP_MS);
    expect(log.at(-1)).toBe('phase null');
  });

  it('a newer switch supersedes one under way: only the last collection is swapped in', async () => {
    const { switcher, log } = setup((url) => Promise.resolve(url));
    void switcher.switchTo('/collections/gifts');
    await vi.advanceTimersByTimeAsync(100);
    void switcher.switchTo('/collections/refills');
    await vi.advanceTimersByTimeAsync(SWITCH_END_MS);
    expect(log.filter((l) => l.startsWith('swap'))).toEqual(['swap /collections/refills']);
    expect(log.at(-1)).toBe('phase null');
  });

  it('a failed fetch is logged and the link does what it does without scripts', async () => {
    const consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { switcher, log } = setup(() => Promise.reject(new Error('Network Error')));
    void switcher.switchTo('/collections/gifts');
    await vi.advanceTimersByTimeAsync(SWITCH_SWAP_MS);
    expect(log).toEqual(['phase out', 'phase null', 'navigate /collections/gifts']);
    expect(consoleLog).toHaveBeenCalledOnce();
    expect(switcher.busy()).toBe(false);
    consoleLog.mockRestore();
  });
});
