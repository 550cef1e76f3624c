// The Liquid objects as a theme sees them: rendered through LiquidJS with ownPropertyOnly on.
import { Liquid } from 'liquidjs';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';
import { loadShopData } from '../../../preview/data/load';
import { createCatalog } from '../../../preview/shop/catalog';
import { createLiquidObjects, LazyList } from '../../../preview/shop/objects';
import { createResolver } from '../../../preview/shop/drops/resolver';
import { generateShopData } from '../../../preview/generate';
import { openShop } from '../../../preview/shop/index';
import { shopRoutes } from '../../../src/contracts/routes';
import { liquid } from '../liquid/helpers';

const data = loadShopData();
const catalog = createCatalog(data);
const objects = createLiquidObjects(catalog);
const engine = new Liquid({ ownPropertyOnly: true, strictFilters: true });
const render = (tpl: string, scope: Record<string, unknown>) => engine.parseAndRenderSync(tpl, scope);
const everyday = catalog.product('the-everyday')!;

describe('product and variant', () => {
  it('exposes Shopify property names', () => {
    const product = objects.product(everyday);
    const out = render(
      '{{ product.id }}|{{ product.handle }}|{{ product.url }}|{{ product.type }}|{{ product.price_min }}-{{ product.price_max }}|{{ product.price_varies }}|{{ product.compare_at_price_max }}|{{ product.available }}|{{ product.has_only_default_variant }}|{{ product.variants.size }}|{{ product.selected_variant }}|{{ product.selected_or_first_available_variant.title }}|{{ product.featured_image.src }}|{{ product.gift_card? }}|{{ product.requires_selling_plan }}',
      { product },
    );
    expect(out).toBe(
      `${everyday.id}|the-everyday|/products/the-everyday|Olive Oil|2400-4200|true|4800|true|false|2||500 ml|/cdn/shop/files/products/the-everyday.svg|false|false`,
    );
  });

  it('prints metafields directly and through .value', () => {
    const product = objects.product(everyday);
    expect(
      render('{{ product.metafields.olivine.subtitle }}/{{ product.metafields.olivine.subtitle.value }}/{{ product.metafields.olivine.nope }}', { product }),
    ).toBe('For cooking/For cooking/');
    expect(render('{% for tab in product.metafields.olivine.tabs.value %}[{{ tab.heading }}]{% endfor %}', { product })).toBe(
      '[Details][How to use][Shipping]',
    );
    expect(render('{% if product.metafields.olivine.waitlist_enabled %}wait{% else %}buy{% endif %}', { product })).toBe('buy');
    const harvest = objects.product(catalog.product('harvest-reserve')!);
    expect(render('{% if product.metafields.olivine.waitlist_enabled %}wait{% endif %}|{{ product.available }}', { product: harvest })).toBe('wait|false');
  });

  it('honours a valid ?variant= and ?selling_plan=, and ignores foreign ones', () => {
    const product = objects.product(everyday, { variantId: 40002, sellingPlanId: 8002 });
    expect(
      render(
        '{{ product.selected_variant.id }}|{{ product.selected_variant.selected }}|{{ product.variants.first.selected }}|{% for o in product.options_with_values %}{{ o.name }}={{ o.selected_value }}{% endfor %}',
        { product },
      ),
    ).toBe('40002|true|false|Size=1 L');
    expect(
      render(
        '{{ product.selected_selling_plan.name }}|{{ product.selected_selling_plan_allocation.price }}|{{ product.selling_plan_groups.first.options.first.selected_value }}',
        { product },
      ),
    ).toBe('Deliver every 2 months, save 10%|3780|2 months');
    const foreign = objects.product(everyday, { variantId: 40005, sellingPlanId: 9999 });
    expect(
      render('[{{ product.selected_variant }}][{{ product.selected_selling_plan }}]{{ product.selected_or_first_available_variant.id }}', { product: foreign }),
    ).toBe('[][]40001');
  });

  it('gives every variant stock that agrees with its availability, as a theme reads it', () => {
    // A theme that reads only inventory_quantity: a variant a shopper can buy must not read as out of stock.
    const read =
      '{% for v in product.variants %}{{ v.available }}:{{ v.inventory_management }}:{% if v.inventory_quantity > 0 %}stock{% else %}none{% endif %}:{{ v.inventory_policy }};{% endfor %}';
    const rows = data.products.flatMap((p) =>
      render(read, { product: objects.product(catalog.product(p.handle)!) })
        .split(';')
        .filter(Boolean),
    );
    const tracked = rows.filter((r) => r.split(':')[1] === 'shopify');
    expect(tracked.length).toBeGreaterThanOrEqual(rows.length - 3);
    for (const row of tracked) {
      const [available, , stock, policy] = row.split(':');
      expect(row).toBe(available === 'true' ? `true:shopify:${stock === 'stock' ? 'stock' : 'none'}:${policy}` : 'false:shopify:none:deny');
      if (available === 'true') expect(stock).toBe('stock');
    }
    // Only the gift card is not stocked (Shopify: inventory_management nil); it keeps selling.
    expect(rows.filter((r) => r.split(':')[1] === '').every((r) => r.startsWith('true:'))).toBe(true);
  });

  it("carries Shopify's standard metafields themes read: the product subtitle and the reviews rating", () => {
    const product = objects.product(everyday);
    expect(
      render(
        '{{ product.metafields.descriptors.subtitle.value }}|{{ product.metafields.descriptors.subtitle.type }}|{{ product.metafields.reviews.rating.type }}|{{ product.metafields.reviews.rating.value.scale_max }}',
        { product },
      ),
    ).toBe(`${String(everyday.metafields.olivine?.subtitle)}|single_line_text_field|rating|5`);
  });

  it('gives variants their allocations, stock and purchase-url metafield', () => {
    const drizzle = objects.product(catalog.product('the-drizzle')!);
    expect(
      render('{% for v in product.variants %}{{ v.option1 }}:{{ v.inventory_quantity }}:{{ v.selling_plan_allocations.size }};{% endfor %}', {
        product: drizzle,
      }),
    ).toBe('250 ml:109:3;500 ml:3:3;');
    const allocation = drizzle.variants[0]!.selling_plan_allocations[0]!;
    expect(allocation).toMatchObject({ price: 1870, compare_at_price: 2200, selling_plan: { name: 'Deliver every month, save 15%', group_id: 7001 } });
    const board = objects.product(catalog.product('olive-wood-board')!);
    expect(render('{{ product.variants.last.metafields.olivine.purchase_url }}', { product: board })).toBe('https://woodshop.example.com/boards/large');
    const refills = objects.product(catalog.product('refill-cans')!);
    expect(refills.variants.map((v) => v.requires_selling_plan)).toEqual([false, false, true]);
  });

  it('lists The Duo first among linked products and shows Shopify product JSON', () => {
    const duo = objects.product(catalog.product('the-duo')!);
    expect(duo.linked_products.map((p) => p.handle)).toEqual(['the-everyday', 'the-drizzle']);
    expect(JSON.parse(JSON.stringify(duo))).toMatchObject({ handle: 'the-duo', variants: [expect.objectContaining({ price: 4400 })] });
  });
});

