// The Chromium the bench drives (Lighthouse and Playwright alike), kept off the network:
// every host except loopback resolves to nothing, so a stray third-party URL fails fast
// instead of reaching the internet or skewing timings.
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const offlineFlag = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

export const lighthouseChromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', offlineFlag];
