/**
 * A product card's quick add (widget `quick-add`, woken on first interaction): the card's form
 * posts its one variant to /cart/add without scripts; this adds it through the cart store instead
 * (quantity 1, one-time, with the card's tracking item), and the cart drawer opens with the cart.
 * The markup mirrors the server form, so the click that woke the island is replayed on it.
 */
import { useState, type FormEvent } from 'react';
import { trackingItem } from '../../contracts/tracking-item';
import { pageRoutes } from '../../lib/shop-routes';
import { wakeIsland } from '../../lib/wake-island';
import { cartStore } from '../../store/cart';
import type { QuickAddProps } from './quick-add-props';

export { schema } from './quick-add-props';

/** The cart drawer's island host (snippets/cart-drawer.liquid), which the add opens. */
const CART_DRAWER_HOST = '[data-cart-drawer]';

export default function QuickAdd({ card, title_id, texts }: QuickAddProps) {
  const [adding, setAdding] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    wakeIsland(document.querySelector(CART_DRAWER_HOST));
    setAdding(true);
    // The store never rejects; a refused add is kept in its error state (the drawer shows it).
    void cartStore
      .getState()
      .add({ ...card.atc.cart }, trackingItem(card.atc.klaviyo))
      .finally(() => setAdding(false));
  };

  return (
    <form className="quick-add__form" method="post" action={pageRoutes().cart_add_url} acceptCharset="UTF-8" encType="multipart/form-data" onSubmit={onSubmit}>
      <input type="hidden" name="form_type" value="product" />
      <input type="hidden" name="utf8" value="✓" />
      <input type="hidden" name="id" value={card.atc.cart.id} />
      <input type="hidden" name="quantity" value="1" />
      {/* aria-disabled, not disabled: the button keeps focus while the add runs */}
      <button type="submit" className="button button--primary button--small quick-add__button" aria-describedby={title_id} aria-disabled={adding || undefined}>
        {adding ? texts.adding : texts.add}
      </button>
    </form>
  );
}
