/**
 * The cart line and tracking item the product form adds (spec §3 "Cart line to add",
 * "Marketing tracking item"), plus the small parsers the form shows.
 */
import { formatMoney } from '../../contracts/money';
import { trackingItem, type TrackingItem } from '../../contracts/tracking-item';
import { activePlan, currentRefill, currentVariant, type PurchaseState } from '../../lib/purchase-mode';

export interface GiftRecipient {
  email: string;
  name: string;
  /** YYYY-MM-DD or '' */
  sendOn: string;
  message: string;
}

export const SEND_ON_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Shopify's gift-card recipient line-item properties. */
export function giftProperties(recipient: GiftRecipient): Record<string, string> {
  const props: Record<string, string> = {
    __shopify_send_gift_card_to_recipient: 'on',
    'Recipient email': recipient.email.trim(),
  };
  if (recipient.name.trim()) props['Recipient name'] = recipient.name.trim();
  if (recipient.message.trim()) props.Message = recipient.message.trim();
  if (SEND_ON_PATTERN.test(recipient.sendOn)) props['Send on'] = recipient.sendOn;
  return props;
}

/** Spec §3: quantity is always 1 and selling_plan is the plan or null. */
export interface ProductCartLine {
  id: number;
  quantity: 1;
  selling_plan: number | null;
  properties?: Record<string, string>;
}

export function buildCartLine(state: PurchaseState, moneyFormat: string, gift?: GiftRecipient | null): ProductCartLine {
  const variant = currentVariant(state);
  const plan = activePlan(state);
  const properties: Record<string, string> = {};
  if (variant.multiple.is_multiple) properties._multiple = 'true';
  if (variant.multiple.is_multiple) properties._multipleVariant = 'true';
  if (variant.multiple.show_alert) properties._multipleAlert = 'true';
  if (plan) {
    const refill = currentRefill(state);
    properties._recurring = plan.label;
    if (refill) {
      properties._nextId = String(refill.variant);
      properties._nextPrice = String(refill.price);
      properties._nextCans = refill.is_cans ? 'true' : 'false';
      properties['Your Next Order'] = refill.title;
      properties['Your Next Subscription Subtotal'] = formatMoney(refill.price, moneyFormat);
    }
  }
  if (gift) Object.assign(properties, giftProperties(gift));
  const line: ProductCartLine = { id: variant.id, quantity: 1, selling_plan: plan ? plan.value : null };
  if (Object.keys(properties).length > 0) line.properties = properties;
  return line;
}

/** The form's tracking item: the plan's price on subscription, compared with the cap or the one-time price. */
export function buildTrackingItem(state: PurchaseState): TrackingItem {
  const { product } = state;
  const variant = currentVariant(state);
  const plan = activePlan(state);
  const price = plan ? plan.price : variant.price;
  return trackingItem({
    name: product.title,
    productID: product.id,
    categories: plan || variant.subscription_only ? ['Subscription'] : [],
    imageURL: product.image,
    url: product.url,
    brand: product.vendor,
    price,
    compareAtPrice: variant.cap > price ? variant.cap : plan ? variant.price : 0,
  });
}

/** Gift card amount label ("$25", "50.00") → whole dollars ("$25"); 'Error' when unparsable. */
export function parseGiftAmount(label: string, errorText = 'Error'): string {
  const cleaned = label
    .replace(/[^0-9.,-]/g, '')
    .replace(/,(?=\d{3}\b)/g, '')
    .replace(',', '.');
  if (!/\d/.test(cleaned)) return errorText;
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) && value >= 0 ? `$${Math.round(value)}` : errorText;
}

/** Popover headings lose a trailing comma or period. */
export function popoverHeading(text: string): string {
  return text.trim().replace(/[.,]+$/, '');
}

/** The sticky bar's button text: 'Buy Wine Here' when the title or type mentions wine. */
export function stickyLabel(product: { title: string; type: string }, labels: { buy_now: string; buy_wine: string }): string {
  return /wine/i.test(product.title) || /wine/i.test(product.type) ? labels.buy_wine : labels.buy_now;
}