describe('collections, all_products, blogs and linklists', () => {
  it('looks collections and products up by handle', () => {
    const scope = { collections: objects.collections(), all_products: objects.allProducts() };
    expect(
      render(
        "{{ collections.gifts.title }}|{{ collections['refills'].products.size }}|{{ collections.all.products_count }}|{{ all_products['the-duo'].title }}|{{ collections.nope.title }}",
        scope,
      ),
    ).toBe(`Gifts|2|${data.products.length}|The Duo|`);
    expect(render('{% for c in collections %}{{ c.handle }},{% endfor %}', scope)).toBe('olive-oil,gifts,refills,pantry,all,');
  });

  it('counts the whole collection inside paginate, and the filtered view on a tag URL', async () => {
    const all = data.products.length;
    const tpl =
      '{% paginate collection.products by 4 %}{{ collection.products_count }}|{{ collection.all_products_count }}|{{ collection.products.size }}|{{ paginate.pages }}{% endpaginate %}';
    // The last page of 4 a page holds what is left; the counts stay the collection's.
    expect(await liquid(tpl, { collection: objects.collection('all')!, current_page: Math.ceil(all / 4) })).toBe(
      `${all}|${all}|${all % 4 || 4}|${Math.ceil(all / 4)}`,
    );
    const gifts = data.products.filter((p) => p.tags.includes('Gift')).length;
    const tagged = objects.collection('all', { tags: ['gift'] })!;
    expect(await liquid(tpl, { collection: tagged, current_page: 1 })).toBe(`${gifts}|${all}|${Math.min(gifts, 4)}|${Math.ceil(gifts / 4)}`);
  });

  it('sorts collection products by sort_by; a bad value sorts by the default and sort_by is nil, as without one', () => {
    const byPrice = objects.collection('refills', { sortBy: 'price-descending' })!;
    expect(byPrice.sort_by).toBe('price-descending');
    expect(byPrice.products.slice(0, 2).map((p) => p.handle)).toEqual(['pantry-pack', 'refill-cans']);
    const hostile = objects.collection('refills', { sortBy: '<script>' })!;
    expect(hostile.sort_by).toBeNull();
    expect(hostile.products.slice(0, 2).map((p) => p.handle)).toEqual(
      objects
        .collection('refills')!
        .products.slice(0, 2)
        .map((p) => p.handle),
    );
  });

  it('builds only the product drops a page asks for, even in a 10k collection', () => {
    const big = createLiquidObjects(createCatalog(generateShopData(data, { products: 10_000, articles: 0 })));
    const collection = big.collection('all')!;
    expect(collection.products_count).toBe(10_000);
    const page = collection.products.slice(9_990, 10_010);
    expect(page).toHaveLength(10);
    expect(page[0]!.title).toMatch(/No\. \d+$/);
    let made = 0;
    const list = new LazyList(10_000, (i) => {
      made++;
      return i;
    });
    expect(list.slice(24, 48)).toHaveLength(24);
    expect(render('{{ list.first }}|{{ list.size }}|{{ list[30] }}', { list })).toBe('0|10000|30');
    expect(made).toBe(25);
  });

  it('paginates blog articles and filters them by tag', () => {
    const glog = catalog.blog('glog')!;
    const blog = objects.blog(glog);
    expect(render('{{ blog.title }}|{{ blog.url }}|{{ blog.articles_count }}|{{ blog.articles.first.url }}', { blog })).toBe(
      `The Glog|/blogs/glog|${glog.articles.length}|/blogs/glog/${glog.articles[0]!.handle}`,
    );
    const tagged = objects.blog(glog, { tag: 'baking' });
    expect(tagged.articles.length).toBeGreaterThan(2);
    expect(tagged.articles.slice().every((a) => a.tags.includes('Baking'))).toBe(true);
    expect(blog.all_tags).toEqual(expect.arrayContaining(['Featured_Home', 'Recipes']));
    const article = objects.article(glog, glog.articles[0]!);
    expect(
      render('{{ a.title }}|{{ a.author }}|{{ a.comments_count }}|{{ a.image.width }}x{{ a.image.height }}|{{ a.excerpt | strip_html }}', { a: article }),
    ).toBe(`${glog.articles[0]!.title}|Olive Greenwood|0|1600x900|${glog.articles[0]!.summary_html.replace(/<[^>]+>/g, '')}`);
  });

  it('gives menus with nested links, resolved objects and active state', () => {
    const linklists = objects.linklists('/products/the-duo');
    const out = render(
      "{% assign shop_link = linklists.main-menu.links.first %}{{ shop_link.title }}|{{ shop_link.levels }}|{{ shop_link.child_active }}|{{ shop_link.links[2].active }}|{{ shop_link.links.first.object.featured_image.src }}|{{ linklists['footer'].links.size }}",
      { linklists },
    );
    expect(out).toBe('Shop|1|true|true|/cdn/shop/files/products/the-everyday.svg|6');
  });
});

