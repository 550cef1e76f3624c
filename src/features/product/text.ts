/** Fills the `{name}` placeholders Liquid leaves in a locale text (`t: price: '{price}'`). */
export function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
