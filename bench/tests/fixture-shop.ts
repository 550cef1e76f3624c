// A tiny stand-in storefront for the bench's own tests: just enough of the preview's URLs
// (products.json, product .js, cart add with a cookie, blog links) and pages with known
// JavaScript: one eager module + one modulepreload before `load`, one chunk imported after it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Deterministic filler so the gzip sizes are stable but not trivially small.
export function filler(label: string, lines: number): string {
  return Array.from({ length: lines }, (_, i) => `window.__${label}${i} = ${(i * 7919) % 104729};`).join('\n') + '\n';
}

export const scripts: Record<string, string> = {
  '/assets/eager.js': `import './preloaded.js';\n${filler('eager', 200)}window.addEventListener('load', () => setTimeout(() => import('/assets/lazy.js'), 50));\n`,
  '/assets/preloaded.js': filler('pre', 100),
  // Over the bench's 30 KB budget for JS with no interaction (gzip), so a run has a failing budget.
  '/assets/lazy.js': filler('lazy', 6000),
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><link rel="modulepreload" href="/assets/preloaded.js"><script type="module" src="/assets/eager.js"></script>
<script type="application/json" data-props>{"not":"javascript"}</script></head>
<body><main><h1>${title}</h1>${body}</main><script>fetch('/cart.js');</script></body></html>`;
}

export interface FixtureShop {
  url: string;
  /** what the Algolia stand-in was asked, in order */
  algoliaRequests: { contentType: string; indexes: string[] }[];
  close(): Promise<void>;
}

export async function startFixtureShop(): Promise<FixtureShop> {
  const carts = new Set<string>();
  const algoliaRequests: FixtureShop['algoliaRequests'] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': type, ...headers });
      res.end(body);
    };
    const cart = /(?:^|;\s*)cart=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const script = scripts[url.pathname];
    if (script) return send(200, 'text/javascript', script);
    switch (url.pathname) {
      case '/':
        return send(200, 'text/html', page('Home', '<p>Good oil.</p><img src="/nothing.png" width="10" height="10">'));
      case '/products.json':
        return send(200, 'application/json', JSON.stringify({ products: [{ handle: 'plain' }, { handle: 'subscribable' }] }));
      case '/products/plain.js':
        return send(200, 'application/json', JSON.stringify({ handle: 'plain', variants: [{ id: 1, available: true }], selling_plan_groups: [] }));
      case '/products/subscribable.js':
        return send(
          200,
          'application/json',
          JSON.stringify({
            handle: 'subscribable',
            variants: [
              { id: 2, available: false },
              { id: 3, available: true },
            ],
            selling_plan_groups: [{}],
          }),
        );
      case '/products/plain':
      case '/products/subscribable':
        return send(200, 'text/html', page('Product', '<p>A can of oil.</p>'));
      case '/collections/all':
        return send(200, 'text/html', page('All', '<a href="/products/plain">Plain</a>'));
      case '/blogs/glog':
        return send(
          200,
          'text/html',
          page('Glog', '<a href="/blogs/glog/tagged/news">News</a><a href="/blogs/glog/first-post">First</a><a href="/blogs/glog/second">2</a>'),
        );
      case '/blogs/glog/first-post':
      case '/search':
        return send(200, 'text/html', page('Page', '<p>Text.</p>'));
      case '/cart.js':
        return send(200, 'application/json', JSON.stringify({ item_count: cart && carts.has(cart) ? 1 : 0 }));
      case '/cart':
        return cart && carts.has(cart) ? send(200, 'text/html', page('Cart', '<p>1 item</p>')) : send(403, 'text/html', 'no cart');
      case '/1/indexes/*/queries': {
        // The Algolia stand-in: answers one result set per request, as the real API does.
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as { requests: { indexName: string; query: string }[] };
          algoliaRequests.push({ contentType: req.headers['content-type'] ?? '', indexes: body.requests.map((r) => r.indexName) });
          send(200, 'application/json', JSON.stringify({ results: body.requests.map((r) => ({ hits: [], index: r.indexName, query: r.query })) }));
        });
        return;
      }
      case '/cart/add.js': {
        if (req.method !== 'POST') return send(405, 'text/plain', 'POST only');
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as { items: { id: number }[] };
          if (body.items[0]?.id !== 3) return send(422, 'application/json', '{"status":422}');
          const token = `c${carts.size + 1}`;
          carts.add(token);
          send(200, 'application/json', '{"items":[]}', { 'set-cookie': `cart=${token}; path=/; SameSite=Lax` });
        });
        return;
      }
      default:
        return send(404, 'text/html', page('Not found', ''));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    algoliaRequests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
