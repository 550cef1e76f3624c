// A shopper (cookie jar) who chose France and French with the localization form: the euro market.
import { expect } from 'vitest';
import { client } from './helpers';

export const EUR_PER_USD = 0.92;

export async function shopperInFrance(url: string) {
  const shopper = client(url);
  const body = new URLSearchParams({ form_type: 'localization', _method: 'put', language_code: 'fr', country_code: 'FR', return_to: '/' });
  expect((await shopper.fetch('/localization', { method: 'POST', body })).status).toBe(302);
  return shopper;
}

/** The page's `window.Shopify.currency` (content_for_header), as the theme's scripts read it. */
export function shopifyCurrencyOf(html: string): { active: string; rate: string } {
  const json = /Shopify\.currency = (\{[^}]*\});/.exec(html)?.[1];
  expect(json, 'content_for_header sets Shopify.currency').toBeDefined();
  return JSON.parse(json!) as { active: string; rate: string };
}
