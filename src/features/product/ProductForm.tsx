/**
 * The product form island (widget `product-form`): its parts (price, variant picker, purchase
 * options, can bubbles, what's included, gift fields, buy buttons) in the order of main-product's
 * part blocks. Replaces the no-JS `{% form 'product' %}` once mounted.
 */
import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { formatMoney } from '../../contracts/money';
import { writeParams } from '../../lib/url-state';
import { cartStore } from '../../store/cart';
import { MAIN_PRODUCT_SCOPE, productStore } from '../../store/product';
import { useOverlay } from '../../store/useStore';
import { isValidEmail } from '../../lib/email';
import { buildCartLine, buildTrackingItem, type GiftRecipient } from './cart-line';
import { schema, type FormPart, type FormProps } from './form-props';
import { editorBlockAttribute } from '../../lib/editor-selection';
import { BuyButtons } from './BuyButtons';
import { GiftFields } from './GiftFields';
import { IncludedProducts } from './IncludedProducts';
import { OptionSelects, OptionTiles } from './OptionTiles';
import { currentPrice, currentVariant, initPurchaseState } from '../../lib/purchase-mode';
import { CanBubbles, PurchaseOptions } from './PurchaseOptions';
import { fill } from '../../lib/fill';
import { useProductStore, useSwitchedProps } from './use-product-store';
import { createVariantSections } from './variant-sections';
import { WaitlistForm } from './WaitlistForm';

export { schema } from './form-props';

const NO_GIFT: GiftRecipient = { email: '', name: '', sendOn: '', message: '' };

