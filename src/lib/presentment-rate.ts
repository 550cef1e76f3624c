/**
 * The buyer's presentment currency rate, `Shopify.currency.rate` of content_for_header (units of
 * the buyer's currency per unit of the shop's: "0.92" for euros in a dollar shop, "1.0" at home).
 * Theme settings that hold money (the free-shipping threshold) are in the shop's currency; this
 * converts them for the buyer, as Liquid has no exchange rate.
 */
export function presentmentRate(): number {
  const rate = Number.parseFloat((globalThis as { Shopify?: { currency?: { rate?: unknown } } }).Shopify?.currency?.rate as string);
  return Number.isFinite(rate) && rate > 0 ? rate : 1;
}
