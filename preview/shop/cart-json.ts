// Cart and line item JSON exactly as Shopify's Ajax API returns them (shopify-emulation.md §2.2, §5).
// A selling plan's price adjustment is shown as a line-level discount named after the plan,
// which is how this shop shows subscription savings.
import type { Cart, CartDiscountAllocation, CartLineItem, CartSellingPlanAllocation } from '../../src/contracts/cart';
import type { Catalog, SellingPlan, SellingPlanGroup, Variant } from './types';
import { allocationPrices, imageUrl } from './pricing';
import { titleOf, type StoredLine } from './cart-input';

function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function sellingPlanAllocation(variant: Variant, group: SellingPlanGroup, plan: SellingPlan): CartSellingPlanAllocation {
  const prices = allocationPrices(variant, plan);
  return {
    ...prices,
    selling_plan: {
      id: plan.id,
      name: plan.name,
      description: plan.description,
      options: plan.options.map((value, i) => ({ name: group.options[i]?.name ?? `Option ${i + 1}`, position: i + 1, value })),
      recurring_deliveries: plan.recurring_deliveries,
      price_adjustments: plan.price_adjustments,
      checkout_charge: { value_type: 'percentage', value: 100 },
    },
    selling_plan_group_id: group.id,
  };
}

function planDiscount(plan: SellingPlan, amount: number, createdAt: string): CartDiscountAllocation {
  const first = [...plan.price_adjustments].sort((a, b) => a.position - b.position)[0];
  const isPercentage = first?.value_type === 'percentage';
  return {
    amount,
    discount_application: {
      allocation_method: 'each',
      created_at: createdAt,
      description: plan.name,
      key: `selling_plan_${plan.id}`,
      target_selection: 'explicit',
      target_type: 'line_item',
      title: plan.name,
      total_allocated_amount: amount,
      type: 'automatic',
      value: isPercentage ? (first?.value ?? 0).toFixed(1) : (amount / 100).toFixed(2),
      value_type: isPercentage ? 'percentage' : 'fixed_amount',
    },
  };
}

/** One stored line → Shopify's line item JSON; undefined when its variant left the catalog. */
export function buildLineJson(catalog: Catalog, line: StoredLine): CartLineItem | undefined {
  const found = catalog.variant(line.variant_id);
  if (!found) return undefined;
  const { product, variant } = found;
  const plan = line.selling_plan_id === null ? undefined : catalog.sellingPlan(product.id, line.selling_plan_id);
  const allocation = plan ? sellingPlanAllocation(variant, plan.group, plan.plan) : undefined;
  const unitFinal = allocation ? allocation.price : variant.price;
  const unitDiscount = variant.price - unitFinal;
  const lineDiscount = unitDiscount * line.quantity;
  const allocations = plan && lineDiscount > 0 ? [planDiscount(plan.plan, lineDiscount, line.created_at)] : [];
  const isDefault = variant.title === 'Default Title';
  const image = variant.image ?? product.images[0] ?? null;
  const url = plan ? `/products/${product.handle}?selling_plan=${plan.plan.id}&variant=${variant.id}` : `/products/${product.handle}?variant=${variant.id}`;
  return {
    id: variant.id,
    variant_id: variant.id,
    product_id: product.id,
    key: line.key,
    quantity: line.quantity,
    properties: { ...line.properties },
    title: titleOf(product, variant),
    product_title: product.title,
    variant_title: isDefault ? null : variant.title,
    untranslated_product_title: product.title,
    untranslated_variant_title: isDefault ? null : variant.title,
    variant_options: variant.options,
    options_with_values: product.options.map((name, i) => ({ name, value: variant.options[i] ?? '' })),
    price: variant.price,
    original_price: variant.price,
    discounted_price: unitFinal,
    final_price: unitFinal,
    presentment_price: unitFinal / 100,
    line_price: variant.price * line.quantity,
    original_line_price: variant.price * line.quantity,
    final_line_price: unitFinal * line.quantity,
    total_discount: lineDiscount,
    discounts: allocations.map((a) => ({ amount: a.amount, title: a.discount_application.title })),
    line_level_discount_allocations: allocations,
    line_level_total_discount: lineDiscount,
    sku: variant.sku,
    grams: variant.grams,
    vendor: product.vendor,
    taxable: variant.taxable,
    requires_shipping: variant.requires_shipping,
    gift_card: product.gift_card,
    product_has_only_default_variant: product.variants.length === 1 && isDefault,
    product_type: product.product_type,
    product_description: stripHtml(product.body_html),
    handle: product.handle,
    url,
    image: image ? imageUrl(image) : null,
    featured_image: image
      ? {
          aspect_ratio: Math.round((image.width / image.height) * 1000) / 1000,
          alt: image.alt || product.title,
          height: image.height,
          url: imageUrl(image),
          width: image.width,
        }
      : null,
    ...(allocation ? { selling_plan_allocation: allocation } : {}),
    quantity_rule: { min: 1, max: null, increment: 1 },
    has_components: false,
  };
}

export function buildCartJson(catalog: Catalog, cart: { token: string; note: string | null; attributes: Record<string, string>; lines: StoredLine[] }): Cart {
  const items = cart.lines.flatMap((line) => {
    const json = buildLineJson(catalog, line);
    return json ? [json] : [];
  });
  const sum = (pick: (i: CartLineItem) => number) => items.reduce((n, i) => n + pick(i), 0);
  const total = sum((i) => i.final_line_price);
  // `__` attributes are private: stored, never returned.
  const attributes = Object.fromEntries(Object.entries(cart.attributes).filter(([name]) => !name.startsWith('__')));
  return {
    token: cart.token,
    note: cart.note,
    attributes,
    original_total_price: sum((i) => i.original_line_price),
    total_price: total,
    total_discount: sum((i) => i.total_discount),
    total_weight: sum((i) => i.grams * i.quantity),
    item_count: sum((i) => i.quantity),
    items,
    requires_shipping: items.some((i) => i.requires_shipping),
    currency: catalog.data.shop.currency,
    items_subtotal_price: total,
    cart_level_discount_applications: [],
    checkout_charge_amount: total,
  };
}
