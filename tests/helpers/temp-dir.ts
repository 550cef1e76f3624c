// Scratch folders for tests: each one made here is removed when its test file ends
// (tests/setup/remove-temp-dirs.ts), so a run leaves nothing behind in the system's temp folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** A new empty folder under the system's temp folder, removed after the test file that made it. */
export function tempDir(prefix = 'olivine-test-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** Removes every folder `tempDir` has made so far. */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}
