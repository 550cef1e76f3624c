// `npm run dev`: the Vite dev server (TS/React with hot reload) beside the offline storefront,
// which re-renders on Liquid/JSON/locale changes and tells open pages to reload, and restarts
// itself when its own code changes (tsx watch). Ctrl-C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

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

function stop(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('vite', 'npx', ['vite', '--host', '127.0.0.1']);
run('preview', 'npx', ['tsx', 'watch', '--clear-screen=false', '--include', 'preview/**/*.ts', 'preview/cli.ts', '--watch']);
