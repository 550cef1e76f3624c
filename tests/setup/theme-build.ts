// Vitest global setup: builds the theme's assets (what the preview serves and contract tests read) when they are missing or older than their sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** What `vite build` reads: the sources, its config and plugins, and the installed package versions. */
const BUILD_INPUTS = ['src', 'vite.config.ts', 'scripts/vite-late-css.ts', 'scripts/vite-entry-async.ts', 'package-lock.json'];
const MANIFEST = path.join('assets', '.vite', 'manifest.json');
const TAG_SNIPPET = path.join('snippets', 'vite-tag.liquid');

/** Newest modification time (ms) among the files under `target`, 0 when it does not exist. */
function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why the theme in `root` needs `vite build`, or null when its assets are present and newer than every input. */
export function themeBuildStaleReason(root: string): string | null {
  const manifestPath = path.join(root, MANIFEST);
  const manifestStat = fs.statSync(manifestPath, { throwIfNoEntry: false });
  const snippetStat = fs.statSync(path.join(root, TAG_SNIPPET), { throwIfNoEntry: false });
  if (!manifestStat || !snippetStat) return 'no build yet';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const missing = Object.values(manifest).find(({ file }) => !fs.existsSync(path.join(root, 'assets', file)));
  if (missing) return `assets/${missing.file} is missing`;
  const builtAt = Math.min(manifestStat.mtimeMs, snippetStat.mtimeMs);
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

export default function setup(): void {
  const reason = themeBuildStaleReason(REPO_ROOT);
  if (!reason) return;
  console.log(`Building the theme's assets (${reason}): vite build`);
  // A child process, as `npm run build` runs it: the test runner's NODE_ENV=test must not reach the bundle.
  const env = { ...process.env };
  delete env.NODE_ENV;
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: REPO_ROOT,
    env,
    stdio: 'inherit',
  });
}
