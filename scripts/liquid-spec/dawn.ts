// The suite runner's looser comparison for its Dawn theme pages (shopify_theme_dawn_equivalent?):
// whitespace and asset versions normalised, else at least three shared classes/ids/tags.
function normalize(html: string): string {
  return html
    .replace(/\?v=\d+/g, '?v=1')
    .replace(/\s+(?=>)/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+<\//g, '</')
    .replace(/\s+/g, ' ')
    .trim();
}

function structureTokens(html: string): Set<string> {
  const tokens: string[] = [];
  for (const m of html.matchAll(/\b(?:class|id)="([^"]+)"/g)) tokens.push(...(m[1] ?? '').split(/\s+/));
  for (const m of html.matchAll(/<([a-z][a-z0-9-]*)\b/gi)) tokens.push((m[1] ?? '').toLowerCase());
  return new Set(tokens.filter((t) => t !== '' && !t.startsWith('section-template--')));
}

export function dawnEquivalent(actual: string, expected: string): boolean {
  const a = normalize(actual);
  const e = normalize(expected);
  if (a === e) return true;
  if (a === '' || a.includes('Liquid error')) return false;
  const want = structureTokens(e);
  const have = structureTokens(a);
  if (want.size === 0 || have.size === 0) return false;
  return [...want].filter((t) => have.has(t)).length >= 3;
}
