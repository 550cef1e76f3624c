/**
 * Turns for island mounts nobody is waiting on (load, idle, visible): one mount per task, so a
 * page with many islands never piles their renders into one long task. A shopper's interaction
 * does not queue: that island mounts at once.
 */
import { yieldToMain, type YieldToMain } from '../lib/yield-to-main';

/** Each call resolves in its own later task, in call order. */
export function createMountTurns(yieldNow: YieldToMain = yieldToMain): () => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return () => {
    const turn = last.then(yieldNow, yieldNow);
    last = turn;
    return turn;
  };
}
