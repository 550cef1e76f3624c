// The product card and the collection page as Liquid renders them (hand-made objects): promo and
// short description from metafields (escaped), the hover image, the quick add for each case, and
// the collection page's switch, island props and pages past the end.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createThemeRenderer } from '../../../preview/liquid';
import { HOSTILE, baseGlobals, collection, product, resolver, shop, soldOutProduct, subscriptionOnlyProduct } from './theme-fixtures';

const renderer = createThemeRenderer({ themeRoot: path.resolve(__dirname, '../../..'), resolver, shop });
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const cardOf = (html: string, id: number) => {
  const start = html.indexOf(`data-product-id="${id}"`);
  return html.slice(start, html.indexOf('</li>', start));
};
const metafields = (olivine: Record<string, string>) => ({
  olivine: Object.fromEntries(Object.entries(olivine).map(([k, value]) => [k, { value }])),
});
const second = { ...product.images[0], src: '/cdn/shop/files/products/back.svg', url: '/cdn/shop/files/products/back.svg', alt: 'Back of the can' };

const oneVariant = {
  ...product,
  id: 4,
  title: 'The Duo',
  url: '/products/the-duo',
  has_only_default_variant: true,
  price_varies: false,
  variants: [product.variants[0]],
  selected_or_first_available_variant: product.variants[0],
  images: [product.images[0], second],
  metafields: metafields({ promo: HOSTILE, short_description: 'Both oils.' }),
};

async function renderCollection(products: unknown[], request: Record<string, unknown> = {}) {
  const page = { ...collection, products, products_count: products.length };
  return main(
    await renderer.renderTemplate('collection', undefined, {
      globals: { ...baseGlobals, collection: page, request: { ...baseGlobals.request, page_type: 'collection', path: '/collections/olive-oil', ...request } },
    }),
  );
}

describe('product card', () => {
  it('shows the promo and short description escaped, and the second image as a decorative hover image', async () => {
    const card = cardOf(await renderCollection([oneVariant]), 4);
    expect(card).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(card).not.toContain('<script>alert(1)');
    expect(card).toContain('<p class="card__description">Both oils.</p>');
    const hover = /<img[^>]*back\.svg[^>]*>/.exec(card)?.[0] ?? '';
    expect(hover).toContain('class="card__image card__image--hover"');
    expect(hover).toContain('alt=""');
    expect(hover).toContain('loading="lazy"');
  });

  it('the price: "From" the cheapest variant, struck through only with that variant\'s own compare-at', async () => {
    const priceOf = (card: string) =>
      /<div class="price[^"]*">.*?<\/div>/s
        .exec(card)?.[0]
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    // The 500 ml is $24 down from $28: a sale from $24.
    const onSale = cardOf(await renderCollection([product]), 1);
    expect(priceOf(onSale)).toBe('Sale price From $24.00 Regular price $28.00');
    // Only the dearer 1 L is reduced ($42 from $48, which product.compare_at_price reports): the
    // $24 is not a sale, and $48 is nobody's former price for it.
    const [small, large] = product.variants;
    const dearerOnSale = {
      ...product,
      id: 6,
      compare_at_price: 4800,
      variants: [
        { ...small, compare_at_price: null },
        { ...large, compare_at_price: 4800 },
      ],
    };
    const card = cardOf(await renderCollection([dearerOnSale]), 6);
    expect(priceOf(card)).toBe('From $24.00');
    expect(card).not.toContain('$48.00');
    expect(card).toContain('<p class="badge badge--sale">');
  });

  it('quick add: one variant posts it to /cart/add with its island; options link to the product; sold out is disabled', async () => {
    const html = await renderCollection([oneVariant, product, soldOutProduct, subscriptionOnlyProduct]);
    const add = cardOf(html, 4);
    expect(add).toContain('data-widget="quick-add"');
    expect(add).toMatch(/<form class="quick-add__form" method="post" action="\/cart\/add"/);
    expect(add).toContain('<input type="hidden" name="id" value="11">');
    expect(add).toMatch(/<button type="submit"[^>]*>Add to Cart – \$24\.00<\/button>/);
    const props = JSON.parse(/data-props>(.*?)<\/script>/s.exec(add)?.[1] ?? '');
    expect(props.card.atc.cart).toEqual({ id: 11, quantity: 1, selling_plan: null });

    expect(cardOf(html, 1)).toMatch(/<a class="button[^"]*quick-add__button" href="\/products\/the-everyday"[^>]*>Choose Options<\/a>/);
    expect(cardOf(html, 1)).not.toContain('data-widget="quick-add"');
    expect(cardOf(html, 2)).toMatch(/<button type="button"[^>]*disabled[^>]*>Sold Out<\/button>/);
    expect(cardOf(html, 3)).toMatch(/href="\/products\/the-everyday"[^>]*>Subscribe – \$24\.00<\/a>/);
  });

  it('quick add: a gift card, even of one amount, links to its page for the recipient; it is never posted in one click', async () => {
    const giftCard = { ...oneVariant, id: 9, url: '/products/gift-card', 'gift_card?': true, gift_card: true };
    const card = cardOf(await renderCollection([giftCard]), 9);
    expect(card).toMatch(/<a class="button[^"]*quick-add__button" href="\/products\/gift-card"[^>]*>Choose Options<\/a>/);
    expect(card).not.toContain('data-widget="quick-add"');
    expect(card).not.toContain('/cart/add');
  });
});

describe('collection page', () => {
  it('lists the collections with the current one marked, and gives the island its page', async () => {
    const html = await renderCollection([oneVariant, product]);
    expect(html).toMatch(/<nav class="collection-switch" aria-label="Collections">/);
    expect(html).toMatch(/<a class="tag tag--active" href="\/collections\/olive-oil" data-collection-link aria-current="page">Olive Oil<\/a>/);
    const props = JSON.parse(/data-widget="collection-grid"[^>]*>\s*<script type="application\/json" data-props>(.*?)<\/script>/s.exec(html)?.[1] ?? '');
    expect(props).toMatchObject({ switch: true, load_more: true, page: { current: 1, total: 1, next_url: '' } });
    expect(props.texts.page_status).toBe('Page {current} of {total}');
  });

  it('a page past the end is an empty page with a link back, not an error', async () => {
    const html = await renderCollection([oneVariant], { page: 7 });
    expect(html).toContain('There are no products on page 7.');
    expect(html).toMatch(/<a class="button button--secondary" href="\/collections\/olive-oil">Back to the first page<\/a>/);
    expect(html).not.toContain('data-collection-items');
  });
});
