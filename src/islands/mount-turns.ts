/**
 * Turns for island mounts nobody is waiting on (load, idle, visible): one mount per task, so a
 * page with many islands never piles their renders into one long task. A shopper's interaction
 * does not queue: that island mounts at once.
 */
export type YieldToMain = () => Promise<void>;

interface SchedulerWithYield {
  yield?: () => Promise<void>;
}

/** `scheduler.yield()` where the browser has it (input and paint go first), else a new task. */
export const yieldToMain: YieldToMain = () => {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};

/** Each call resolves in its own later task, in call order. */
export function createMountTurns(yieldNow: YieldToMain = yieldToMain): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return () => {
    const turn = last.then(yieldNow, yieldNow);
    last = turn;
    return turn;
  };
}
