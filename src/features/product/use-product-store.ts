/** React side of the product store (src/store/product.ts): the selection, and switched props per island role. */
import { useMemo } from 'react';
import * as v from 'valibot';
import { useStore } from 'zustand';
import type { PropsOf, PropsSchema } from '../../islands/props-schema';
import { productStore, type ProductRole, type ProductStore } from '../../store/product';

export function useProductStore<T>(scope: string, selector: (state: ProductStore) => T): T {
  return useStore(productStore(scope), selector);
}

/**
 * The props a product switch handed `role`, checked with the island's own schema; undefined
 * until a switch (the island keeps the props it mounted with). The switch checks them before
 * writing, so a refusal here means two schemas disagree: it is logged and ignored.
 */
export function useSwitchedProps<S extends PropsSchema>(scope: string, role: ProductRole, schema: S): PropsOf<S> | undefined {
  const raw = useProductStore(scope, (state) => state.props[role]);
  return useMemo(() => {
    if (raw === undefined) return undefined;
    const result = v.safeParse(schema, raw);
    if (result.success) return result.output;
    console.warn(`[product] switched props for "${role}" refused: ${v.getDotPath(result.issues[0]) ?? '(root)'}: ${result.issues[0].message}`);
    return undefined;
  }, [raw, role, schema]);
}
