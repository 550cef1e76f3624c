/**
 * One product in the overlay's grid: image, title link, price and the quick add ('Add to Cart –
 * {price}'), which adds the product's line through the cart store (the cart drawer opens over
 * the overlay). A product sold by subscription only links to its page to pick a plan; a sold-out
 * one shows 'Sold Out'. Opening or adding the product remembers the search it came from.
 */
import { useId, useState } from 'react';
import { formatMoney } from '../../lib/money';
import { cartStore } from '../../store/cart';
import { CARD_IMAGE_SIZES, lookUpLine, type CardView } from './search-cards';
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
  texts: Pick<SearchTexts, 'add_to_cart' | 'subscribe' | 'sold_out' | 'adding' | 'no_image'>;
  /** The shopper opens or adds this product from the results. */
  onChoose: (card: CardView) => void;
}

export function SearchProductCard({ card, moneyFormat, quickAdd, texts, onChoose }: SearchProductCardProps) {
  const titleId = useId();
  const [adding, setAdding] = useState(false);
  const [action, setAction] = useState(card.action);
  const price = card.price === null ? '' : formatMoney(card.price, moneyFormat);
  const withPrice = (label: string) => label.replace('{price}', price).replace(/\s*[–-]\s*$/, '');

  const addToCart = async () => {
    if (adding) return;
    onChoose(card);
    wakeCartDrawer();
    setAdding(true);
    try {
      const found = card.ready ? ({ kind: 'line', ready: card.ready } as const) : await lookUpLine(card, moneyFormat);
      if (found.kind === 'line') {
        await cartStore.getState().add(found.ready.line, found.ready.tracking);
      } else {
        setAction(found.kind);
      }
    } catch {
      /* the product could not be read: nothing added, the button comes back (spec §8: no message) */
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="card product-card search-card">
      <div className="card__media">
        {card.image ? (
          <img className="card__image" src={card.image.src} srcSet={card.image.srcset} sizes={CARD_IMAGE_SIZES} width={400} height={400} loading="lazy" alt="" />
        ) : (
          <span className="card__placeholder">{texts.no_image}</span>
        )}
      </div>
      <div className="card__body">
        <h3 className="card__title" id={titleId}>
          <a className="card__link" href={card.url} onClick={() => onChoose(card)}>{card.title}</a>
        </h3>
        {/* The add button carries the price; otherwise it is shown on its own. */}
        {price !== '' && !(quickAdd && action !== 'sold-out') && <p className="price search-card__price">{price}</p>}
        {quickAdd && action === 'add' && (
          <button type="button" className="button button--primary button--small search-card__add quick-add__button" aria-describedby={titleId} disabled={adding} onClick={() => void addToCart()}>
            {adding ? texts.adding : withPrice(texts.add_to_cart)}
          </button>
        )}
        {quickAdd && action === 'subscribe' && (
          <a className="button button--secondary button--small search-card__add quick-add__button" href={card.url} aria-describedby={titleId} onClick={() => onChoose(card)}>
            {withPrice(texts.subscribe)}
          </a>
        )}
        {quickAdd && action === 'sold-out' && (
          <button type="button" className="button button--secondary button--small search-card__add quick-add__button" aria-describedby={titleId} disabled>
            {texts.sold_out}
          </button>
        )}
      </div>
    </div>
  );
}
