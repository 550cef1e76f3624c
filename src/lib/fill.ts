/** Fills a locale text's `{name}` placeholders (Liquid prints them with `t: name: '{name}'`). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  // Own keys only, so `{constructor}` or `{__proto__}` stays as written rather than printing
  // Object's members; one pass, so a value that itself holds `{x}` is never filled again.
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
