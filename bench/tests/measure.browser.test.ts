// The measuring parts against the fixture shop, in the real Chromium: page discovery with the
// cart cookie, JS bytes split at `load`, and the renderer on its own CPU (Lighthouse's audits:
// lighthouse.test.ts).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsBytesMeter } from '../lib/js-bytes';
import { discoverPage, pageStatus, type DiscoveryState } from '../lib/pages';
import { allowedCpus, isolateRendererCore, launchLighthouseChrome, parseCpuList, planRendererCore } from '../lib/renderer-core';
import { scripts, startFixtureShop, type FixtureShop } from './fixture-shop';

const gz = (path: string) => gzipSync(scripts[path]!, { level: 9 }).length;

let shop: FixtureShop;
beforeAll(async () => {
  shop = await startFixtureShop();
});
afterAll(async () => {
  await shop.close();
});

describe('discoverPage', () => {
  it('picks the product with selling plans and adds its available variant to a new cart', async () => {
    const state: DiscoveryState = {};
    const product = await discoverPage(shop.url, 'product', state);
    expect(product.path).toBe('/products/subscribable');
    const cart = await discoverPage(shop.url, 'cart', state);
    expect(cart.cookie).toMatch(/^cart=c\d+$/);
    expect(await pageStatus(shop.url, cart)).toBe(200);
    expect(await pageStatus(shop.url, { kind: 'cart', path: '/cart' })).toBe(403);
  });

  it('finds the first article, skipping tag links, and falls back to /collections/all', async () => {
    expect((await discoverPage(shop.url, 'article')).path).toBe('/blogs/glog/first-post');
    expect((await discoverPage(shop.url, 'collection')).path).toBe('/collections/all');
  });
});

describe('JsBytesMeter', () => {
  let meter: JsBytesMeter;
  beforeAll(async () => {
    meter = await JsBytesMeter.launch();
  });
  afterAll(async () => {
    await meter.close();
  });

  it('counts the eager module and the modulepreload before load, the lazy chunk only in the total', async () => {
    const result = await meter.measure(shop.url, { kind: 'home', path: '/' });
    const before = gz('/assets/eager.js') + gz('/assets/preloaded.js');
    expect(result.beforeLoad.map((e) => new URL(e.url).pathname).sort()).toEqual(['/assets/eager.js', '/assets/preloaded.js']);
    expect(result.beforeLoadGzipBytes).toBe(before);
    expect(result.afterLoad.map((e) => new URL(e.url).pathname)).toEqual(['/assets/lazy.js']);
    expect(result.totalGzipBytes).toBe(before + gz('/assets/lazy.js'));
    // fetch('/cart.js') is data, not script; the inline snippet is counted apart.
    expect(result.inlineGzipBytes).toBeGreaterThan(0);
  });

  it('sends the cart cookie, and reports a page that does not answer 200', async () => {
    const cart = await discoverPage(shop.url, 'cart');
    await expect(meter.measure(shop.url, cart)).resolves.toMatchObject({ beforeLoadGzipBytes: expect.any(Number) });
    await expect(meter.measure(shop.url, { kind: 'cart', path: '/cart' })).rejects.toThrow(/403/);
  });
});

/**
 * Chromium's browser process and every process below it (some via a zygote), by their --type.
 * Zygote children set their title, which turns the NUL-separated arguments into one string.
 */
function chromiumProcesses(browserPid: number): { pid: number; type: string }[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited while listed
    }
  }
  const found = [{ pid: browserPid, type: 'browser' }];
  for (const pid of parent.keys()) {
    let up = parent.get(pid);
    while (up !== undefined && up > 1 && up !== browserPid) up = parent.get(up);
    if (up !== browserPid) continue;
    try {
      const type = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
        .split(/[\0 ]/)
        .find((a) => a.startsWith('--type='))
        ?.slice('--type='.length);
      if (type) found.push({ pid, type });
    } catch {
      // exited since
    }
  }
  return found;
}

describe('the renderer on a CPU of its own', () => {
  it('starts the page in a renderer on the last CPU and every other Chromium process on the rest', async () => {
    const plan = planRendererCore();
    // The machines this runs on (Linux, 2 CPUs at least, util-linux) can always isolate.
    expect(plan).not.toBeNull();
    const chrome = await launchLighthouseChrome(plan);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      await page.goto(`${shop.url}/`);
      const processes = chromiumProcesses(chrome.pid);
      const renderers = processes.filter((p) => p.type === 'renderer');
      expect(renderers.length).toBeGreaterThan(0);
      for (const p of renderers) expect(parseCpuList(allowedCpus(p.pid))).toEqual([plan!.rendererCpu]);
      const others = processes.filter((p) => p.type !== 'renderer');
      expect(others.map((p) => p.type)).toEqual(expect.arrayContaining(['browser', 'gpu-process']));
      for (const p of others) expect(parseCpuList(allowedCpus(p.pid)), p.type).toEqual(parseCpuList(plan!.otherCpus));
    } finally {
      await browser.disconnect();
      chrome.kill();
    }
  }, 60_000);

  it("moves the bench and the server off the renderer's CPU for the phase, and back after", () => {
    const plan = planRendererCore()!;
    const server = spawn('sleep', ['30']);
    try {
      const before = allowedCpus(process.pid);
      const giveBack = isolateRendererCore(plan, server.pid);
      expect(parseCpuList(allowedCpus(process.pid))).toEqual(parseCpuList(plan.otherCpus));
      expect(parseCpuList(allowedCpus(server.pid!))).toEqual(parseCpuList(plan.otherCpus));
      giveBack();
      expect(allowedCpus(process.pid)).toBe(before);
      expect(parseCpuList(allowedCpus(server.pid!))).toEqual(parseCpuList(plan.allCpus));
    } finally {
      server.kill();
    }
  });
});
