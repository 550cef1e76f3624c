// The Chromium the end-to-end tests drive, kept off the network with the bench's flag.
import { existsSync } from 'node:fs';
import { chromePath, offlineFlag } from '../../bench/lib/chromium';

/**
 * The browser the tests drive: `E2E_CHROME_PATH`, else Chromium's headless shell where it is
 * installed (Debian's `chromium-headless-shell`, the build Playwright itself runs headless: the
 * suite takes 7 minutes instead of 10.5 on 2 cores, with the same results), else the bench's
 * `CHROME_PATH` or system `chromium`. Lighthouse and the bench keep the full browser a shopper runs.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath = process.env.E2E_CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromePath);

/** Every host but loopback resolves to nothing. */
export const OFFLINE_ARGS = [offlineFlag];
