/** The account sidebar's props contract (snippets/account-nav.liquid → widget `account-nav`). */
import * as v from 'valibot';
import { localeTexts, shopPath } from '../../lib/props-kit';
import { portalSchema } from './portal-props';

export const ACCOUNT_VIEWS = ['overview', 'orders', 'addresses'] as const;
export type AccountView = (typeof ACCOUNT_VIEWS)[number];

export const schema = v.object({
  /** the view this page shows */
  view: v.picklist(ACCOUNT_VIEWS),
  links: v.object({ overview: shopPath, orders: shopPath, addresses: shopPath, logout: shopPath }),
  /** 'Need help? Contact us.' with its mail link (locale HTML with the escaped address) */
  contact_html: v.string(),
  labels: localeTexts(['nav', 'overview', 'subscriptions', 'orders', 'addresses', 'log_out']),
  /** null when the customer has no subscriptions (spec §6: no Subscriptions link then) */
  portal: v.nullable(portalSchema),
});
export type AccountNavProps = v.InferOutput<typeof schema>;
