// Shared by the account contract tests: a fixture server with a clock the test moves, and form
// posts as the theme's `{% form %}` sends them (with Shopify's form_type and utf8).
import { startServer, type PreviewServer } from '../../preview/server';
import { fixtureShop } from './fixtures/shop-data';
import type { Client } from './helpers';
import { tempDir } from './helpers';

export const SESSION = '_olivine_session';

export interface Clock {
  now(): number;
  advance(ms: number): void;
}

export function fakeClock(start = Date.parse('2026-11-23T12:00:00Z')): Clock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
}

export async function startAccountServer(clock: Clock): Promise<PreviewServer> {
  return startServer({ port: 0, stateDir: tempDir(), data: fixtureShop, logError: () => {}, now: () => clock.now() });
}

/** A urlencoded form post (fields in Shopify's bracket names); `formType` adds form_type and utf8. */
export function postForm(c: Client, pathname: string, fields: Record<string, string>, formType?: string): Promise<Response> {
  const body = new URLSearchParams(formType ? { form_type: formType, utf8: '✓', ...fields } : fields);
  return c.fetch(pathname, { method: 'POST', body });
}

export function logIn(c: Client, email: string, password: string, extra: Record<string, string> = {}): Promise<Response> {
  return postForm(c, '/account/login', { 'customer[email]': email, 'customer[password]': password, ...extra }, 'customer_login');
}

/** The Set-Cookie line for the login session in a response, if any. */
export function sessionCookieOf(res: Response): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION}=`));
}

/** A Set-Cookie line's attributes in alphabetical order (their order means nothing to a browser). */
export function attributesOf(setCookie: string): string[] {
  return setCookie.split('; ').slice(1).sort();
}

/** The links the preview "emailed" to `to` (GET /__olivine/customers/emails), newest first. */
export async function emailedLinks(c: Client, to: string): Promise<{ kind: string; url: string }[]> {
  const res = await c.json<{ emails: { kind: string; url: string }[] }>(`/__olivine/customers/emails?to=${encodeURIComponent(to)}`);
  return res.body.emails;
}
