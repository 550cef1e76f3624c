// Vitest global setup: the run gets a temp folder of its own (TMPDIR, which the test workers and
// the processes they start inherit); at the end a scratch folder a test left there fails the run.
// Other runs on the machine write elsewhere, so what is found here was left by this run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Folders the tests and the code they run make (tests/helpers/temp-dir.ts, the preview's tools). */
const TEST_FOLDER = /^(olivine-|spec-|bench-|okendo-)/;

/** The scratch folders left in `dir`. */
export function leftScratchFolders(dir: string): string[] {
  return fs.readdirSync(dir).filter((name) => TEST_FOLDER.test(name));
}

export default function setup(): () => void {
  const previous = process.env.TMPDIR;
  const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-run-'));
  process.env.TMPDIR = runTmp;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    const left = leftScratchFolders(runTmp);
    fs.rmSync(runTmp, { recursive: true, force: true });
    if (left.length > 0) throw new Error(`tests left ${left.length} scratch folder(s) behind (make them with tests/helpers/temp-dir.ts): ${left.join(', ')}`);
  };
}
