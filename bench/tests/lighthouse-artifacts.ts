// The recorded Lighthouse artifacts of the fixture shop's home page (record-lighthouse-artifacts.ts), unpacked for a test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export const LIGHTHOUSE_HOME_ARTIFACTS = path.join(import.meta.dirname, 'fixtures', 'lighthouse-home');

/** A fresh directory holding the recorded artifacts, as Lighthouse's gatherMode left them. */
export function unpackHomeArtifacts(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-lh-fixture-'));
  for (const name of fs.readdirSync(LIGHTHOUSE_HOME_ARTIFACTS)) {
    fs.writeFileSync(path.join(dir, name.replace(/\.gz$/, '')), gunzipSync(fs.readFileSync(path.join(LIGHTHOUSE_HOME_ARTIFACTS, name))));
  }
  return dir;
}
