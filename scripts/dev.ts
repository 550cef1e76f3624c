// `npm run dev`: the Vite dev server (TS/React with hot reload) beside the offline storefront,
// which re-renders on Liquid/JSON/locale changes and tells open pages to reload, and restarts
// itself when its own code changes (tsx watch). Ctrl-C stops both.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];

function run(name: string, command: string, args: string[]): void {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code ?? 'signal'}; stopping`);
    stop(code ?? 1);
  });
  children.push(child);
}

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // The dev server rewrote snippets/vite-tag.liquid to point at itself; put the production
  // build back so `npm run preview` and `shopify theme push` never ship a dead dev URL.
  console.log('[dev] restoring the production build…');
  spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
  process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('vite', 'npx', ['vite', '--host', '127.0.0.1']);
run('preview', 'npx', ['tsx', 'watch', '--clear-screen=false', '--include', 'preview/**/*.ts', 'preview/cli.ts', '--watch']);
