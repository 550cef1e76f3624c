/**
 * The slide-in cart drawer (widget `cart-drawer`), a real modal dialog: focus moves in and is
 * trapped, Escape (the overlay stack's) and the backdrop close it, and the stack returns focus to
 * what opened it (the cart link, an add button), else to the cart link. All cart changes go
 * through the cart store's one queue; quantity buttons move a per-line target so quick clicks add
 * up exactly, add buttons are disabled while their add runs.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useKeyGuardUntilTrap } from '../../components/modal-focus';
import { trapFocus } from '../../lib/focus';
import { formatMoney } from '../../contracts/money';
import type { TrackingItem } from '../../contracts/tracking-item';
import { cartStore } from '../../store/cart';
import { CART_DRAWER_OVERLAY, isCartDrawerOpen, OVERLAY_ATTR } from '../../store/overlays';
import { uiStore } from '../../store/ui';
import { useCartStore, useUiStore } from '../../store/useStore';
import { hasRefillCan, refillTrackingItem, showsQuantityAlert, upsellTrackingItem, visibleUpsells } from './cart-logic';
import type { CartDrawerProps, UpsellProduct } from './cart-props';
import { CartLine } from './CartLine';
import { GiftNote, noteIsValid } from './GiftNote';
import { ShippingBar } from './ShippingBar';
import { useLineTargets } from './use-line-targets';

// The upsell carousel brings Swiper: it loads once the drawer shows a cart, never on the first
// click's critical path.
const CartUpsells = lazy(() => import('./CartUpsells').then((module) => ({ default: module.CartUpsells })));

/** @public The props contract, read by the island runtime through src/islands/registry.ts. */
export { schema } from './cart-props';

