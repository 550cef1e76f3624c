// The deliberate differences between an island's server markup and its widget's first render,
// one entry per island with its reason (island-parity.spec.ts). Everything else must match.

export interface MarkupException {
  reason: string;
  /** The island prints no server markup: the widget adds markup and replaces none. */
  noServerMarkup?: true;
  /**
   * The server markup is a no-script version of another shape: only checked to be there. A
   * pattern: only where the server outline's first line matches it (the island prints its
   * first frame elsewhere, and there it is compared element for element).
   */
  whole?: true | RegExp;
  /** Elements (by class, a regex) left out of both outlines with all inside them (one side may lack them). */
  parts?: string[];
  /** Attributes left out of both outlines. */
  attributes?: string[];
}

const CAROUSEL: MarkupException = {
  reason: "The server reserves the controls' row, empty and aria-hidden (buttons that did nothing before the island would mislead); the widget fills it.",
  parts: ['carousel__controls'],
};
const TABS_FALLBACK = 'Without script every panel shows under its own heading; with script a tab list shows one panel at a time.';

export const ISLAND_MARKUP_EXCEPTIONS: Record<string, MarkupException> = {
  'search-overlay': {
    reason: 'Opens only with script (the header search link goes to /search without it); nothing shows until it opens.',
    noServerMarkup: true,
  },
  'product-sticky-bar': { reason: 'Shows only once the shopper has scrolled past the product form, which takes script.', noServerMarkup: true },
  'mobile-menu': {
    reason: 'Without script a static list opened through a #target link; with script a modal drawer with product tiles. Both are closed at first paint.',
    whole: true,
  },
  'product-form': {
    reason:
      "Where the section prints the form's first frame (snippets/product-form-frame.liquid: the main product starting in one-time mode) it is compared element for element. Elsewhere the server prints the plain form (price, variant and plan selects, one submit; the tab list's price and product link): a gift card, a variant that needs a plan, a subscription-first section, the tab list's forms, which wake at idle.",
    whole: /^<div class="price">/,
  },
  'multi-product-hero': {
    reason: 'Without script the first product with a link to its page; with script a product picker with its own product form.',
    whole: true,
  },
  'product-tab-list': { reason: 'Without script links to each tab product; with script tabs that switch the section in place.', whole: true },
  'product-tabs': { reason: TABS_FALLBACK, whole: true },
  'account-addresses': { reason: 'Without script each address form is a <details> disclosure; with script a modal dialog.', whole: true },
  'cart-drawer': {
    reason:
      "The closed drawer holds a 'Loading your cart…' line for a shopper who opens it before the island has read the cart; the mounted drawer renders its body from the cart.",
    parts: ['cart-drawer__body'],
  },
  'text-carousel': CAROUSEL,
  'image-text-carousel': CAROUSEL,
  'edge-carousel': CAROUSEL,
  'card-carousel': CAROUSEL,
  'column-carousel': CAROUSEL,
  'featured-articles': {
    reason: 'Without script each topic links to its article; with script the topics are tabs and the panel is their tabpanel.',
    parts: ['featured-articles__actions'],
    attributes: ['role', 'aria-labelledby'],
  },
  'product-media': {
    reason: 'Without script the first image and still thumbnails; with script a slider of every image with buttons, and thumbnails that are buttons.',
    parts: ['media-carousel__main', 'media-carousel__thumb'],
    attributes: ['role', 'aria-label', 'aria-roledescription'],
  },
  'product-upsells': {
    reason: 'Without script each Add to Cart is a form posting to /cart/add; with script a button that adds through the cart.',
    parts: ['product-upsells__action'],
  },
  'collection-grid': {
    reason: 'Without script numbered pages; with script a load-more button and status under the same grid.',
    parts: ['pagination|collection-more'],
  },
  'article-grid': {
    reason: 'Without script the tags and the pager are links to tagged and paged URLs; with script buttons that filter and page in place.',
    parts: ['tag-list', 'article-pager__button'],
  },
  'content-drawer': {
    reason: 'The toggle names the drawer it controls only once the drawer is in the page (the widget renders it).',
    attributes: ['aria-controls'],
  },
};

/** `lines` (an outline) without the exception's parts and attributes. */
export function applyException(lines: string[], exception: MarkupException): string[] {
  const parts = (exception.parts ?? []).map((part) => new RegExp(`^ *<[a-z0-9-]+ class="(?:[^"]* )?(?:${part})(?: [^"]*)?"`));
  const attributes = (exception.attributes ?? []).map((name) => new RegExp(` ${name}="[^"]*"`, 'g'));
  const out: string[] = [];
  let skipDeeperThan = -1;
  for (const line of lines) {
    const depth = line.length - line.trimStart().length;
    if (skipDeeperThan >= 0 && depth > skipDeeperThan) continue;
    skipDeeperThan = -1;
    if (parts.some((pattern) => pattern.test(line))) {
      skipDeeperThan = depth;
      continue;
    }
    out.push(attributes.reduce((text, pattern) => (text.startsWith(' '.repeat(depth) + '"') ? text : text.replace(pattern, '')), line));
  }
  return out;
}