describe('shop, customer and cart', () => {
  const dir = tempDir('olivine-objects-');
  const shop = openShop({ stateDir: dir, reset: true });
  afterAll(() => shop.close());

  it('shop carries the money formats', () => {
    expect(render('{{ shop.name }}|{{ shop.money_format }}|{{ shop.currency }}', { shop: objects.shop() })).toBe('Good Drop Olive Oil Co.|${{amount}}|USD');
  });

  it('customer has orders newest first, addresses and subscriptions', () => {
    const customer = objects.customer(data.customers[0]!);
    expect(
      render(
        '{{ customer.name }}|{{ customer.orders_count }}|{{ customer.orders.first.name }}|{{ customer.addresses_count }}|{{ customer.default_address.city }}|{{ customer.default_address.url }}|{{ customer.subscriptions.size }}|{{ customer.subscriptions.first.product.title }}',
        { customer },
      ),
    ).toBe('Olive Greenwood|3|#1003|2|Portland|/account/addresses/3101|2|The Everyday');
    expect(render('{% for l in order.line_items %}{{ l.quantity }}x{{ l.title }}={{ l.line_price }};{% endfor %}', { order: customer.orders.at(-1) })).toBe(
      '1xThe Everyday - 500 ml=2040;2xInfused Oils - Lemon / 250 ml=3600;',
    );
  });

  it('cart mirrors the Ajax cart with Liquid line item extras', () => {
    const token = shop.carts.newToken();
    shop.carts.add(token, [{ id: 40001, quantity: 2, selling_plan: 8001, properties: { _nextId: '40006', 'Your Next Order': '<b>Refills</b>' } }]);
    shop.carts.add(token, [{ id: 40015, quantity: 1 }]);
    const cart = objects.cart(shop.carts.get(token), shopRoutes('/'));
    expect(
      render(
        '{{ cart.item_count }}|{{ cart.empty? }}|{% for item in cart.items %}{{ item.url_to_remove }} {{ item.product.title }} {{ item.selling_plan_allocation.selling_plan.name }} {{ item.image.src }};{% endfor %}',
        { cart },
      ),
    ).toBe(
      '3|false|/cart/change?line=1&quantity=0 The Everyday Deliver every month, save 15% /cdn/shop/files/products/the-everyday.svg;/cart/change?line=2&quantity=0 Hot Drop Chili Oil  /cdn/shop/files/products/hot-drop.svg;',
    );
    expect(render("{{ cart.items.first.properties['Your Next Order'] | escape }}", { cart })).toBe('&lt;b&gt;Refills&lt;/b&gt;');
    // Each line's place from 0, which themes turn into the 1-based line of /cart/change.
    expect(render('{% for item in cart.items %}{{ item.index }}:{{ item.index | plus: 1 }};{% endfor %}', { cart })).toBe('0:1;1:2;');
    expect(objects.cart(shop.carts.get(shop.carts.newToken()), shopRoutes('/'))['empty?']).toBe(true);
    const french = objects.cart(shop.carts.get(token), shopRoutes('/fr/'));
    expect(render('{{ cart.items.first.url_to_remove }}', { cart: french })).toBe('/fr/cart/change?line=1&quantity=0');
  });
});

