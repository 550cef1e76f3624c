/**
 * The buy buttons block: Add to Cart (or Subscribe) with the price and Checkout Now, or Buy Here
 * (an outside shop), Join The Waitlist, Sold out, as the selected variant allows.
 */
import type { ProductVariant } from '../../lib/product-data';
import type { FormTexts } from './form-props';

interface Props {
  variant: ProductVariant;
  waitlistEnabled: boolean;
  texts: FormTexts;
  /** 'Add to Cart – $24.00' or 'Subscribe – $21.60' */
  buttonText: string;
  adding: boolean;
  showCheckout: boolean;
  waitlistOpen: boolean;
  onWaitlist: (opener: HTMLButtonElement) => void;
  onCheckout: () => void;
  editorBlock?: string;
}

const PRIMARY = 'button button--primary button--large button--full';

export function BuyButtons({ variant, waitlistEnabled, texts, buttonText, adding, showCheckout, waitlistOpen, onWaitlist, onCheckout, editorBlock }: Props) {
  return (
    <div className="product-form__buttons" data-shopify-editor-block={editorBlock}>
      {variant.purchase_url ? (
        <a className={PRIMARY} href={variant.purchase_url} target="_blank" rel="noopener noreferrer">
          {texts.buy_here} <span className="visually-hidden">{texts.opens_new_tab}</span>
        </a>
      ) : waitlistEnabled && !variant.available ? (
        <button type="button" className={PRIMARY} aria-expanded={waitlistOpen} onClick={(event) => onWaitlist(event.currentTarget)}>
          {texts.join_waitlist}
        </button>
      ) : !variant.available ? (
        <button type="submit" className={PRIMARY} disabled>
          {texts.sold_out}
        </button>
      ) : (
        <>
          <button type="submit" className={PRIMARY} aria-busy={adding || undefined}>
            {adding ? texts.adding : buttonText}
          </button>
          {showCheckout && (
            <button type="button" className="button button--secondary button--full product-form__checkout" onClick={onCheckout}>
              {texts.checkout_now}
            </button>
          )}
        </>
      )}
    </div>
  );
}
