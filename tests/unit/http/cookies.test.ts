import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from '../../../preview/http/cookies';
import { clientWantsJson } from '../../../preview/http/request';
import { chooseEncoding } from '../../../preview/http/compress';
import { resolveInside } from '../../../preview/http/static';

describe('cookies', () => {
  it('parses a Cookie header, decoding values and keeping the first of duplicates', () => {
    expect(parseCookies('cart=abc123; _olivine_session=x%20y; cart=other; broken; q="quoted"')).toEqual({
      cart: 'abc123', _olivine_session: 'x y', q: 'quoted',
    });
    expect(parseCookies('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
    expect(parseCookies(undefined)).toEqual({});
  });

  it('serialises with Path and SameSite=Lax by default', () => {
    expect(serializeCookie('cart', 'a b', { maxAge: 60 })).toBe('cart=a%20b; Path=/; Max-Age=60; SameSite=Lax');
    expect(serializeCookie('s', 'v', { httpOnly: true, sameSite: 'Strict' })).toBe('s=v; Path=/; SameSite=Strict; HttpOnly');
    expect(() => serializeCookie('bad name', 'v')).toThrow();
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

describe('chooseEncoding', () => {
  it('prefers br, falls back to gzip, honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});

describe('resolveInside', () => {
  it('refuses anything that leaves the folder', () => {
    expect(resolveInside('/srv/assets', 'theme.css')).toBe('/srv/assets/theme.css');
    expect(resolveInside('/srv/assets', 'fonts/a.woff2')).toBe('/srv/assets/fonts/a.woff2');
    for (const bad of ['../secret', 'a/../../x', '/etc/passwd', 'a\\..\\b', 'x\0y', '.']) {
      expect(resolveInside('/srv/assets', bad), bad).toBeUndefined();
    }
  });
});
