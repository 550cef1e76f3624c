/**
 * Per-line target quantities. Each click moves the line's target from what the shopper last
 * asked for (not from the stale cart), and sends that absolute target through the store's queue,
 * so five quick "+" clicks send 2, 3, 4, 5, 6 in order and end exactly five higher.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { cartStore } from '../../store/cart';

export function useLineTargets(loading: boolean) {
  const targets = useRef(new Map<string, number>());
  const [, rerender] = useState(0);

  // Once every queued change has landed (and the cart was re-read), the cart is the truth again.
  useEffect(() => {
    if (loading || targets.current.size === 0) return;
    targets.current.clear();
    rerender((n) => n + 1);
  }, [loading]);

  const setQuantity = useCallback((key: string, quantity: number) => {
    const next = Math.max(0, Math.floor(quantity));
    targets.current.set(key, next);
    rerender((n) => n + 1);
    void cartStore.getState().update({ updates: { [key]: next } });
  }, []);

  return {
    quantityOf: (key: string, fallback: number) => targets.current.get(key) ?? fallback,
    isPending: (key: string) => targets.current.has(key),
    setQuantity,
  };
}
