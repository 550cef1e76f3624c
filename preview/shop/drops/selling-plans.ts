// Liquid selling_plan_group, selling_plan and selling_plan_allocation objects (objects.json names).
import type { SellingPlan, SellingPlanGroup, SellingPlanPriceAdjustment, Variant } from '../types';
import { allocationPrices } from '../pricing';

export interface SellingPlanObject {
  id: number;
  name: string;
  description: string | null;
  group_id: number;
  recurring_deliveries: boolean;
  options: { name: string; position: number; value: string }[];
  price_adjustments: SellingPlanPriceAdjustment[];
  selected: boolean;
  checkout_charge: { value_type: 'percentage'; value: number };
}

export function sellingPlanObject(group: SellingPlanGroup, plan: SellingPlan, selectedId: number | undefined): SellingPlanObject {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    group_id: group.id,
    recurring_deliveries: plan.recurring_deliveries,
    options: group.options.map((o, i) => ({ name: o.name, position: o.position, value: plan.options[i] ?? '' })),
    price_adjustments: plan.price_adjustments,
    selected: plan.id === selectedId,
    // Subscriptions charge the whole first delivery at checkout.
    checkout_charge: { value_type: 'percentage', value: 100 },
  };
}

export function sellingPlanGroupObject(group: SellingPlanGroup, selectedId: number | undefined) {
  const plans = group.selling_plans.map((p) => sellingPlanObject(group, p, selectedId));
  const selected = plans.find((p) => p.selected);
  return {
    id: group.id,
    name: group.name,
    app_id: group.app_id,
    options: group.options.map((o, i) => ({
      name: o.name,
      position: o.position,
      values: o.values,
      selected_value: selected ? (selected.options[i]?.value ?? null) : null,
    })),
    selling_plans: plans,
    selling_plan_selected: Boolean(selected),
  };
}

export function sellingPlanAllocationObject(variant: Variant, group: SellingPlanGroup, plan: SellingPlan, selectedId: number | undefined) {
  const prices = allocationPrices(variant, plan);
  return {
    ...prices,
    unit_price: null,
    selling_plan: sellingPlanObject(group, plan, selectedId),
    selling_plan_group_id: group.id,
    checkout_charge_amount: prices.price,
    remaining_balance_charge_amount: 0,
  };
}
