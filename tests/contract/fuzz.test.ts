// Fuzzes every endpoint of the offline storefront with 1,000 generated requests at a fixed seed
// (bench/lib/fuzz-requests.ts: bad JSON, wrong types, 5 MB bodies, unicode, nulls, huge numbers,
// path traversal, unknown ids, wrong methods; `npm run bench` runs 10,000 at a new seed). No answer
// may be a 5xx or show a stack trace or a filesystem path; the server keeps answering; an existing
// cart and the customers are exactly as they were. A failure prints the seed and the shrunk request.
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { answerProblems, describeRequest, requestArb, send } from '../../bench/lib/fuzz-requests';
import { startServer, type PreviewServer } from '../../preview/server';
import { client, tempDir, type Client } from './helpers';

const RUNS = 1_000;
/** Fixed so CI runs the same cases every time; a failure replays with this seed and the printed path. */
const SEED = 20_261_126;
const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const stateDir = tempDir('olivine-fuzz-');
let server: PreviewServer;
let shopper: Client;

beforeAll(async () => {
  server = await startServer({ port: 0, stateDir, logError: () => {} });
  shopper = client(server.url);
});
afterAll(async () => {
  await server.close();
});

/** Rows an outsider must not be able to change: one shopper's cart and the customers already there. */
function snapshot(cartToken: string, lastCustomer: number) {
  const db = server.shop.db;
  return {
    cart: db.prepare('SELECT * FROM carts WHERE token = ?').all(cartToken),
    lines: db.prepare('SELECT * FROM cart_lines WHERE cart_token = ? ORDER BY position').all(cartToken),
    customers: db.prepare('SELECT * FROM customers WHERE id <= ? ORDER BY id').all(lastCustomer),
    addresses: db.prepare('SELECT * FROM addresses WHERE customer_id <= ? ORDER BY id').all(lastCustomer),
  };
}

it(
  `answers ${RUNS.toLocaleString('en')} generated requests (seed ${SEED}) without a 5xx, a stack trace or a path, and leaves others' data alone`,
  { timeout: 120_000 },
  async () => {
    const variant = server.shop.catalog.product('the-everyday')!.variants[0]!.id;
    expect((await shopper.json('/cart/add.js', { id: variant, quantity: 2, properties: { Engraving: 'Olive' } })).status).toBe(200);
    const cartToken = shopper.cookies.get('cart')!;
    const { last } = server.shop.db.prepare('SELECT max(id) AS last FROM customers').get() as { last: number };
    expect(last).toBeGreaterThan(0);
    const before = snapshot(cartToken, last);
    const seenStatuses = new Map<number, number>();

    await fc.assert(
      fc.asyncProperty(requestArb, async (request) => {
        const answer = await send(server.port, request);
        seenStatuses.set(answer.status, (seenStatuses.get(answer.status) ?? 0) + 1);
        expect(answerProblems(answer, [REPO_ROOT, stateDir]), `seed ${SEED}: ${describeRequest(request)}`).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED },
    );

    expect(server.errors).toEqual([]);
    expect((await shopper.fetch('/')).status).toBe(200);
    expect(snapshot(cartToken, last)).toEqual(before);
    // The generator reached both the pages and the refusals, not only one kind of answer.
    expect([...seenStatuses.keys()]).toEqual(expect.arrayContaining([200, 400, 404]));
  },
);
