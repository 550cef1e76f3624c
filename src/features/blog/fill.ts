/** Fills a locale text's `{name}` placeholders (Liquid prints them with `t: name: '{name}'`). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  // One pass over the template: a value that itself holds `{x}` is never filled again.
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
