/**
 * A product result as the overlay's card shows it, and its quick add. The card takes the page's
 * embedded card for that handle when there is one (its quick-add action, ready cart line and
 * tracking item, as snippets/quick-add-action.liquid decided), else the hit's own fields. A hit
 * without a card is added in one click only once the theme's card for it says 'add': on the first
 * click the overlay's own section is rendered for the product's page (Section Rendering API),
 * which embeds that card. A hit with several variants needs a choice whatever the card says, so it
 * links to its page at once. The add goes through the cart store, after the overlay has
 * remembered which search the product came from (for the Insights conversion).
 */
import type { CartAddItem } from '../../contracts/cart';
import type { QuickAddAction } from '../../lib/quick-add';
import { sizedImage } from '../../lib/sized-image';
import { fetchSection } from '../../lib/section-rendering';
import { trackingItem, type TrackingItem } from '../../contracts/tracking-item';
import { readEmbeddedCards, type EmbeddedCard } from './embedded-cards';
import type { ProductResult } from './search-results';

export interface CardImage {
  src: string;
  srcset: string;
  alt: string;
}

export interface ReadyLine {
  line: CartAddItem;
  tracking: TrackingItem;
}

export interface CardView {
  objectID: string;
  productId: string | null;
  handle: string;
  title: string;
  url: string;
  image: CardImage | null;
  /** cents, or null when the record has no price */
  price: number | null;
  /** what the card's button does: add, link to the product (choose, subscribe) or nothing (sold out) */
  action: QuickAddAction;
  /** the theme card's line; null = an 'add' still to be confirmed by the theme's card on the first click */
  ready: ReadyLine | null;
}

export const CARD_IMAGE_WIDTHS = [200, 300, 400, 600] as const;
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 18vw, (min-width: 768px) 28vw, 45vw';

function hitImage(src: string | null, alt: string): CardImage | null {
  if (!src) return null;
  return { src: sizedImage(src, 400), srcset: CARD_IMAGE_WIDTHS.map((w) => `${sizedImage(src, w)} ${w}w`).join(', '), alt };
}

/** The card as the theme's card for its product says (action, line, title, image, price). */
function themeCardView(hit: Pick<ProductResult, 'objectID' | 'handle'>, card: EmbeddedCard): CardView {
  const { atc } = card;
  return {
    objectID: hit.objectID,
    productId: String(card.id),
    handle: hit.handle,
    title: card.title,
    url: card.url,
    image: card.media && card.media.src !== '' ? card.media : null,
    price: atc.price,
    action: card.action,
    ready: card.action === 'add' ? { line: { ...atc.cart }, tracking: trackingItem(atc.klaviyo) } : null,
  };
}

/** What a hit alone tells; several variants always need a choice. */
function hitAction(hit: ProductResult): QuickAddAction {
  if (!hit.available) return 'sold_out';
  if (hit.requiresSellingPlan) return 'subscribe';
  return hit.variantsCount !== null && hit.variantsCount > 1 ? 'choose' : 'add';
}

export function cardView(hit: ProductResult, embedded: EmbeddedCard | undefined): CardView {
  if (embedded) return themeCardView(hit, embedded);
  return {
    objectID: hit.objectID,
    productId: hit.productId,
    handle: hit.handle,
    title: hit.title,
    url: hit.url,
    image: hitImage(hit.image, hit.title),
    price: hit.price,
    action: hitAction(hit),
    ready: null,
  };
}

/** Reads the theme's card for a product: a section holding the card block, rendered for its page. */
export type ThemeCardSource = (card: Pick<CardView, 'url' | 'handle'>) => Promise<EmbeddedCard | null>;

/** The card in the overlay's section (`sectionId`) rendered for the product's page; null without a section. */
export async function readThemeCard(
  { url, handle }: Pick<CardView, 'url' | 'handle'>,
  sectionId: string | null,
  load = fetchSection,
): Promise<EmbeddedCard | null> {
  if (!sectionId) return null;
  const html = await load(url, sectionId, { timeout: 10_000 });
  return readEmbeddedCards(new DOMParser().parseFromString(html, 'text/html')).get(handle) ?? null;
}

/**
 * What the first click on an unconfirmed 'add' does: the theme card's line when it says 'add',
 * else its action; no card (it could not be read) sends the shopper to the product page.
 */
export async function confirmCard(card: CardView, source: ThemeCardSource): Promise<CardView> {
  const found = await source(card);
  return found ? themeCardView(card, found) : { ...card, action: 'choose' };
}
