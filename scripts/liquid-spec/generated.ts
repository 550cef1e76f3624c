// A spec's `generate:` values (the suite's randomness feature): numbers drawn from a seeded generator and
// substituted for `#{expr}` in its template and expected text, as the suite's loader does before rendering.
type Values = Record<string, number>;

/** A small seeded generator (mulberry32), so a run is reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (text: string): number => [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

/** An arithmetic expression over the generated names (`n * n`, `n + 1`): integers, + - * / and parentheses. */
function evaluate(expr: string, values: Values): number {
  const tokens = expr.match(/\d+|[A-Za-z_]\w*|[-+*/()]|\S/g) ?? [];
  let i = 0;
  const atom = (): number => {
    const t = tokens[i++];
    if (t === '(') {
      const v = sum();
      if (tokens[i++] !== ')') throw new Error(`generate: missing ) in #{${expr}}`);
      return v;
    }
    if (t === '-') return -atom();
    if (t !== undefined && /^\d+$/.test(t)) return Number(t);
    if (t !== undefined && t in values) return values[t] as number;
    throw new Error(`generate: cannot read "${t ?? ''}" in #{${expr}}`);
  };
  const product = (): number => {
    let v = atom();
    while (tokens[i] === '*' || tokens[i] === '/') v = tokens[i++] === '*' ? v * atom() : Math.trunc(v / atom());
    return v;
  };
  const sum = (): number => {
    let v = product();
    while (tokens[i] === '+' || tokens[i] === '-') v = tokens[i++] === '+' ? v + product() : v - product();
    return v;
  };
  const value = sum();
  if (i < tokens.length) throw new Error(`generate: unexpected "${tokens[i]}" in #{${expr}}`);
  return value;
}

/** The spec's generated values: `{ n: { type: numeric, min, max } }` → an integer in [min, max]. */
export function generatedValues(name: string, generate: unknown): Values | undefined {
  if (!generate || typeof generate !== 'object') return undefined;
  const random = seeded(seedOf(name));
  const values: Values = {};
  for (const [key, rule] of Object.entries(generate as Record<string, { min?: unknown; max?: unknown }>)) {
    const min = typeof rule.min === 'number' ? rule.min : 0;
    const max = typeof rule.max === 'number' ? rule.max : 100;
    values[key] = min + Math.floor(random() * (max - min + 1));
  }
  return values;
}

/** The text with each `#{expr}` replaced by its value. */
export const substituteGenerated = (text: string, values: Values): string => text.replace(/#\{([^}]*)\}/g, (_, expr: string) => String(evaluate(expr, values)));