export default function CartDrawer(props: CartDrawerProps) {
  const { id, moneyFormat, strings, freeShipping, upsells } = props;
  const cart = useCartStore((s) => s.cart);
  const open = useUiStore(isCartDrawerOpen);
  const loading = useCartStore((s) => s.loading);
  const error = useCartStore((s) => s.error);
  const { quantityOf, isPending, setQuantity } = useLineTargets(loading);
  const [busyId, setBusyId] = useState<number | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Contents render from the first open on: a closed drawer must not fetch line or upsell images.
  const [shown, setShown] = useState(open);
  if (open && !shown) setShown(true);

  // The cart is loaded when the drawer is created (the entry also reads it after `load`).
  useEffect(() => {
    const state = cartStore.getState();
    if (!state.cart && !state.loading) void state.refresh();
  }, []);

  const close = () => cartStore.getState().close();

  // The trap starts in a passive effect (a task after the commit when the shopper's click woke
  // the island): until then Tab still stays inside.
  const endKeyGuard = useKeyGuardUntilTrap(panelRef, open);
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const release = trapFocus(panel, { initialFocus: closeRef.current ?? undefined, returnFocus: false, onClose: close });
    endKeyGuard();
    const unhold = uiStore.getState().holdOverlayFocus(CART_DRAWER_OVERLAY, release);
    return () => {
      unhold();
      release();
    };
  }, [open, endKeyGuard]);

  const addOne = async (variantId: number, trackingItem?: TrackingItem) => {
    setBusyId(variantId);
    try {
      await cartStore.getState().add({ id: variantId, quantity: 1 }, trackingItem);
    } finally {
      setBusyId(null);
    }
  };
  const addUpsell = (product: UpsellProduct) => void addOne(product.id, upsellTrackingItem(product));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (!noteIsValid(form)) {
      event.preventDefault();
      return;
    }
    // Let queued changes land first, so checkout gets the cart the shopper sees.
    if (cartStore.getState().loading) {
      event.preventDefault();
      const stop = cartStore.subscribe((state) => {
        if (state.loading) return;
        stop();
        form.submit();
      });
    }
  };

  const items = cart?.items ?? [];
  const empty = cart !== null && items.length === 0;
  const shownUpsells = upsells.enabled ? visibleUpsells(upsells.products, cart) : [];
  const titleId = `${id}-title`;

  return (
    <div className={`cart-drawer${open ? ' is-open' : ''}`} inert={!open}>
      <div className="cart-drawer__backdrop" aria-hidden="true" onClick={close} />
      <div
        ref={panelRef}
        id={id}
        {...{ [OVERLAY_ATTR]: CART_DRAWER_OVERLAY }}
        className="cart-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="cart-drawer__header">
          <h2 id={titleId} className="cart-drawer__title display">
            {strings.title}
          </h2>
          <button ref={closeRef} type="button" className="icon-button cart-drawer__close" aria-label={strings.close} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>

        {shown && (
          <div className="cart-drawer__body">
            {error && (
              <div className="cart-drawer__error" role="alert">
                <p>{error.kind === 'rejected' ? error.description : strings.errorNetwork}</p>
                <div className="cart-drawer__error-actions">
                  {error.kind === 'network' && (
                    <button type="button" className="button button--secondary button--small" onClick={() => void cartStore.getState().retry()}>
                      {strings.retry}
                    </button>
                  )}
                  <button type="button" className="button button--text" onClick={() => cartStore.getState().clearError()}>
                    {strings.dismiss}
                  </button>
                </div>
              </div>
            )}

            {cart === null && <p className="cart-drawer__loading">{strings.loading}</p>}

            {cart && freeShipping.show && freeShipping.threshold > 0 && !empty && (
              <ShippingBar
                currentCents={cart.total_price}
                thresholdShopCents={freeShipping.threshold}
                moneyFormat={moneyFormat}
                remainingText={strings.shippingRemaining}
                successText={freeShipping.success}
                progressLabel={strings.shippingProgress}
              />
            )}

            {cart && showsQuantityAlert(cart) && (
              <p className="cart-drawer__alert" role="note">
                {strings.alertMultiple}
              </p>
            )}

            {empty && (
              <div className="cart-drawer__empty">
                <p>{strings.empty}</p>
                <a className="button button--primary button--large" href={props.emptyUrl}>
                  {strings.emptyCta}
                </a>
              </div>
            )}

            {items.length > 0 && (
              <ul className="cart-drawer__lines" role="list" aria-label={strings.lines} aria-busy={loading}>
                {items.map((item) => (
                  <CartLine
                    key={item.key}
                    item={item}
                    quantity={quantityOf(item.key, item.quantity)}
                    pending={isPending(item.key)}
                    moneyFormat={moneyFormat}
                    strings={strings}
                    onQuantity={(key, quantity) => {
                      if (quantity === 0) panelRef.current?.focus(); // the line (and its buttons) will go
                      setQuantity(key, quantity);
                    }}
                    onRefill={(variantId) => void addOne(variantId, refillTrackingItem(item))}
                    refillBusy={busyId === Number(item.variant_id)}
                  />
                ))}
              </ul>
            )}

            {cart && (
              <Suspense fallback={null}>
                <CartUpsells products={shownUpsells} moneyFormat={moneyFormat} strings={strings} busyId={busyId} onAdd={addUpsell} />
              </Suspense>
            )}
          </div>
        )}

        {shown && items.length > 0 && cart && (
          <form ref={formRef} className="cart-drawer__footer" action={props.cartUrl} method="post" onSubmit={onSubmit}>
            <GiftNote note={cart.note ?? ''} strings={strings} onSave={(note) => void cartStore.getState().update({ note })} />
            {hasRefillCan(cart) && <input type="hidden" name="attributes[Refills]" value="Cans" />}
            <input type="hidden" name="checkout" value="" />
            <p className="cart-drawer__total">
              <span>{strings.total}</span> <span>{formatMoney(cart.total_price, moneyFormat)}</span>
            </p>
            <p className="cart-drawer__taxes">{strings.taxes}</p>
            <button type="submit" className="button button--primary button--large cart-drawer__checkout">
              {strings.checkout}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
