/**
 * One product in the overlay's grid: image, title link, price and the quick add. 'add' shows
 * 'Add to Cart – {price}' and adds the product's line through the cart store (the cart drawer
 * opens over the overlay); a product with a choice to make links to its page ('Choose Options'),
 * one sold by subscription only links there to pick a plan, a sold-out one shows 'Sold Out'. An
 * 'add' the theme has not confirmed yet asks for the theme's card on the first click and follows
 * it. Opening or adding the product remembers the search it came from.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { formatMoney } from '../../contracts/money';
import { cartStore } from '../../store/cart';
import { CARD_IMAGE_SIZES, confirmCard, type CardView, type ThemeCardSource } from './search-cards';
import type { SearchTexts } from './search-props';

/** The cart drawer's island host (sections' `data-cart-drawer`). */
const CART_DRAWER_HOST = '[data-cart-drawer]';

/**
 * Starts mounting the cart drawer island, which the add opens. The usual wake (a synthetic
 * `focusin`) never reaches it while the overlay traps focus (focus-trap stops focus events outside
 * its container), so this uses `pointerdown`, another of the runtime's wake events.
 */
function wakeCartDrawer(): void {
  const host = document.querySelector(CART_DRAWER_HOST);
  if (host?.getAttribute('data-island-state') === 'scheduled') host.dispatchEvent(new Event('pointerdown'));
}

export interface SearchProductCardProps {
  card: CardView;
  moneyFormat: string;
  /** the section's setting: without it a card is image, title and price */
  quickAdd: boolean;
  texts: Pick<SearchTexts, 'add_to_cart' | 'subscribe' | 'choose' | 'sold_out' | 'adding' | 'no_image'>;
  /** where an unconfirmed 'add' reads the theme's card */
  themeCard: ThemeCardSource;
  /** The shopper opens or adds this product from the results. */
  onChoose: (card: CardView) => void;
}

export function SearchProductCard({ card: initial, moneyFormat, quickAdd, texts, themeCard, onChoose }: SearchProductCardProps) {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [card, setCard] = useState(initial);
  const actionsRef = useRef<HTMLDivElement>(null);
  // The click that turned the button into a link leaves focus on the link, not on the page.
  const refocus = useRef(false);
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    actionsRef.current?.querySelector<HTMLElement>('.quick-add__button')?.focus();
  }, [card]);
  const price = card.price === null ? '' : formatMoney(card.price, moneyFormat);
  const withPrice = (label: string) => label.replace('{price}', price).replace(/\s*[–-]\s*$/, '');

  const addToCart = async () => {
    if (adding) return;
    onChoose(card);
    wakeCartDrawer();
    setAdding(true);
    try {
      const confirmed = card.ready ? card : await confirmCard(card, themeCard);
      if (confirmed.ready) {
        await cartStore.getState().add(confirmed.ready.line, confirmed.ready.tracking);
      } else {
        refocus.current = true;
        setCard(confirmed);
      }
    } catch {
      /* the product could not be read: nothing added, the button comes back (spec §8: no message) */
    } finally {
      setAdding(false);
    }
  };

  const link = (label: string) => (
    <a
      className="button button--secondary button--small search-card__add quick-add__button"
      href={card.url}
      aria-describedby={titleId}
      onClick={() => onChoose(card)}
    >
      {label}
    </a>
  );

  return (
    <div className="card product-card search-card">
      <div className="card__media">
        {card.image ? (
          <img
            className="card__image"
            src={card.image.src}
            srcSet={card.image.srcset}
            sizes={CARD_IMAGE_SIZES}
            width={400}
            height={400}
            loading="lazy"
            alt=""
          />
        ) : (
          <span className="card__placeholder">{texts.no_image}</span>
        )}
      </div>
      <div className="card__body" ref={actionsRef}>
        <h3 className="card__title" id={titleId}>
          <a className="card__link" href={card.url} onClick={() => onChoose(card)}>
            {card.title}
          </a>
        </h3>
        {/* The add and subscribe buttons carry the price; otherwise it is shown on its own. */}
        {price !== '' && !(quickAdd && (card.action === 'add' || card.action === 'subscribe')) && <p className="price search-card__price">{price}</p>}
        {quickAdd && card.action === 'add' && (
          <button
            type="button"
            className="button button--primary button--small search-card__add quick-add__button"
            aria-describedby={titleId}
            disabled={adding}
            onClick={() => void addToCart()}
          >
            {adding ? texts.adding : withPrice(texts.add_to_cart)}
          </button>
        )}
        {quickAdd && card.action === 'choose' && link(texts.choose)}
        {quickAdd && card.action === 'subscribe' && link(withPrice(texts.subscribe))}
        {quickAdd && card.action === 'sold_out' && (
          <button type="button" className="button button--secondary button--small search-card__add quick-add__button" aria-describedby={titleId} disabled>
            {texts.sold_out}
          </button>
        )}
      </div>
    </div>
  );
}
