// The Chromium the end-to-end tests drive, and the flags that keep it off the network.
import { existsSync } from 'node:fs';

/**
 * The browser the tests drive: `E2E_CHROME_PATH`, else Chromium's headless shell where it is
 * installed (Debian's `chromium-headless-shell`, the build Playwright itself runs headless: the
 * suite takes 7 minutes instead of 10.5 on 2 cores, with the same results), else `CHROME_PATH`
 * or the system `chromium`. Lighthouse and the bench keep the full browser a shopper runs.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.E2E_CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));

/** Every host but loopback resolves to nothing. */
export const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];
