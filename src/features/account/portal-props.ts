/** The subscriptions portal login's props (snippets/account-portal-props.liquid), shared by the nav and the orders button. */
import * as v from 'valibot';
import { localeTexts, shopPath, text } from '../../lib/props-kit';

/** Recharge's own API host, used when the theme setting recharge_api_host is blank. */
export const RECHARGE_API_ORIGIN = 'https://api.rechargeapps.com';

/** '' → Recharge's API; '/' → this storefront (the offline preview answers there); else an http(s) origin. */
export function rechargeApiOrigin(setting: string, pageOrigin: string): string {
  const host = setting.trim();
  if (host === '') return RECHARGE_API_ORIGIN;
  if (host === '/') return pageOrigin;
  return host.replace(/\/+$/, '');
}

export const portalSchema = v.object({
  /** the portal login page, where the link leads without scripts */
  link: v.string(),
  /** the app proxy's login call (`loginShopifyAppProxy`) */
  access_url: shopPath,
  /** theme setting recharge_api_host ('', '/', or an origin) */
  api_host: v.pipe(
    v.string(),
    v.check((s) => s === '' || s === '/' || /^https?:\/\/[^/\s]+\/?$/i.test(s), 'must be blank, "/" or an http(s) origin'),
  ),
  /** shop.permanent_domain, Recharge's store identifier */
  shop_url: text,
  texts: localeTexts(['opening', 'failed', 'signed_out', 'retry']),
});
export type PortalConfig = v.InferOutput<typeof portalSchema>;
