/** Gives the main thread back (to input and paint first) and resumes in a later task. */
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
