/** Locale strings arrive HTML-escaped (Liquid's `t`) inside JSON; React needs plain text. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** Fills `{name}` placeholders the Liquid side left in a text. */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? decodeEntities(value) : fallback);

/** Decodes every string of a flat texts object, keeping the fallbacks for missing keys. */
export function texts<T extends Record<string, string>>(raw: unknown, fallbacks: T): T {
  const given = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const out = { ...fallbacks };
  for (const key of Object.keys(fallbacks) as (keyof T)[]) {
    const value = given[key as string];
    if (typeof value === 'string' && value !== '') out[key] = decodeEntities(value) as T[keyof T];
  }
  return out;
}
