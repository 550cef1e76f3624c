/**
 * The product form island (widget `product-form`): price, option tiles, purchase mode, gift
 * recipient, and the buttons. Replaces the no-JS `{% form 'product' %}` once mounted.
 */
import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '../../lib/money';
import { writeParams } from '../../lib/url-state';
import { cartStore } from '../../store/cart';
import { asCartAddItem, buildCartLine, buildTrackingItem, EMAIL_PATTERN, type GiftRecipient } from './cart-line';
import { emit, onDocumentEvent, PRODUCT_SWITCH_EVENT, VARIANT_CHANGE_EVENT, type ProductSwitchDetail, type VariantChangeDetail } from './events';
import { normaliseFormProps, type FormProps } from './form-props';
import { GiftFields } from './GiftFields';
import { OptionTiles } from './OptionTiles';
import { currentPrice, currentVariant, initPurchaseState, purchaseReducer } from './purchase-mode';
import { PurchaseOptions } from './PurchaseOptions';
import { fill } from './text';
import { WaitlistForm } from './WaitlistForm';

const NO_GIFT: GiftRecipient = { email: '', name: '', sendOn: '', message: '' };
/** Set before leaving for checkout, so back/forward re-renders instead of showing a stale page. */

export default function ProductForm(raw: Record<string, unknown>) {
  const [props, setProps] = useState<FormProps>(() => normaliseFormProps(raw));
  const { product, texts, moneyFormat, settings } = props;
  const [state, dispatch] = useReducer(purchaseReducer, props, (p) =>
    initPurchaseState(p.product, { variantId: p.selectedVariantId, defaultSubscription: p.settings.defaultSubscription }));
  const [giftOn, setGiftOn] = useState(false);
  const [gift, setGift] = useState<GiftRecipient>(NO_GIFT);
  const [emailError, setEmailError] = useState('');
  const [adding, setAdding] = useState(false);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const idPrefix = useId().replace(/:/g, '');
  const firstRender = useRef(true);
  const variant = currentVariant(state);
  const { price, cap } = currentPrice(state);
  const money = (cents: number) => formatMoney(cents, moneyFormat);

  // The selected variant goes into ?variant= without a reload (unless the section disables it).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (settings.updateUrl) writeParams({ variant: state.variantId }, 'replace');
  }, [state.variantId, settings.updateUrl]);

  useEffect(() => {
    emit<VariantChangeDetail>(VARIANT_CHANGE_EVENT, {
      scope: props.scope, handle: state.product.handle, variantId: state.variantId, mediaIndex: variant.media_index, mode: state.mode,
    });
  }, [props.scope, state.variantId, state.product.handle, state.mode, variant.media_index]);

  // Switching products (linked products event, or a parent passing another product's props):
  // new props, the same option values where the new product has them.
  const switchTo = (next: Record<string, unknown>) => {
    try {
      const normalised = normaliseFormProps(next);
      setProps(normalised);
      dispatch({ type: 'switchProduct', product: normalised.product });
      setGiftOn(false);
      setWaitlistOpen(false);
    } catch (error) {
      console.warn('[product-form] could not switch product', error);
    }
  };
  const scope = props.scope;
  useEffect(() => onDocumentEvent<ProductSwitchDetail>(PRODUCT_SWITCH_EVENT, (detail) => {
    if (detail.scope === scope && detail.props.form) switchTo(detail.props.form);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }), [scope]);
  // A parent (multi-product hero) passes another product: compared by the product object, which
  // stays the same across the parent's re-renders.
  const shownProduct = useRef(raw.product);
  useEffect(() => {
    if (shownProduct.current === raw.product) return;
    shownProduct.current = raw.product;
    switchTo(raw);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [raw.product]);

  const giftValid = (): boolean => {
    if (!product.gift_card || !giftOn) return true;
    if (EMAIL_PATTERN.test(gift.email.trim())) return true;
    setEmailError(texts.gift_email_invalid);
    return false;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!variant.available || adding || !giftValid()) return;
    setAdding(true);
    try {
      const line = buildCartLine(state, moneyFormat, product.gift_card && giftOn ? gift : null);
      await cartStore.getState().add(asCartAddItem(line), buildTrackingItem(state, moneyFormat));
    } finally {
      setAdding(false);
    }
  };

  // Accelerated checkout: the store adds by JSON, then posts the checkout form to /cart; failures are only logged.
  const checkoutNow = async () => {
    if (!variant.available || !giftValid()) return;
    const line = buildCartLine(state, moneyFormat, product.gift_card && giftOn ? gift : null);
    await cartStore.getState().buyNow(props.checkoutBody === 'line' ? line : { items: [line] });
  };

  const buttonText = fill(state.mode === 'subscription' ? texts.subscribe : texts.add_to_cart, { price: money(price) });
  const customMessage = state.mode === 'subscription' ? variant.custom_message.subscription : variant.custom_message.onetime;
  const smallLayout = product.included_products.length > 4;

  return (
    <div className="product-form-widget">
      <div className={`price${cap > price ? ' price--on-sale' : ''}`} aria-live="polite" aria-atomic="true" data-product-price>
        {cap > price ? (
          <>
            <span className="visually-hidden">{texts.sale}</span>
            <span className="price__current">{money(price)}</span>
            <span className="visually-hidden">{texts.regular}</span>
            <s className="price__compare">{money(cap)}</s>
          </>
        ) : (
          <span className="price__current">{money(price)}</span>
        )}
      </div>

      <form className="product-form product-form--enhanced" id={`${settings.formId}-form`} onSubmit={(e) => void onSubmit(e)}>
        <OptionTiles product={product} variant={variant} texts={texts} idPrefix={idPrefix}
          onSelect={(position, value) => dispatch({ type: 'selectOption', position, value })} />
        <PurchaseOptions state={state} dispatch={dispatch} texts={texts} moneyFormat={moneyFormat} bubbles={props.bubbles} idPrefix={idPrefix} />
        {customMessage && <p className="product-form__message">{customMessage}</p>}

        {product.included_products.length > 0 && (
          <div className={`included-products${smallLayout ? ' included-products--small' : ''}`}>
            <p className="included-products__heading">{texts.included_heading}</p>
            <ul className="included-products__list" role="list">
              {product.included_products.map((item, i) => (
                <li className="included-products__item" key={`${item.name}-${item.cart.id}-${i}`}>
                  {item.image && <img src={item.image} alt="" width="80" height="80" loading="lazy" />}
                  <span className="included-products__name">{item.name}</span>
                  <span className="included-products__title">{item.title}</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        {product.gift_card && (
          <GiftFields enabled={giftOn} onToggle={(on) => { setGiftOn(on); setEmailError(''); }} recipient={gift}
            onChange={(next) => { setGift(next); setEmailError(''); }} emailError={emailError} texts={texts} />
        )}

        <div className="product-form__buttons">
          {variant.purchase_url ? (
            <a className="button button--primary button--large button--full" href={variant.purchase_url} target="_blank" rel="noopener noreferrer">
              {texts.buy_here} <span className="visually-hidden">{texts.opens_new_tab}</span>
            </a>
          ) : product.waitlist_enabled && !variant.available ? (
            <button type="button" className="button button--primary button--large button--full" aria-expanded={waitlistOpen}
              onClick={() => setWaitlistOpen((open) => !open)}>{texts.join_waitlist}</button>
          ) : !variant.available ? (
            <button type="submit" className="button button--primary button--large button--full" disabled>{texts.sold_out}</button>
          ) : (
            <>
              <button type="submit" className="button button--primary button--large button--full" aria-busy={adding || undefined}>
                {adding ? texts.adding : buttonText}
              </button>
              <button type="button" className="button button--secondary button--full product-form__checkout" onClick={() => void checkoutNow()}>
                {texts.checkout_now}
              </button>
            </>
          )}
        </div>
      </form>
      <WaitlistForm open={waitlistOpen} onClose={() => setWaitlistOpen(false)} klaviyo={props.klaviyo} texts={texts} />
    </div>
  );
}
