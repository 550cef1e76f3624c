import { vi } from 'vitest';

/**
 * An in-memory /cart.js, /cart/add.js, /cart/update.js behind a stubbed fetch. Each response is
 * delayed by `delayFor(url, nth)` ms, so tests can make later calls finish first.
 */
export function fakeCartServer(delayFor: (url: string, nth: number) => number = () => 0) {
  const lines = new Map<string, number>(); // key → quantity
  let attributes: Record<string, string> = {};
  let note = '';
  let failNext: number | null = null;
  let failBody: unknown = null;
  let networkDown = false;
  const log: string[] = [];
  let nth = 0;

  const cart = () => ({
    token: 't',
    note,
    attributes,
    currency: 'USD',
    total_price: 0,
    item_count: [...lines.values()].reduce((sum, q) => sum + q, 0),
    items: [...lines.entries()].map(([key, quantity]) => ({ key, id: Number(key), quantity })),
  });

  // Read synchronously so the log keeps call order; the cart client only ever sends JSON text.
  const jsonBody = (raw: RequestInit['body']) => {
    if (!raw) return undefined;
    if (typeof raw !== 'string') throw new TypeError('fake cart server: expected a JSON string body');
    return JSON.parse(raw);
  };

  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const index = nth++;
    const body = jsonBody(init.body);
    log.push(`${init.method ?? 'GET'} ${url}${body ? ' ' + JSON.stringify(body) : ''}`);
    await new Promise((resolve) => setTimeout(resolve, delayFor(url, index)));
    if (networkDown) {
      networkDown = false;
      throw new TypeError('Failed to fetch');
    }
    if (failNext !== null) {
      const status = failNext;
      failNext = null;
      const text = failBody === null ? '{"status":422,"message":"Cart Error"}' : JSON.stringify(failBody);
      failBody = null;
      return new Response(text, { status });
    }
    if (url === '/cart/add.js') {
      for (const item of body.items as { id: number; quantity?: number }[]) {
        const key = String(item.id);
        lines.set(key, (lines.get(key) ?? 0) + (item.quantity ?? 1));
      }
      return new Response(JSON.stringify({ items: body.items }));
    }
    if (url === '/cart/update.js') {
      for (const [key, quantity] of Object.entries((body.updates ?? {}) as Record<string, number>)) {
        if (quantity === 0) lines.delete(key);
        else lines.set(key, quantity);
      }
      if (body.attributes) attributes = { ...attributes, ...body.attributes };
      if (typeof body.note === 'string') note = body.note;
      return new Response(JSON.stringify(cart()));
    }
    return new Response(JSON.stringify(cart()));
  });

  return {
    fetchMock,
    log,
    cart,
    failNextWith(status: number) {
      failNext = status;
    },
    failNextWithBody(status: number, body: unknown) {
      failNext = status;
      failBody = body;
    },
    failNextWithNetworkError() {
      networkDown = true;
    },
  };
}
