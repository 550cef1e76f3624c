// Combined listings (Shopify's parent product over child products, one option value per child):
// which listing each product belongs to, from the parents' `combined_listing_children`.
import type { Catalog, Product } from './types';

export interface CombinedListing {
  parent: Product;
  children: Product[];
}

/** product id → its listing, for the parent and every child; a child handle that does not resolve is left out. */
export function combinedListings(catalog: Catalog): Map<number, CombinedListing> {
  const byProduct = new Map<number, CombinedListing>();
  for (const parent of catalog.data.products) {
    if (!parent.combined_listing_children?.length) continue;
    const children = parent.combined_listing_children.map((handle) => catalog.product(handle)).filter((p): p is Product => p !== undefined);
    if (children.length === 0) continue;
    const listing = { parent, children };
    for (const product of [parent, ...children]) byProduct.set(product.id, listing);
  }
  return byProduct;
}
