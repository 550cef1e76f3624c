// The server skeleton: theme assets on the CDN path, compression, HEAD, errors, route table.
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewServer } from '../../preview/server';
import { startServer } from '../../preview/server';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from './helpers';

let server: PreviewServer;
const css = `.olive{color:#556b2f}\n`.repeat(200);

/** Raw request (fetch would decode the body and normalise the path). */
function raw(
  pathname: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let themeDir: string;

beforeAll(async () => {
  const theme = (themeDir = tempDir('olivine-theme-'));
  fs.mkdirSync(path.join(theme, 'assets', 'fonts'), { recursive: true });
  fs.writeFileSync(path.join(theme, 'assets', 'theme.css'), css);
  fs.writeFileSync(path.join(theme, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(theme, 'assets', 'fonts', 'f.woff2'), Buffer.from([0, 1, 2]));
  fs.writeFileSync(path.join(theme, 'secret.txt'), 'do not serve');
  server = await startServer({
    port: 0,
    stateDir: tempDir(),
    data: fixtureShop,
    themeRoot: theme,
    logError: () => {},
    routes: [
      {
        method: 'GET',
        pattern: /^\/products\/([^/]+)$/,
        handler: (_req, m) => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: `product ${m[1]}` }),
      },
      {
        method: 'GET',
        pattern: /^\/explode$/,
        handler: () => {
          throw new Error('kaboom');
        },
      },
    ],
  });
});

afterAll(async () => {
  await server.close();
});

