/** An island's props that a linked-product switch can replace (by its data-product-role). */
import { useEffect, useState } from 'react';
import { MAIN_SCOPE, onDocumentEvent, PRODUCT_SWITCH_EVENT, type ProductSwitchDetail } from './events';

export function useSwitchProps<T extends { scope?: unknown }>(role: string, initial: T): T {
  const [props, setProps] = useState(initial);
  useEffect(() => onDocumentEvent<ProductSwitchDetail>(PRODUCT_SWITCH_EVENT, (detail) => {
    if (detail.scope !== (typeof initial.scope === 'string' ? initial.scope : MAIN_SCOPE)) return;
    const next = detail.props[role];
    if (next) setProps(next as T);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [role]);
  return props;
}
