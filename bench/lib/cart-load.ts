// Cart load: N concurrent shoppers (each its own cart cookie) add, change and remove lines for a
// fixed time against the preview. Each shopper keeps the cart it expects; at the end every cart
// is read back and compared: a lost, duplicated or foreign line is reported as a mismatch.
// Reports request latency (p50/p99) and throughput.
import { percentile, round } from './stats';

export interface CartLoadResult {
  shoppers: number;
  seconds: number;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** answers other than 200 (none is expected: stock-limited variants are left out) */
  failed: number;
  /** carts whose lines differ from what their shopper was told */
  mismatches: string[];
}

interface Line {
  key: string;
  variant_id: number;
  quantity: number;
  properties: Record<string, unknown> | null;
}

/** Variants any number of which can be bought one-time (no stock limit, no plan required). */
async function unlimitedVariants(base: string): Promise<number[]> {
  const res = await fetch(`${base}/products.json?limit=50`);
  const { products } = (await res.json()) as { products: { handle: string }[] };
  const ids: number[] = [];
  for (const { handle } of products) {
    const product = (await (await fetch(`${base}/products/${handle}.js`)).json()) as {
      requires_selling_plan?: boolean;
      variants: { id: number; available: boolean; requires_selling_plan?: boolean; inventory_management?: string | null }[];
    };
    if (product.requires_selling_plan) continue;
    // Untracked stock: any quantity can be added, so every refusal would be a fault.
    for (const v of product.variants) if (v.available && !v.requires_selling_plan && v.inventory_management == null) ids.push(v.id);
  }
  if (ids.length === 0) throw new Error('no unlimited variant to load the cart with');
  return ids;
}

class Shopper {
  private cookie = '';
  /** line key → quantity, as the answers said */
  readonly expected = new Map<string, number>();
  constructor(
    private readonly base: string,
    readonly name: string,
  ) {}

  async call(path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const res = await fetch(this.base + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('cart='));
    if (set) this.cookie = set.split(';')[0]!;
    return { status: res.status, json: res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text() };
  }
}

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)]!;
}

export async function measureCartLoad(base: string, shoppers: number, seconds: number, log: (m: string) => void): Promise<CartLoadResult> {
  const variants = await unlimitedVariants(base);
  log(`cart load: ${shoppers} shoppers for ${seconds} s over ${variants.length} variants`);
  const latencies: number[] = [];
  let failed = 0;
  const refusals: string[] = [];
  const deadline = performance.now() + seconds * 1000;

  const run = async (shopper: Shopper) => {
    while (performance.now() < deadline) {
      const keys = [...shopper.expected.keys()];
      const started = performance.now();
      let answer: { status: number; json: unknown };
      if (keys.length === 0 || Math.random() < 0.45) {
        const quantity = 1 + Math.floor(Math.random() * 3);
        answer = await shopper.call('/cart/add.js', { id: pick(variants), quantity, properties: { Shopper: shopper.name } });
        if (answer.status === 200) {
          const line = answer.json as Line;
          shopper.expected.set(line.key, (shopper.expected.get(line.key) ?? 0) + quantity);
        }
      } else {
        const key = pick(keys);
        const quantity = Math.random() < 0.3 ? 0 : 1 + Math.floor(Math.random() * 5);
        answer = await shopper.call('/cart/change.js', { id: key, quantity });
        if (answer.status === 200) {
          if (quantity === 0) shopper.expected.delete(key);
          else shopper.expected.set(key, quantity);
        }
      }
      latencies.push(performance.now() - started);
      if (answer.status !== 200) {
        failed++;
        if (refusals.length < 5) refusals.push(`${answer.status} ${JSON.stringify(answer.json).slice(0, 200)}`);
      }
    }
  };

  const crowd = Array.from({ length: shoppers }, (_, n) => new Shopper(base, `shopper-${n}`));
  const started = performance.now();
  await Promise.all(crowd.map(run));
  const elapsed = (performance.now() - started) / 1000;

  const mismatches: string[] = [...refusals.map((r) => `refused: ${r}`)];
  for (const shopper of crowd) {
    const cart = (await shopper.call('/cart.js')).json as { items: Line[] };
    const actual = new Map(cart.items.map((line) => [line.key, line.quantity]));
    const foreign = cart.items.filter((line) => line.properties?.Shopper !== shopper.name);
    if (foreign.length > 0) mismatches.push(`${shopper.name}: ${foreign.length} line(s) of another shopper`);
    if (cart.items.length !== actual.size) mismatches.push(`${shopper.name}: a line key appears twice`);
    for (const [key, quantity] of shopper.expected) {
      if (actual.get(key) !== quantity) mismatches.push(`${shopper.name}: ${key} is ${actual.get(key) ?? 'missing'}, expected ${quantity}`);
    }
    for (const key of actual.keys()) if (!shopper.expected.has(key)) mismatches.push(`${shopper.name}: unexpected line ${key}`);
  }
  return {
    shoppers,
    seconds: round(elapsed, 1),
    requests: latencies.length,
    perSecond: round(latencies.length / elapsed, 0),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(Math.max(...latencies)),
    failed,
    mismatches,
  };
}
