/**
 * The subscriptions portal login, as Recharge's storefront SDK does it: `loginShopifyAppProxy()`
 * (GET /tools/recurring/access through Shopify's app proxy, which knows the signed-in customer)
 * then `getCustomerPortalAccess()` (GET {api}/portal_access?shop_url=) for the portal URL.
 */
import { HttpError, getJSON } from '../../lib/http';
import { rechargeApiOrigin, type PortalConfig } from './portal-props';

/** Each call gives up after this long, so a hung request never leaves the spinner up. */
export const PORTAL_TIMEOUT_MS = 15_000;
const RECHARGE_API_VERSION = '2021-11';

/** signed-out: the proxy knows no customer (session ended); failed: anything else. */
export type PortalFailure = 'signed-out' | 'failed';

export class PortalError extends Error {
  readonly kind: PortalFailure;
  constructor(kind: PortalFailure, message: string) {
    super(message);
    this.name = 'PortalError';
    this.kind = kind;
  }
}

interface AccessAnswer {
  api_token?: unknown;
  customer_id?: unknown;
}

interface PortalAccessAnswer {
  portal_url?: unknown;
}

function isPortalUrl(value: unknown, pageOrigin: string): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    const url = new URL(value, pageOrigin);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A failed call of either step: 401 means the shop no longer knows the customer (the session
 * ended in another tab; the app proxy answers it too), anything else (offline, a timeout, a
 * server fault) may pass on a retry. The message is the HTTP helper's own (§8), for logs.
 */
function portalErrorOf(error: unknown): PortalError {
  const signedOut = error instanceof HttpError && error.status === 401;
  return new PortalError(signedOut ? 'signed-out' : 'failed', error instanceof Error ? error.message : String(error));
}

/** The portal URL for the signed-in customer; throws PortalError. */
export async function requestPortalUrl(config: Pick<PortalConfig, 'access_url' | 'api_host' | 'shop_url'>, pageOrigin: string): Promise<string> {
  let access: AccessAnswer | null;
  try {
    access = await getJSON<AccessAnswer | null>(config.access_url, {
      timeout: PORTAL_TIMEOUT_MS,
      headers: { 'Content-Type': 'application/json', 'X-Recharge-App': 'storefront-client' },
    });
  } catch (error) {
    throw portalErrorOf(error);
  }
  // Recharge answers a token without customer_id when Shopify has no signed-in customer.
  if (!access || typeof access.api_token !== 'string' || access.api_token === '' || access.customer_id == null) {
    throw new PortalError('signed-out', 'Not logged in.');
  }
  const api = rechargeApiOrigin(config.api_host, pageOrigin);
  let portal: PortalAccessAnswer | null;
  try {
    portal = await getJSON<PortalAccessAnswer | null>(`${api}/portal_access?shop_url=${encodeURIComponent(config.shop_url)}`, {
      timeout: PORTAL_TIMEOUT_MS,
      headers: { 'X-Recharge-Access-Token': access.api_token, 'X-Recharge-Version': RECHARGE_API_VERSION },
    });
  } catch (error) {
    throw portalErrorOf(error);
  }
  if (!portal || !isPortalUrl(portal.portal_url, pageOrigin)) throw new PortalError('failed', 'No portal URL in the answer.');
  return portal.portal_url;
}
