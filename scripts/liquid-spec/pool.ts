// Runs specs in a worker thread with a time limit each: a spec that hangs (or loops synchronously)
// is answered "timeout" and the worker is replaced, so no spec can hang the runner.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ErrorMode } from './load';
import { runnerFailure, type Outcome } from './outcome';
import type { SpecInput } from './render';

export type RenderFn = (spec: SpecInput, mode: ErrorMode) => Promise<Outcome>;

export interface SpecPool {
  render: RenderFn;
  close: () => Promise<void>;
}

const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** A pool of one worker (`script`: the worker that renders; the spec worker unless a test brings its own; `theme`: see renderSpec). */
export function workerPool(timeoutMs: number, script = new URL('./worker.ts', import.meta.url), theme?: string): SpecPool {
  let worker: Promise<Worker> | undefined;
  // Each spec's theme folder lives here; a killed worker's leftovers go with it at close().
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'liquid-spec-'));
  let next = 0;
  // The time limit starts once the worker has loaded the engine (it says 'ready').
  const start = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      // The worker loads TypeScript through tsx whoever started the runner (npm script, vitest).
      const w = new Worker(script, { execArgv: ['--import', TSX_LOADER], workerData: { scratch, theme } });
      w.once('message', () => resolve(w));
      w.once('error', reject);
    });
  const render: RenderFn = async (spec, mode) => {
    const w = await (worker ??= start());
    return run(w, spec, mode);
  };
  const run = (w: Worker, spec: SpecInput, mode: ErrorMode): Promise<Outcome> =>
    new Promise<Outcome>((resolve) => {
      const id = next++;
      const finish = (outcome: Outcome): void => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('error', onError);
        resolve(outcome);
      };
      const onMessage = (msg: { id: number; outcome: Outcome }): void => {
        if (msg.id === id) finish(msg.outcome);
      };
      const onError = (err: Error): void => {
        worker = undefined;
        finish(runnerFailure('WorkerCrash', err.message));
      };
      const timer = setTimeout(() => {
        worker = undefined;
        void w.terminate();
        finish({ stage: 'render', timeout: true });
      }, timeoutMs);
      w.on('message', onMessage);
      w.on('error', onError);
      try {
        w.postMessage({ id, spec, mode });
      } catch (err) {
        finish(runnerFailure('RunnerError', String(err)));
      }
    });
  const close = async (): Promise<void> => {
    await (await worker)?.terminate();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  return { render, close };
}
