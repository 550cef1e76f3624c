// The shop's legal policies as Liquid's `policy` objects (`shop.policies`, `shop.refund_policy` …),
// with the sample shop's texts; each has a page at /policies/<handle>, as on Shopify.
export interface PolicyObject {
  id: number;
  handle: string;
  title: string;
  body: string;
  url: string;
}

const SAMPLE_POLICIES: [key: string, handle: string, title: string, body: string][] = [
  [
    'refund_policy',
    'refund-policy',
    'Refund policy',
    '<p>Unopened cans can be returned within 30 days of delivery for a full refund. Write to us with your order number and we will send a prepaid label.</p>',
  ],
  [
    'shipping_policy',
    'shipping-policy',
    'Shipping policy',
    '<p>Orders ship from Portland, Oregon within two business days. Shipping is free on orders over $50 in the United States.</p>',
  ],
  [
    'privacy_policy',
    'privacy-policy',
    'Privacy policy',
    '<p>We keep only what we need to send your order and, if you ask for it, our newsletter. We never sell your data.</p>',
  ],
  [
    'terms_of_service',
    'terms-of-service',
    'Terms of service',
    '<p>By ordering from Good Drop Olive Oil Co. you agree to these terms. Prices are in US dollars and include no taxes.</p>',
  ],
  [
    'subscription_policy',
    'subscription-policy',
    'Cancellation policy',
    '<p>Subscriptions renew on the schedule you chose. Skip, pause or cancel any time before the next renewal from your account.</p>',
  ],
];

/** `{ refund_policy, shipping_policy, …, policies: [...] }` for the shop object. */
export function shopPolicies(): Record<string, PolicyObject | PolicyObject[]> {
  const out: Record<string, PolicyObject | PolicyObject[]> = {};
  const list: PolicyObject[] = SAMPLE_POLICIES.map(([key, handle, title, body], i) => {
    const policy = { id: 9000 + i, handle, title, body, url: `/policies/${handle}` };
    out[key] = policy;
    return policy;
  });
  out.policies = list;
  return out;
}

export function policyByHandle(handle: string): PolicyObject | undefined {
  const found = shopPolicies().policies;
  return Array.isArray(found) ? found.find((p) => p.handle === handle) : undefined;
}