describe('search object and resolver', () => {
  it('search returns typed results with a count', () => {
    const search = objects.search('vinaigrette', 'article');
    expect(search.performed).toBe(true);
    // The title match ranks first; the recipe that merely mentions it in its body follows.
    const mentioning = data.blogs[0]!.articles.filter((a) => /vinaigrette/i.test(a.title + a.body_html)).length;
    expect(render('{{ search.results_count }}|{{ search.results.first.object_type }}:{{ search.results.first.title }}', { search })).toBe(
      `${mentioning}|article:The Only Vinaigrette You Need`,
    );
    expect(objects.search('   ').performed).toBe(false);
    expect(
      objects
        .search('drizzle', 'product')
        .results.slice()
        .every((r) => (r as { object_type: string }).object_type === 'product'),
    ).toBe(true);
  });

  it('resolver turns settings references into objects and stays inside the images folder', () => {
    const resolver = createResolver(objects);
    expect((resolver.product('shopify://products/the-duo') as { title: string }).title).toBe('The Duo');
    expect((resolver.collection('gifts') as { title: string }).title).toBe('Gifts');
    expect((resolver.linklist('main-menu') as { links: unknown[] }).links.length).toBe(5);
    expect((resolver.article('glog/olive-oil-popcorn') as { title: string }).title).toBe('Olive Oil Popcorn');
    expect((resolver.page('about') as { url: string }).url).toBe('/pages/about');
    expect(resolver.image('shopify://shop_images/hero-pour.svg')).toMatchObject({ src: '/cdn/shop/files/banners/hero-pour.svg', width: 2400, height: 1000 });
    expect(resolver.image('shopify://shop_images/../../load.ts')).toBeUndefined();
    expect(resolver.blog('nope')).toBeUndefined();
  });
});
