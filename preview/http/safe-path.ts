// Paths a shopper may send us back to (return_to, return_url, sections_url): same origin only.

/** A same-origin path (with its query and hash), or undefined for anything that could leave the shop. */
export function safeReturnTo(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters never belong in a return path
  if (/[\u0000-\u001f\u007f]/.test(raw)) return undefined;
  try {
    const url = new URL(raw, 'http://shop.invalid');
    if (url.origin !== 'http://shop.invalid') return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}
