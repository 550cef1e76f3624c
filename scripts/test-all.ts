// `npm test`: builds the theme when stale, then runs the end-to-end tests and the checks (typecheck, lint, knip, vitest) side by side, the checks at low CPU priority.
import { spawn, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import buildThemeIfStale from '../tests/setup/theme-build';

/**
 * Why side by side, and why the checks yield: on the 2-core machine the end-to-end tests leave
 * about a quarter of the CPU idle (Chromium waits on the preview and on the tests' quiet
 * periods), and the checks are pure CPU with no timing in them. At low priority the checks take
 * only what the browser leaves, so the end-to-end tests run as fast as alone and their timing
 * stays what it is when they run alone.
 */
const CHECKS_NICENESS = 10;

interface Job {
  name: string;
  script: string;
  /** Output shown as it comes (the long job) or held and shown whole when the job ends. */
  live: boolean;
  niceness: number;
}

const JOBS: Job[] = [
  { name: 'end-to-end tests', script: 'test:e2e', live: true, niceness: 0 },
  { name: 'typecheck, lint, knip, unit and contract tests', script: 'test:checks', live: false, niceness: CHECKS_NICENESS },
];

function run(job: Job): Promise<{ job: Job; code: number; seconds: number }> {
  const started = performance.now();
  const child: ChildProcess = spawn('npm', ['run', '-s', job.script], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
  // Set before npm starts its own children, which inherit it.
  if (job.niceness !== 0 && child.pid !== undefined) {
    try {
      setPriority(child.pid, job.niceness);
    } catch {
      // Not permitted here: the job runs at normal priority, only slower beside the other.
    }
  }
  const held: Buffer[] = [];
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream?.on('data', (chunk: Buffer) => (job.live ? out.write(chunk) : held.push(chunk)));
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (held.length > 0) process.stdout.write(`\n── ${job.name} ──\n${Buffer.concat(held).toString()}`);
      resolve({ job, code: code ?? 1, seconds: (performance.now() - started) / 1000 });
    });
  });
}

buildThemeIfStale();
const results = await Promise.all(JOBS.map(run));
for (const { job, code, seconds } of results) {
  console.log(`${code === 0 ? 'passed' : `FAILED (exit ${code})`}: ${job.name} in ${Math.round(seconds)} s`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
