import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from '../../../preview/http/cookies';
import { clientWantsJson } from '../../../preview/http/request';

describe('cookies', () => {
  it('parses a Cookie header, decoding values and keeping the first of duplicates', () => {
    expect(parseCookies('cart=abc123; _olivine_session=x%20y; cart=other; broken; q="quoted"')).toEqual({
      cart: 'abc123',
      _olivine_session: 'x y',
      q: 'quoted',
    });
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('reads a hostile Cookie header without throwing, polluting prototypes or losing the real cookies', () => {
    const cookies = parseCookies(
      '__proto__=%7B%22admin%22%3Atrue%7D; constructor=x; =nameless; ;; \t cart = a=b ; xss=%3Cscript%3E; q="%22in%22"; bad=%ZZ; bare',
    );
    expect({ ...cookies }).toEqual({ ['__proto__']: '{"admin":true}', constructor: 'x', cart: 'a=b', xss: '<script>', q: '"in"', bad: '%ZZ' });
    expect(Object.keys(cookies)).toContain('__proto__');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('admin');
  });

  it('serialises with Path and SameSite=Lax by default', () => {
    expect(serializeCookie('cart', 'a b', { maxAge: 60 })).toBe('cart=a%20b; Max-Age=60; Path=/; SameSite=Lax');
    expect(serializeCookie('s', 'v', { httpOnly: true, sameSite: 'strict' })).toBe('s=v; Path=/; HttpOnly; SameSite=Strict');
    expect(serializeCookie('s', '', { maxAge: 0, secure: true, sameSite: 'none' })).toBe('s=; Max-Age=0; Path=/; Secure; SameSite=None');
    expect(serializeCookie('s', 'v', { maxAge: 59.9 })).toBe('s=v; Max-Age=59; Path=/; SameSite=Lax');
    expect(() => serializeCookie('bad name', 'v')).toThrow();
    expect(() => serializeCookie('a;b', 'v')).toThrow();
  });

  it('percent-encodes every value so a hostile one cannot add attributes and reads back unchanged', () => {
    for (const value of ['x; Path=/evil; HttpOnly', '100%41 olive', '"quoted"', 'caf\u00e9 \u{1FAD2}', 'a,b\\c']) {
      const line = serializeCookie('cart', value);
      expect(line.split('; ').slice(1)).toEqual(['Path=/', 'SameSite=Lax']);
      expect(parseCookies(line.split(';')[0])).toEqual({ cart: value });
    }
  });
});

describe('clientWantsJson', () => {
  it.each([
    ['/cart.js', {}, true],
    ['/cart/add', { accept: 'application/javascript' }, true],
    ['/cart/add', { accept: 'application/json, text/plain' }, true],
    ['/cart/add', { 'x-requested-with': 'XMLHttpRequest' }, true],
    ['/cart/add', { accept: 'text/html,application/xhtml+xml' }, false],
  ])('%s %j → %s', (path, headers, expected) => {
    expect(clientWantsJson(path, headers)).toBe(expected);
  });
});
