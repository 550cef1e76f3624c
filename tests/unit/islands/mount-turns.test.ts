import { describe, expect, it } from 'vitest';
import { createMountTurns } from '../../../src/islands/mount-turns';

describe('mount turns', () => {
  it('resolves each turn in its own later task, in call order', async () => {
    const nextTurn = createMountTurns();
    const order: string[] = [];
    const first = nextTurn().then(() => {
      order.push('mount 1');
      // Work queued by mount 1 in its own task runs before mount 2's turn.
      queueMicrotask(() => order.push('microtask of mount 1'));
    });
    const second = nextTurn().then(() => order.push('mount 2'));
    order.push('sync');
    await Promise.all([first, second]);
    expect(order).toEqual(['sync', 'mount 1', 'microtask of mount 1', 'mount 2']);
  });

  it('a failing yield still hands out the next turn', async () => {
    let calls = 0;
    const nextTurn = createMountTurns(() => (++calls === 1 ? Promise.reject(new Error('no')) : Promise.resolve()));
    await expect(nextTurn()).rejects.toThrow('no');
    await expect(nextTurn()).resolves.toBeUndefined();
  });
});
