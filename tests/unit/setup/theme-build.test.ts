// The test runner's global setup rebuilds the theme exactly when a fresh clone or a source change left its assets missing or stale.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { themeBuildStaleReason } from '../../setup/theme-build';

let root: string;
const HOUR_AGO = Date.now() / 1000 - 3600;

function write(file: string, text: string, mtimeSeconds = HOUR_AGO): void {
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  fs.utimesSync(target, mtimeSeconds, mtimeSeconds);
}

/** A theme as a fresh clone has it: sources, config and lock file, an hour old. */
function writeSources(): void {
  write('src/entrypoints/theme.ts', 'export {};');
  write('src/lib/money.ts', 'export {};');
  write('vite.config.ts', 'export default {};');
  write('package-lock.json', '{}');
}

/** What `vite build` leaves behind, a second after the sources and their folders were written. */
function writeBuild(): void {
  const now = Date.now() / 1000 + 1;
  write('assets/ol-theme-abc.js', '', now);
  write('assets/.vite/manifest.json', JSON.stringify({ 'src/entrypoints/theme.ts': { file: 'ol-theme-abc.js' } }), now);
  write('snippets/vite-tag.liquid', '', now);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-theme-build-'));
  writeSources();
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('themeBuildStaleReason', () => {
  it('asks for a build on a fresh clone, where nothing is built', () => {
    expect(themeBuildStaleReason(root)).toBe('no build yet');
  });

  it('asks for none when the build is newer than every source', () => {
    writeBuild();
    expect(themeBuildStaleReason(root)).toBeNull();
  });

  it('asks for a build when a source file changed after it', () => {
    writeBuild();
    write('src/lib/money.ts', 'export const changed = 1;', Date.now() / 1000 + 60);
    expect(themeBuildStaleReason(root)).toBe('src changed since the last build');
  });

  it('asks for a build when the installed packages changed after it', () => {
    writeBuild();
    write('package-lock.json', '{"changed":true}', Date.now() / 1000 + 60);
    expect(themeBuildStaleReason(root)).toBe('package-lock.json changed since the last build');
  });

  it('asks for a build when a file the manifest names was deleted', () => {
    writeBuild();
    fs.rmSync(path.join(root, 'assets/ol-theme-abc.js'));
    expect(themeBuildStaleReason(root)).toBe('assets/ol-theme-abc.js is missing');
  });

  it('asks for a build when the script tags snippet is missing', () => {
    writeBuild();
    fs.rmSync(path.join(root, 'snippets/vite-tag.liquid'));
    expect(themeBuildStaleReason(root)).toBe('no build yet');
  });
});
