// Lighthouse on a small shared VM: the page's renderer gets a CPU of its own while everything
// else (Chromium's browser and GPU processes, busy with the trace's screenshots, Lighthouse and
// the preview server) shares the others, so the wall time Lighthouse multiplies is the page's
// own work. Linux with `taskset` (util-linux) and at least 2 CPUs; elsewhere the runs share.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { chromePath, lighthouseChromeFlags } from './chromium';

/** Which CPUs the Lighthouse runs use: the page's renderer alone on one, the rest on the others. */
export interface RendererCore {
  rendererCpu: number;
  /** taskset's list syntax, e.g. "0" or "0,1,2" */
  otherCpus: string;
  /** every CPU, to give the bench its CPUs back */
  allCpus: string;
}

function tasksetWorks(): boolean {
  return spawnSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' }).status === 0;
}

/** The CPUs of a kernel CPU list such as "0-2,5". */
export function parseCpuList(list: string): number[] {
  const cpus: number[] = [];
  for (const part of list
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) throw new Error(`not a CPU list: "${list}"`);
    const [from, to] = [Number(m[1]), Number(m[2] ?? m[1])];
    for (let cpu = from; cpu <= to; cpu++) cpus.push(cpu);
  }
  return cpus;
}

/**
 * The plan for this machine (the CPUs this process may use), or null when the renderer cannot
 * have a CPU to itself: not Linux, a single CPU, or no taskset.
 */
export function planRendererCore(
  platform: string = process.platform,
  cpus: () => number[] = () => parseCpuList(allowedCpus(process.pid)),
  hasTaskset: () => boolean = tasksetWorks,
): RendererCore | null {
  if (platform !== 'linux') return null;
  const allowed = cpus();
  if (allowed.length < 2 || !hasTaskset()) return null;
  return { rendererCpu: allowed.at(-1)!, otherCpus: allowed.slice(0, -1).join(','), allCpus: allowed.join(',') };
}

/** Sets the CPUs of a process and all its threads. */
function confine(pid: number, cpus: string): void {
  const result = spawnSync('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });
  // A process that has just exited cannot be confined, and need not be.
  if (result.status !== 0 && fs.existsSync(`/proc/${pid}`)) throw new Error(`taskset could not move process ${pid} to CPUs ${cpus}`);
}

/** The CPUs a process may run on, as the kernel reports them (e.g. "0-1"). */
export function allowedCpus(pid: number): string {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Cpus_allowed_list:'));
  if (!line) throw new Error(`no Cpus_allowed_list for process ${pid}`);
  return line.split(':')[1]!.trim();
}

/**
 * A script that starts Chromium on the given CPUs (chrome-launcher takes a path, not a command),
 * in a scratch folder `launch` may remove once Chromium has started (the script execs it).
 */
async function withChromiumOn<T>(cpus: string, launch: (launcher: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-bench-chromium-'));
  try {
    const launcher = path.join(dir, 'chromium');
    fs.writeFileSync(launcher, `#!/bin/sh\nexec taskset -c ${cpus} ${JSON.stringify(chromePath)} "$@"\n`, { mode: 0o755 });
    return await launch(launcher);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Chromium for one Lighthouse run. With a plan, the browser starts on the other CPUs, and so do
 * the GPU and utility processes it starts (they inherit them); renderers start through taskset
 * on the renderer's CPU (`--renderer-cmd-prefix`).
 */
export async function launchLighthouseChrome(plan: RendererCore | null): Promise<chromeLauncher.LaunchedChrome> {
  if (!plan) return chromeLauncher.launch({ chromePath, chromeFlags: lighthouseChromeFlags, logLevel: 'silent' });
  const chromeFlags = [...lighthouseChromeFlags, `--renderer-cmd-prefix=taskset -c ${plan.rendererCpu}`];
  return withChromiumOn(plan.otherCpus, (launcher) => chromeLauncher.launch({ chromePath: launcher, chromeFlags, logLevel: 'silent' }));
}

/**
 * For the Lighthouse phase: the bench (Lighthouse itself) and the preview servers (two with
 * --compare-theme) move to the other CPUs (on a real store the server is another machine). The
 * returned function gives them their CPUs back.
 */
export function isolateRendererCore(plan: RendererCore, ...serverPids: (number | undefined)[]): () => void {
  const pids = [process.pid, ...serverPids.filter((pid) => pid !== undefined)];
  for (const pid of pids) confine(pid, plan.otherCpus);
  return () => {
    for (const pid of pids) confine(pid, plan.allCpus);
  };
}
