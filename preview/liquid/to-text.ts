// String() for a Liquid value of any type, with the object case spelled out rather than left to chance.

/** What an object prints through: drops define their own (ColorDrop → hex, MetafieldDrop → its value). */
interface Printable {
  toString(): string;
}

/**
 * Exactly `String(value)`. Objects print through their own toString: a drop as it defines, a plain
 * hash as "[object Object]" (as LiquidJS prints one), a list comma-joined.
 */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'symbol':
    case 'undefined':
      return String(value);
    case 'object':
    case 'function': {
      if (value === null) return 'null';
      const printable: Printable = value;
      return String(printable);
    }
  }
}
