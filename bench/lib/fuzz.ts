// Fuzz: N generated requests (bench/lib/fuzz-requests.ts) against an in-process preview on a fresh
// state directory; counts 5xx answers, stack traces and paths shown, and server errors. Every case
// runs (a failure does not stop the run); the seed and the first failing cases are reported so
// `--fuzz-seed` replays them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { startServer } from '../../preview/server';
import { answerProblems, describeRequest, requestArb, send } from './fuzz-requests';
import { repoRoot } from './preview';

export interface FuzzResult {
  cases: number;
  seed: number;
  /** answers with a 5xx status */
  serverErrors: number;
  /** answers showing a stack trace or a filesystem path */
  leaks: number;
  /** unexpected handler errors the server recorded */
  loggedErrors: number;
  seconds: number;
  /** the first failing cases, each with its index and seed, as one replayable line */
  failures: string[];
}

const FAILURES_KEPT = 20;

export async function measureFuzz(cases: number, seed: number, log: (msg: string) => void): Promise<FuzzResult> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-bench-fuzz-'));
  const server = await startServer({ port: 0, stateDir, logError: () => {} });
  const result: FuzzResult = { cases: 0, seed, serverErrors: 0, leaks: 0, loggedErrors: 0, seconds: 0, failures: [] };
  log(`fuzz: ${cases} generated requests, seed ${seed}`);
  const started = performance.now();
  try {
    // The property never fails: every case runs and each problem is counted, not shrunk.
    await fc.assert(
      fc.asyncProperty(requestArb, async (request) => {
        const index = result.cases++;
        const problems = answerProblems(await send(server.port, request), [repoRoot, stateDir]);
        if (problems.some((p) => p.startsWith('status'))) result.serverErrors++;
        if (problems.some((p) => !p.startsWith('status'))) result.leaks++;
        if (problems.length > 0 && result.failures.length < FAILURES_KEPT)
          result.failures.push(`case ${index} (seed ${seed}): ${problems.join(', ')}: ${describeRequest(request)}`);
      }),
      { numRuns: cases, seed },
    );
  } finally {
    result.seconds = Math.round((performance.now() - started) / 100) / 10;
    result.loggedErrors = server.errors.length;
    await server.close();
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
  return result;
}
