// The Cookie header and Set-Cookie lines, through the `cookie` package (jshttp), with the storefront's defaults.
import { parseCookie, stringifySetCookie, type SerializeOptions } from 'cookie';

/** Strips one pair of surrounding quotes (RFC 6265 allows a quoted value), then percent-decodes; a malformed escape keeps the raw text. */
function decodeValue(raw: string): string {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Cookies by name, first of duplicates kept (browsers send the most specific first). The object has
 * no prototype, so a cookie named `__proto__` or `constructor` is just a cookie; pairs without a name
 * or `=` are dropped.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies = parseCookie(header ?? '', { decode: decodeValue }) as Record<string, string>;
  delete cookies[''];
  return cookies;
}

/** A Set-Cookie line: Path=/ and SameSite=Lax unless given, value percent-encoded, Max-Age in whole seconds (0 deletes). */
export function serializeCookie(name: string, value: string, opts: SerializeOptions = {}): string {
  const maxAge = opts.maxAge === undefined ? undefined : Math.floor(opts.maxAge);
  return stringifySetCookie({ path: '/', sameSite: 'lax', ...opts, maxAge, name, value }, { encode: encodeURIComponent });
}
