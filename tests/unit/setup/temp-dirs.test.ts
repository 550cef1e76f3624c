// Test runs leave no scratch folders: tempDir's folders go when their file ends, and the run's
// own temp folder fails the run when a test left one there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir } from '../../helpers/temp-dir';
import setupPrivateTmp from '../../setup/private-tmp';

describe('tempDir', () => {
  it('makes a fresh folder in the temp folder, and removeTempDirs removes it with what it holds', () => {
    const dir = tempDir('olivine-probe-');
    fs.writeFileSync(path.join(dir, 'state.json'), '{}');
    expect(path.dirname(dir)).toBe(os.tmpdir());
    expect(path.basename(dir)).toMatch(/^olivine-probe-/);
    removeTempDirs();
    expect(fs.existsSync(dir)).toBe(false);
  });
});

describe("the run's own temp folder", () => {
  it('is where the tests make their folders while the run lasts; the TMPDIR before it comes back', () => {
    const before = process.env.TMPDIR;
    const teardown = setupPrivateTmp();
    const runTmp = os.tmpdir();
    expect(runTmp).not.toBe(before);
    expect(path.basename(runTmp)).toMatch(/^vitest-run-/);
    teardown();
    expect(process.env.TMPDIR).toBe(before);
    expect(fs.existsSync(runTmp)).toBe(false);
  });

  it('fails the run, naming it, when a test left a scratch folder behind, and still removes it', () => {
    const teardown = setupPrivateTmp();
    const runTmp = os.tmpdir();
    fs.mkdtempSync(path.join(runTmp, 'olivine-test-'));
    fs.mkdirSync(path.join(runTmp, 'tsx-1000'));
    expect(teardown).toThrow(/left 1 scratch folder\(s\) behind.*olivine-test-/);
    expect(fs.existsSync(runTmp)).toBe(false);
  });
});
