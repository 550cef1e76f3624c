// Worker thread that renders specs one at a time under the suite's frozen clock; the pool kills it
// when a spec runs past its time limit.
import { parentPort, workerData } from 'node:worker_threads';
import { freezeClock, renderSpec, type SpecInput } from './render';
import { runnerFailure } from './outcome';
import type { ErrorMode } from './load';

freezeClock();
parentPort?.postMessage('ready');
parentPort?.on('message', (job: { id: number; spec: SpecInput; mode: ErrorMode }) => {
  const { scratch, theme } = workerData as { scratch: string; theme?: string };
  void renderSpec(job.spec, job.mode, scratch, theme)
    .catch((err: unknown) => runnerFailure('RunnerError', String(err)))
    .then((outcome) => parentPort?.postMessage({ id: job.id, outcome }));
});
