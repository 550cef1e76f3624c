// Signed, expiring tokens (password reset and account activation links, the subscription portal's
// temporary token) in Shopify's `<hex>-<unix seconds>` shape. Stateless: a token binds the facts it
// was issued for (a customer id, their password hash …), so changing one of them revokes it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface Signer {
  /** a token for `facts`, valid until `expiresAt` (ms since the epoch) */
  issue(facts: readonly (string | number)[], expiresAt: number): string;
  /** whether `token` was issued for exactly `facts` and has not expired at `now` (ms) */
  verify(token: unknown, facts: readonly (string | number)[], now: number): boolean;
  /** a stable keyed digest of `facts` (hex), e.g. an id that must not be guessable */
  digest(facts: readonly (string | number)[], length?: number): string;
}

const TOKEN = /^([0-9a-f]{32})-(\d{1,12})$/;

/** A signer keyed by `secret`; by default a fresh random key, so links die with the process. */
export function createSigner(secret: Buffer = randomBytes(32)): Signer {
  const mac = (facts: readonly (string | number)[]) => createHmac('sha256', secret).update(facts.map(String).join('\u0000')).digest('hex');
  return {
    issue(facts, expiresAt) {
      const seconds = Math.floor(expiresAt / 1000);
      return `${mac([...facts, seconds]).slice(0, 32)}-${seconds}`;
    },
    verify(token, facts, now) {
      if (typeof token !== 'string') return false;
      const m = TOKEN.exec(token);
      if (!m) return false;
      const seconds = Number(m[2]);
      if (seconds * 1000 <= now) return false;
      const expected = Buffer.from(mac([...facts, seconds]).slice(0, 32));
      return timingSafeEqual(expected, Buffer.from(m[1]!));
    },
    digest(facts, length = 32) {
      return mac(['digest', ...facts]).slice(0, length);
    },
  };
}