describe('theme assets', () => {
  it('serves files with their content type and a long immutable cache', async () => {
    const res = await raw('/cdn/shop/t/1/assets/theme.css?v=123');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
    expect(res.body.toString()).toBe(css);
    expect((await raw('/cdn/shop/t/1/assets/logo.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await raw('/cdn/shop/t/1/assets/fonts/f.woff2')).headers['content-type']).toBe('font/woff2');
  });

  it('compresses text with br or gzip', async () => {
    const br = await raw('/cdn/shop/t/1/assets/theme.css', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(css.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(css);
    const gz = await raw('/cdn/shop/t/1/assets/theme.css', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(css);
  });

  it('honours the q-values of Accept-Encoding wherever they stand', async () => {
    const gz = await raw('/cdn/shop/t/1/assets/theme.css', { 'accept-encoding': 'br;q=0;x=1, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(css);
    const preferred = await raw('/cdn/shop/t/1/assets/theme.css', { 'accept-encoding': 'br;q=0.1, gzip;q=0.9' });
    expect(preferred.headers['content-encoding']).toBe('gzip');
    const none = await raw('/cdn/shop/t/1/assets/theme.css', { 'accept-encoding': 'gzip;q=0, br;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(css);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip;q=0, br', 'br'],
    ['br; q=0.000, gzip; q=0.5', 'gzip'],
    ['GZIP, BR', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('reads q-values anywhere: Accept-Encoding %j → %s', async (header, expected) => {
    const res = await raw('/cdn/shop/t/1/assets/theme.css', header ? { 'accept-encoding': header } : {});
    expect(res.headers['content-encoding']).toBe(expected);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await raw('/cdn/shop/t/1/assets/theme.css');
    const again = await raw('/cdn/shop/t/1/assets/theme.css', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it.each([
    '/cdn/shop/t/1/assets/../secret.txt',
    '/cdn/shop/t/1/assets/..%2Fsecret.txt',
    '/cdn/shop/t/1/assets/%2e%2e/secret.txt',
    '/cdn/shop/t/1/assets/missing.css',
  ])('refuses %s', async (p) => {
    const res = await raw(p);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('do not serve');
  });

  it('answers a byte range and If-Modified-Since, as a CDN does', async () => {
    const part = await raw('/cdn/shop/t/1/assets/theme.css', { range: 'bytes=0-9' });
    expect([part.status, part.headers['content-range'], part.body.toString()]).toEqual([206, `bytes 0-9/${css.length}`, css.slice(0, 10)]);
    const first = await raw('/cdn/shop/t/1/assets/theme.css');
    const again = await raw('/cdn/shop/t/1/assets/theme.css', { 'if-modified-since': String(first.headers['last-modified']) });
    expect([again.status, again.body.length]).toEqual([304, 0]);
  });

  it('answers HEAD with headers and no body', async () => {
    const res = await raw('/cdn/shop/t/1/assets/theme.css', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe(String(css.length));
    expect(res.body.length).toBe(0);
  });
});

describe('routing and errors', () => {
  it('runs added routes with their match', async () => {
    expect((await raw('/products/sizzle')).body.toString()).toBe('product sizzle');
  });

  it('answers 405 for a known path with the wrong method', async () => {
    expect((await raw('/cart.js', {}, 'DELETE')).status).toBe(405);
  });

  it('answers 400 to a malformed path escape', async () => {
    expect((await raw('/products/%E0%A4%A')).status).toBe(400);
  });

  it('logs a throwing handler, answers 500 with the message and records it', async () => {
    const res = await raw('/explode', { accept: 'application/json' });
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body.toString())).toMatchObject({ status: 500, description: 'kaboom' });
    expect(server.errors).toHaveLength(1);
    server.errors.length = 0;
  });

  it('answers HTML 404 for unknown pages and JSON 404 for JSON clients', async () => {
    const page = await raw('/nowhere');
    expect([page.status, page.headers['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
    const json = await raw('/nowhere', { accept: 'application/json' });
    expect(JSON.parse(json.body.toString()).status).toBe(404);
  });
});

describe('connections', () => {
  /** A raw keep-alive connection to `port` that asks for the logo and counts the answers. */
  function keepAliveClient(port: number) {
    const socket = net.connect(port, '127.0.0.1');
    socket.setEncoding('utf8');
    let received = '';
    socket.on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    return {
      socket,
      closed,
      get received() {
        return received;
      },
      ask: () => socket.write('GET /cdn/shop/t/1/assets/logo.svg HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n'),
      answers: (count: number) =>
        new Promise<void>((resolve, reject) => {
          const check = setInterval(() => {
            if ((received.match(/HTTP\/1\.1 /g) ?? []).length >= count) {
              clearInterval(check);
              resolve();
            }
          }, 20);
          void closed.then(() => {
            clearInterval(check);
            reject(new Error(`closed after: ${received}`));
          });
        }),
    };
  }

  // Node derives the Keep-Alive header and the idle socket's timeout from the same setting
  // (server.keepAliveTimeout): the header tells the 65 s, the next test that the setting holds a
  // connection open and then closes it, on a server where it is short enough not to wait for.
  it('keeps an idle keep-alive connection for 65 s, past Node’s 5 s default, and says so', async () => {
    const client = keepAliveClient(server.port);
    try {
      client.ask();
      await client.answers(1);
      expect(client.received).toMatch(/^Keep-Alive: timeout=65\r$/im);
    } finally {
      client.socket.destroy();
    }
  });

  it('answers on an idle connection within its keep-alive timeout and closes it after', async () => {
    const short = await startServer({ port: 0, stateDir: tempDir(), data: fixtureShop, themeRoot: themeDir, logError: () => {}, keepAliveMs: 1_000 });
    const client = keepAliveClient(short.port);
    try {
      client.ask();
      await client.answers(1);
      expect(client.received).toMatch(/^Keep-Alive: timeout=1\r$/im);
      await new Promise((resolve) => setTimeout(resolve, 300));
      client.ask();
      await client.answers(2);
      expect(client.received.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(2);
      await client.closed; // the server ends the idle connection (the test's timeout is the guard)
    } finally {
      client.socket.destroy();
      await short.close();
    }
  });
});

describe('routes from each module', () => {
  it("redirects /favicon.ico to the theme's icon asset", async () => {
    const res = await raw('/favicon.ico');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/cdn/shop/t/1/assets/favicon.svg');
  });

  it('answers the live-reload poll only when watching the theme', async () => {
    expect((await raw('/__olivine/live-reload?v=-1')).status).toBe(404);
    const dev = await startServer({ port: 0, stateDir: tempDir(), data: fixtureShop, themeRoot: tempDir('olivine-theme-'), watch: true, logError: () => {} });
    try {
      const res = await fetch(`${dev.url}/__olivine/live-reload?v=-1`);
      expect(res.status).toBe(200);
      expect(typeof ((await res.json()) as { version: unknown }).version).toBe('number');
    } finally {
      await dev.close();
    }
  });

  it('matches routes without a published language prefix and 404s any other prefix', async () => {
    expect((await raw('/xx/cart.js')).status).toBe(404);
    expect((await raw('/cart.js')).status).toBe(200);
  });
});

describe('bundled section rendering hook', () => {
  it('adds `sections` to cart answers when a renderer is supplied, and 400s a foreign sections_url', async () => {
    const seen: string[] = [];
    const s = await startServer({
      port: 0,
      stateDir: tempDir(),
      data: fixtureShop,
      logError: () => {},
      renderSections: async (_req, ids, page) => {
        seen.push(page);
        return Object.fromEntries(ids.map((id) => [id, id === 'missing' ? null : `<div id="shopify-section-${id}"></div>`]));
      },
    });
    try {
      const fd = new FormData();
      fd.append('id', '101');
      fd.append('sections', 'cart-drawer,missing');
      fd.append('sections_url', '/products/everyday-oil');
      const res = await fetch(`${s.url}/cart/add.js`, { method: 'POST', body: fd });
      const body = (await res.json()) as { id: number; sections: Record<string, string | null> };
      expect(body.id).toBe(101);
      expect(body.sections).toEqual({ 'cart-drawer': '<div id="shopify-section-cart-drawer"></div>', missing: null });
      expect(seen).toEqual(['/products/everyday-oil']);
      const bad = await fetch(`${s.url}/cart/update.js`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ note: 'x', sections: ['cart-drawer'], sections_url: 'https://evil.example/' }),
      });
      expect(bad.status).toBe(400);
      expect(s.errors).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
