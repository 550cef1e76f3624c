// Starts the preview on a free port with a fresh state dir, and a fetch client with a cookie jar.
import { cpSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import type { Cart } from '../../src/contracts/cart';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from '../helpers/temp-dir';

export { tempDir } from '../helpers/temp-dir';

export async function startFixtureServer(stateDir = tempDir(), themeRoot?: string): Promise<PreviewServer> {
  return startServer({ port: 0, stateDir, data: fixtureShop, themeRoot, strict: true, logError: () => {} });
}

/**
 * A fresh fixture server and cookie-jar client for every test of the file that calls it: after each
 * test the server closes, and no request may have ended in a 500.
 */
export function fixtureServerPerTest(): { readonly server: PreviewServer; readonly c: Client } {
  const current = {} as { server: PreviewServer; c: Client };
  beforeEach(async () => {
    current.server = await startFixtureServer();
    current.c = client(current.server.url);
  });
  afterEach(async () => {
    const errors = current.server.errors;
    await current.server.close();
    expect(errors, 'no request may end in a 500').toEqual([]);
  });
  return current;
}

/**
 * The sample shop on the theme with one more template (`fixture`, a JSON template of the test's,
 * installed as `templates/<name>.json`; the theme's folders linked, its templates copied), started
 * once for the file that calls it (strict Liquid; no request may end in a 500).
 */
export function extraTemplateServerPerFile(fixture: string, name: string): { readonly server: PreviewServer } {
  const current = {} as { server: PreviewServer };
  beforeAll(async () => {
    const root = tempDir();
    for (const folder of ['layout', 'sections', 'snippets', 'blocks', 'config', 'locales', 'assets']) {
      symlinkSync(path.resolve(folder), path.join(root, folder));
    }
    cpSync(path.resolve('templates'), path.join(root, 'templates'), { recursive: true });
    cpSync(path.resolve(fixture), path.join(root, 'templates', `${name}.json`));
    current.server = await startServer({ port: 0, stateDir: tempDir(), themeRoot: root, strict: true, logError: () => {} });
  });
  afterAll(async () => {
    const errors = current.server.errors;
    await current.server.close();
    expect(errors, 'no request may end in a 500').toEqual([]);
  });
  return current;
}

/**
 * The preview on a fixture theme and shop data of a test's own, started once for the file that
 * calls it (strict Liquid; no request may end in a 500).
 */
export function themeServerPerFile(themeDir: string, data: Parameters<typeof startServer>[0]['data']): { readonly server: PreviewServer } {
  const current = {} as { server: PreviewServer };
  beforeAll(async () => {
    current.server = await startServer({ port: 0, stateDir: tempDir(), data, themeRoot: path.resolve(themeDir), strict: true, logError: () => {} });
  });
  afterAll(async () => {
    const errors = current.server.errors;
    await current.server.close();
    expect(errors, 'no request may end in a 500').toEqual([]);
  });
  return current;
}

/**
 * The sample shop's preview, started once for the file that calls it (no request may end in a 500),
 * with a GET that keeps redirects, one cookie-jar shopper for the file and its first purchasable product.
 */
export function sampleServerPerFile() {
  const current = {} as { server: PreviewServer; shopper?: Client };
  beforeAll(async () => {
    current.server = await startServer({ port: 0, stateDir: tempDir(), logError: () => {} });
  });
  afterAll(async () => {
    const errors = current.server.errors;
    await current.server.close();
    expect(errors, 'no request may end in a 500').toEqual([]);
  });
  return {
    get server(): PreviewServer {
      return current.server;
    },
    /** One shopper (cookie jar) shared by the file's tests, made on first use. */
    get shopper(): Client {
      current.shopper ??= client(current.server.url);
      return current.shopper;
    },
    get: (pathname: string, init?: RequestInit) => fetch(current.server.url + pathname, { redirect: 'manual', ...init }),
    firstPurchasable() {
      const product = current.server.shop.data.products.find((p) => !p.requires_selling_plan && !p.gift_card && p.variants.some((v) => v.available));
      const variant = product!.variants.find((v) => v.available && !v.requires_selling_plan)!;
      return { product: product!, variant };
    },
  };
}

/** A cart answer to a mutation that asked for `sections`: the rendered sections are then always there. */
export type WithSections<T> = T & Required<Pick<Cart, 'sections'>>;

export interface Client {
  cookies: Map<string, string>;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  /** The caller names the wire type it expects in `T` (src/contracts/cart.ts); the assertions check it. */
  json<T = unknown>(pathname: string, body?: unknown, init?: RequestInit): Promise<{ status: number; body: T }>;
}

export function client(baseUrl: string): Client {
  const cookies = new Map<string, string>();
  const doFetch = async (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(baseUrl + pathname, { redirect: 'manual', ...init, headers });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  };
  return {
    cookies,
    fetch: doFetch,
    async json(pathname, body, init = {}) {
      const res = await doFetch(pathname, {
        method: body === undefined ? 'GET' : 'POST',
        ...init,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(init.headers as Record<string, string>) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : undefined };
    },
  };
}
