// Cookie header parsing and Set-Cookie serialising (RFC 6265 subset the storefront needs).

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || Object.hasOwn(out, name)) continue; // first one wins, as browsers send the most specific first
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value: a malformed escape must not break the request
    }
    Object.defineProperty(out, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

export interface CookieOptions {
  path?: string;
  maxAge?: number; // seconds; 0 deletes
  expires?: Date;
  sameSite?: 'Lax' | 'Strict' | 'None';
  httpOnly?: boolean;
  secure?: boolean;
  domain?: string;
}

const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function serializeCookie(name: string, value: string, opts: CookieOptions = {}): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`invalid cookie name: ${name}`);
  let cookie = `${name}=${encodeURIComponent(value)}`;
  cookie += `; Path=${opts.path ?? '/'}`;
  if (opts.maxAge !== undefined) cookie += `; Max-Age=${Math.floor(opts.maxAge)}`;
  if (opts.expires) cookie += `; Expires=${opts.expires.toUTCString()}`;
  if (opts.domain) cookie += `; Domain=${opts.domain}`;
  cookie += `; SameSite=${opts.sameSite ?? 'Lax'}`;
  if (opts.httpOnly) cookie += '; HttpOnly';
  if (opts.secure) cookie += '; Secure';
  return cookie;
}
