// Records what Lighthouse gathers from the fixture shop's home page (trace, DevTools log, artifacts),
// gzipped into bench/tests/fixtures/lighthouse-home/, for the audit tests: `npx tsx bench/tests/record-lighthouse-artifacts.ts`
// after a Lighthouse upgrade (saved artifacts are read by the Lighthouse version that gathered them).
import lighthouse from 'lighthouse';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchLighthouseChrome } from '../lib/renderer-core';
import { LIGHTHOUSE_FLAGS } from '../lib/lighthouse';
import { startFixtureShop } from './fixture-shop';
import { LIGHTHOUSE_HOME_ARTIFACTS } from './lighthouse-artifacts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-lh-record-'));
const shop = await startFixtureShop();
const chrome = await launchLighthouseChrome(null);
try {
  await lighthouse(`${shop.url}/`, { ...LIGHTHOUSE_FLAGS, port: chrome.port, gatherMode: dir });
  fs.mkdirSync(LIGHTHOUSE_HOME_ARTIFACTS, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    fs.writeFileSync(path.join(LIGHTHOUSE_HOME_ARTIFACTS, `${name}.gz`), gzipSync(fs.readFileSync(path.join(dir, name)), { level: 9 }));
  }
  console.log(`recorded ${fs.readdirSync(dir).join(', ')} in ${LIGHTHOUSE_HOME_ARTIFACTS}`);
} finally {
  chrome.kill();
  await shop.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
