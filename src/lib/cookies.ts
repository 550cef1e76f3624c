/** Cookies through js-cookie (the spec's cookie library): read, and write with a lifetime in days. */
import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Lifetime in days; omitted means a session cookie. */
  days?: number;
  path?: string;
}

export function getCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function setCookie(name: string, value: string, { days, path = '/' }: CookieOptions = {}): void {
  Cookies.set(name, value, { expires: days, path, sameSite: 'Lax' });
}
