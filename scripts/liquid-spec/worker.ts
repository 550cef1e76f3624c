// Worker thread that renders specs one at a time under the suite's frozen clock; the pool kills it
// when a spec runs past its time limit.
import { parentPort, workerData } from 'node:worker_threads';
import { freezeClock, renderSpec, type Outcome, type SpecInput } from './render';
import type { ErrorMode } from './load';

freezeClock();
parentPort?.postMessage('ready');
parentPort?.on('message', (job: { id: number; spec: SpecInput; mode: ErrorMode }) => {
  void renderSpec(job.spec, job.mode, (workerData as { scratch: string }).scratch)
    .catch((err: unknown): Outcome => ({ stage: 'render', error: { name: 'RunnerError', message: String(err), reason: String(err), syntax: false } }))
    .then((outcome) => parentPort?.postMessage({ id: job.id, outcome }));
});