export default function ProductForm(given: FormProps) {
  const { scope } = given;
  // Another product arrives from a linked-product switch (props in the product store) or from a
  // parent passing another entry's props (multi-product hero); never both for one scope.
  const props = useSwitchedProps(scope, 'form', schema) ?? given;
  const { product, texts, moneyFormat, settings } = props;
  // The selection lives in the product store; the form starts it once mounted and shows this
  // first one until then.
  const [initial] = useState(() =>
    initPurchaseState(props.product, { variantId: props.selectedVariantId, defaultSubscription: props.settings.defaultSubscription }),
  );
  const state = useProductStore(scope, (s) => s.selection) ?? initial;
  const actions = productStore(scope).getState();
  const [giftOn, setGiftOn] = useState(false);
  const [gift, setGift] = useState<GiftRecipient>(NO_GIFT);
  const [emailError, setEmailError] = useState('');
  const [adding, setAdding] = useState(false);
  const idPrefix = useId().replace(/:/g, '');
  const waitlist = useOverlay('popover', `${idPrefix}-waitlist`);
  const firstRender = useRef(true);
  const variant = currentVariant(state);
  const { price, cap } = currentPrice(state);
  const money = (cents: number) => formatMoney(cents, moneyFormat);
  // Only the page's own product has server-rendered markup that follows its variant.
  const [variantSections] = useState(() => (scope === MAIN_PRODUCT_SCOPE ? createVariantSections(props.selectedVariantId) : null));

  // The selected variant goes into ?variant= without a reload (unless the section disables it).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (settings.updateUrl) writeParams({ variant: state.variantId }, 'replace');
  }, [state.variantId, settings.updateUrl]);

  // What the other islands of this scope follow from now on; gone with the form. Started in the
  // commit: the press that woke the island (a variant tile) is replayed there and needs it.
  useLayoutEffect(() => {
    const store = productStore(scope);
    store.getState().startSelection(initial);
    return () => store.getState().startSelection(null);
  }, [scope, initial]);

  // A switch replaces the sections below the hero right after writing the store: a refresh
  // still on its way for the old product must never land on top of them.
  useEffect(
    () =>
      productStore(scope).subscribe((next, previous) => {
        if (next.props.form !== previous.props.form) variantSections?.cancel();
      }),
    [scope, variantSections],
  );

  // Another product: the variant the page's URL names (Back, Forward to a product entry), else the
  // same option values where it has them; gift and waitlist start closed.
  const shownProduct = useRef(product);
  useEffect(() => {
    if (shownProduct.current === product) return;
    shownProduct.current = product;
    productStore(scope)
      .getState()
      .selectProduct(product, scope === MAIN_PRODUCT_SCOPE ? props.requestedVariantId : null);
    setGiftOn(false);
    waitlist.hide({ returnFocus: false });
    // The swapped-in sections were rendered for the new page's own selected variant.
    variantSections?.rendered(props.selectedVariantId);
  }, [product, scope, props.selectedVariantId, props.requestedVariantId, variantSections, waitlist]);

  useEffect(() => {
    if (state.product === product) variantSections?.follow(product.url, state.variantId);
  }, [state.product, state.variantId, product, variantSections]);
  useEffect(() => () => variantSections?.cancel(), [variantSections]);

  const giftValid = (): boolean => {
    if (!product.gift_card || !giftOn) return true;
    if (isValidEmail(gift.email.trim())) return true;
    setEmailError(texts.gift_email_invalid);
    return false;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!variant.available || adding || !giftValid()) return;
    setAdding(true);
    try {
      const line = buildCartLine(state, moneyFormat, product.gift_card && giftOn ? gift : null);
      await cartStore.getState().add(line, buildTrackingItem(state));
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

  const editorBlock = (part: FormPart) => editorBlockAttribute(part.id, part.type);
  const partTypes = props.parts.map((part) => part.type);
  // A price listed first stands above the form's card, as the spec's page shows it.
  const priceFirst = partTypes[0] === 'price';
  // The variant's message follows the purchase options, else stands above the buttons.
  const messageWithOptions = partTypes.includes('purchase_options');
  const message = customMessage ? <p className="product-form__message">{customMessage}</p> : null;
  const priceElement = (part: FormPart) => (
    <div
      className={`price${cap > price ? ' price--on-sale' : ''}`}
      aria-live="polite"
      aria-atomic="true"
      data-product-price
      data-shopify-editor-block={editorBlock(part)}
    >
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
  );

  const renderPart = (part: FormPart, index: number) => {
    const previous = partTypes[index - 1];
    switch (part.type) {
      case 'price':
        return priceFirst && index === 0 ? null : priceElement(part);
      case 'variant_picker': {
        const picker = { product, variant, texts, idPrefix, onSelect: actions.selectOption, editorBlock: editorBlock(part) };
        return part.style === 'dropdown' ? <OptionSelects {...picker} /> : <OptionTiles {...picker} groupPrefix={settings.formId} />;
      }
      case 'purchase_options': {
        const bubblesPart = partTypes[index + 1] === 'can_bubbles' ? props.parts[index + 1] : undefined;
        return (
          <>
            <PurchaseOptions
              state={state}
              actions={actions}
              texts={texts}
              moneyFormat={moneyFormat}
              bubbles={bubblesPart ? props.bubbles : []}
              groupPrefix={settings.formId}
              editorBlock={editorBlock(part)}
              bubblesBlock={bubblesPart && editorBlock(bubblesPart)}
            />
            {messageWithOptions && message}
          </>
        );
      }
      case 'can_bubbles':
        // Right after the purchase options they sit in the subscription panel; elsewhere they show while subscribing.
        return previous === 'purchase_options' || state.mode !== 'subscription' ? null : <CanBubbles bubbles={props.bubbles} editorBlock={editorBlock(part)} />;
      case 'included':
        return <IncludedProducts items={product.included_products} heading={texts.included_heading} editorBlock={editorBlock(part)} />;
      case 'gift_fields':
        return product.gift_card ? (
          <GiftFields
            enabled={giftOn}
            onToggle={(on) => {
              setGiftOn(on);
              setEmailError('');
            }}
            recipient={gift}
            onChange={(next) => {
              setGift(next);
              setEmailError('');
            }}
            emailError={emailError}
            texts={texts}
            editorBlock={editorBlock(part)}
          />
        ) : null;
      case 'buy_buttons':
        return (
          <>
            {!messageWithOptions && message}
            <BuyButtons
              variant={variant}
              waitlistEnabled={product.waitlist_enabled}
              texts={texts}
              buttonText={buttonText}
              adding={adding}
              showCheckout={settings.showCheckout}
              waitlistOpen={waitlist.open}
              onWaitlist={(opener) => waitlist.toggle({ over: true, opener })}
              onCheckout={() => void checkoutNow()}
              editorBlock={editorBlock(part)}
            />
          </>
        );
    }
  };

  return (
    <div className="product-form-widget">
      {priceFirst && priceElement(props.parts[0]!)}
      <form className="product-form product-form--enhanced" id={`${settings.formId}-form`} onSubmit={(e) => void onSubmit(e)}>
        {props.parts.map((part, index) => (
          <Fragment key={part.type}>{renderPart(part, index)}</Fragment>
        ))}
      </form>
      <WaitlistForm overlayId={`${idPrefix}-waitlist`} open={waitlist.open} onClose={() => waitlist.hide()} klaviyo={props.klaviyo} texts={texts} />
    </div>
  );
}
