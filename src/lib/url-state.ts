/** Query-string state (search term, tag, page) kept in the address bar. */

export type ParamUpdates = Record<string, string | number | null | undefined>;

export function readParam(name: string, search: string = window.location.search): string | null {
  return new URLSearchParams(search).get(name);
}

/** Builds the URL with `updates` applied; null/undefined/'' delete a parameter. */
export function urlWithParams(updates: ParamUpdates, href: string = window.location.href): string {
  const url = new URL(href);
  for (const [key, value] of Object.entries(updates)) {
    if (value === null || value === undefined || value === '') url.searchParams.delete(key);
    else url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search + url.hash;
}

export function writeParams(updates: ParamUpdates, mode: 'push' | 'replace' = 'replace'): void {
  const next = urlWithParams(updates);
  const current = window.location.pathname + window.location.search + window.location.hash;
  if (next === current) return;
  if (mode === 'push') window.history.pushState(window.history.state, '', next);
  else window.history.replaceState(window.history.state, '', next);
}
