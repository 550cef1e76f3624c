// The Chromium the bench drives (Lighthouse and Playwright alike), kept off the network:
// every host except loopback resolves to nothing, so a stray third-party URL fails fast
// instead of reaching the internet or skewing timings.
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const offlineFlag = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

// Chromium 156 loads its own omnibox popup (a WebUI renderer running ~0.5 s of script) while the
// page loads in about one run in three, on the same two cores: that is the browser's UI, not the
// page, and it swung the page's TBT by hundreds of ms. The flags keep it from loading.
export const browserUiOffFlag = '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup';

export const lighthouseChromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', offlineFlag, browserUiOffFlag];
