/**
 * "What's included": the products a shopper receives, grouped by their group name (metafield
 * olivine.included_products). The refill group ('Next') is not listed: it is what the next
 * orders of a subscription bring, offered by the refill choice. A group's name shows only when
 * there is more than one group to tell apart.
 */
import type { IncludedProduct } from '../../lib/product-data';
import { REFILL_GROUP } from '../../lib/purchase-mode';

interface IncludedGroup {
  name: string;
  items: IncludedProduct[];
}

/** The groups to list, in their first item's order, the refill group left out. */
export function includedGroups(items: IncludedProduct[]): IncludedGroup[] {
  const groups = new Map<string, IncludedProduct[]>();
  for (const item of items) {
    const name = item.name.trim();
    if (name.toLowerCase() === REFILL_GROUP.toLowerCase()) continue;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return [...groups].map(([name, list]) => ({ name, items: list }));
}

export function IncludedProducts({ items, heading, editorBlock }: { items: IncludedProduct[]; heading: string; editorBlock?: string }) {
  const groups = includedGroups(items);
  const count = groups.reduce((n, group) => n + group.items.length, 0);
  if (count === 0) return null;
  // Spec §9: more than 4 included products selects the smaller layout.
  const small = count > 4;
  const named = groups.length > 1;
  return (
    <div className={`included-products${small ? ' included-products--small' : ''}`} data-shopify-editor-block={editorBlock}>
      <p className="included-products__heading">{heading}</p>
      {groups.map((group) => (
        <div className="included-products__group" key={group.name}>
          {named && group.name !== '' && <p className="included-products__group-name">{group.name}</p>}
          <ul className="included-products__list" role="list">
            {group.items.map((item, i) => (
              <li className="included-products__item" key={`${item.cart.id}-${i}`}>
                {item.image && <img src={item.image} alt="" width="80" height="80" loading="lazy" />}
                <span className="included-products__title">{item.title}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
