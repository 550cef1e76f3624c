// The suite's portable test drops (lib/liquid/spec/deps/standard_drops.rb, feature `drops`) as
// LiquidJS drops, and the `instantiate:Name` environment entries that create them (lazy_spec.rb).
import { Drop } from 'liquidjs';
import { types } from 'node:util';
import { reviveYamlValue } from './yaml-values';

type Params = Record<string, unknown>;

class ValueDrop extends Drop {
  constructor(readonly value: unknown) {
    super();
  }
  override valueOf(): unknown {
    return this.value;
  }
  override toString(): string {
    return String(this.value);
  }
}

class BooleanDrop extends ValueDrop {
  constructor(p: Params) {
    super(p.value ?? false);
  }
  override toString(): string {
    return this.value ? 'true' : 'false';
  }
}

class NestedDrop extends ValueDrop {
  constructor(p: Params) {
    super(p.value ?? 3);
  }
  nested(): NestedDrop {
    return this;
  }
  square(): NestedDrop {
    return new NestedDrop({ value: Number(this.value) * Number(this.value) });
  }
}

class MethodDrop extends Drop {
  override liquidMethodMissing(key: string | number): unknown {
    const m = /^(echo|square|double)_(\d+)$/.exec(String(key));
    if (!m) return undefined;
    const n = Number(m[2]);
    return String(m[1] === 'square' ? n * n : m[1] === 'double' ? n * 2 : n);
  }
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];
class IndexDrop extends Drop {
  override liquidMethodMissing(key: string | number): unknown {
    if (typeof key === 'number') return Number.isInteger(key) ? (NUMBER_WORDS[key] ?? 'unknown') : 'unknown';
    return key;
  }
}

const SEQUENCE = ['first', 'second', 'third'];
class SequenceDrop extends Drop {
  [Symbol.iterator](): Iterator<string> {
    return SEQUENCE[Symbol.iterator]();
  }
  size(): number {
    return SEQUENCE.length;
  }
  first(): string | undefined {
    return SEQUENCE[0];
  }
  last(): string | undefined {
    return SEQUENCE.at(-1);
  }
}

class NilDrop extends Drop {
  toLiquid(): null {
    return null;
  }
  override valueOf(): null {
    return null;
  }
}

class OpaqueDrop extends Drop {
  override toString(): string {
    return 'opaque';
  }
}

class ErrorDrop extends Drop {
  override liquidMethodMissing(): never {
    throw new Error('ErrorDrop: access triggered an error');
  }
}

const STANDARD_DROPS: Record<string, (p: Params) => unknown> = {
  BooleanDrop: (p) => new BooleanDrop(p),
  NumberDrop: (p) => new ValueDrop(p.value ?? 0),
  StringDrop: (p) => new ValueDrop(p.value ?? null),
  MethodDrop: () => new MethodDrop(),
  IndexDrop: () => new IndexDrop(),
  SequenceDrop: () => new SequenceDrop(),
  NilDrop: () => new NilDrop(),
  OpaqueDrop: () => new OpaqueDrop(),
  ErrorDrop: () => new ErrorDrop(),
  NestedDrop: (p) => new NestedDrop(p),
};

const PREFIX = 'instantiate:';
const asParams = (v: unknown): Params => (v && typeof v === 'object' ? (v as Params) : {});

/** A copy of the environment with each `instantiate:Name` (a one-key hash or a string) made a drop, and YAML's Ruby floats and dates revived. */
export function instantiate(value: unknown, seen = new Map<object, unknown>()): unknown {
  if (typeof value === 'string') {
    const m = /^instantiate:(\w+)$/.exec(value);
    const make = m?.[1] ? STANDARD_DROPS[m[1]] : undefined;
    return make ? make({}) : value;
  }
  if (!value || typeof value !== 'object' || types.isDate(value) || types.isRegExp(value) || ArrayBuffer.isView(value)) return value;
  const ruby = reviveYamlValue(value);
  if (ruby !== undefined) return ruby;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const v of value) copy.push(instantiate(v, seen));
    return copy;
  }
  const entries = Object.entries(value);
  const [only] = entries;
  if (entries.length === 1 && only && only[0].startsWith(PREFIX)) {
    const make = STANDARD_DROPS[only[0].slice(PREFIX.length).replace(/:$/, '')];
    if (make) return make(asParams(instantiate(only[1], seen)));
  }
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [k, v] of entries) copy[k] = instantiate(v, seen);
  return copy;
}
