// Renders the theme's templates through the preview's Liquid renderer with hand-made objects and
// checks what a shopper (or a no-JS browser) would get: headings, forms, escaping, texts.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createThemeRenderer } from '../../../preview/liquid';
import {
  HOSTILE,
  article,
  baseGlobals,
  blog,
  cart,
  collection,
  customer,
  emptyCart,
  order,
  product,
  resolver,
  shop,
  soldOutProduct,
  subscriptionOnlyProduct,
} from './theme-fixtures';

const renderer = createThemeRenderer({ themeRoot: path.resolve(__dirname, '../../..'), resolver, shop });
const render = (template: string, globals: Record<string, unknown> = {}) =>
  renderer.renderTemplate(template, undefined, { globals: { ...baseGlobals, ...globals } });
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;

const everyPage: [string, Record<string, unknown>][] = [
  ['index', {}],
  ['product', { product }],
  ['collection', { collection }],
  ['list-collections', {}],
  ['blog', { blog }],
  ['article', { blog, article }],
  ['cart', {}],
  ['page', { page: { title: 'About', content: '<p>Hi</p>' } }],
  ['404', {}],
  ['search', { search: { performed: false, terms: '', results: [], results_count: 0, types: [] } }],
  ['customers/login', {}],
  ['customers/register', {}],
  ['customers/account', { customer }],
  ['customers/addresses', { customer }],
  ['customers/order', { customer, order }],
  ['customers/reset_password', {}],
  ['customers/activate_account', {}],
];

describe('theme pages', () => {
  it.each(everyPage)('%s renders one h1, the layout landmarks and the cart count', async (template, globals) => {
    const html = await render(template, globals);
    expect(count(html, /<h1[\s>]/g)).toBe(1);
    expect(html).toContain('<main id="MainContent"');
    expect(html).toContain('href="#MainContent"');
    expect(html).toMatch(/<body class="overlay-active/);
    expect(html).toMatch(/<span[^>]*data-cart-count[^>]*>\[2\]<\/span>/);
    expect(html).toContain('rel="icon"');
  });

  it('announcement bar: <announcement-bar> with its interval, every message once as an unseen sizer, no island props', async () => {
    const html = await render('index');
    const bar = /<announcement-bar [^>]*>[\s\S]*?<\/announcement-bar>/.exec(html)?.[0] ?? '';
    expect(bar).toContain('data-interval-ms="10000"');
    expect(bar.match(/class="announcement-bar__sizer" aria-hidden="true" data-block-id="[^"]+"/g)).toHaveLength(3);
    expect(bar).not.toContain('data-props');
    expect(html).not.toContain('data-widget="announcement-bar"');
  });

  it('home hero image loads eagerly with high priority and explicit size', async () => {
    const hero = /<img[^>]*class="hero__image"[^>]*>/.exec(await render('index'))?.[0] ?? '';
    expect(hero).toContain('fetchpriority="high"');
    expect(hero).toContain('loading="eager"');
    expect(hero).toMatch(/width="\d+" height="\d+"/);
    expect(hero).toContain('srcset=');
  });
});

describe('product form without JavaScript', () => {
  it('posts the variant, quantity 1 and an optional selling plan to /cart/add', async () => {
    const html = main(await render('product', { product }));
    expect(html).toContain('action="/cart/add"');
    expect(html).toMatch(/<select[^>]*name="id"/);
    expect(html).toMatch(/<option value="12" disabled>[^<]*Sold Out/);
    expect(html).toContain('<input type="hidden" name="quantity" value="1">');
    expect(html).toMatch(/<select[^>]*name="selling_plan"/);
    expect(html).toContain('<option value="">One Time Purchase</option>');
    expect(html).toMatch(/<button type="submit" name="add"[^>]*>Add to Cart<\/button>/);
  });

  // The no-JS form itself; the islands' props JSON beside it carries every label the widget may need.
  const productForm = (html: string) => /<form[^>]*action="\/cart\/add"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';

  it('offers no one-time option when the product requires a selling plan', async () => {
    const html = productForm(main(await render('product', { product: subscriptionOnlyProduct })));
    expect(html).not.toContain('One Time Purchase');
    expect(html).toMatch(/name="selling_plan" required/);
  });

  it('shows a disabled Sold Out button for an unavailable product', async () => {
    const html = productForm(main(await render('product', { product: soldOutProduct })));
    expect(html).toMatch(/<button[^>]*disabled>Sold Out<\/button>/);
    expect(html).not.toContain('Add to Cart');
  });
});

describe('shopper input is escaped', () => {
  it('search terms are escaped everywhere they are reflected', async () => {
    const search = { performed: true, terms: HOSTILE, results: [], results_count: 0, types: ['article'] };
    const html = main(await render('search', { search }));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('Bummer!');
    expect(html).toContain('Watcha lookin&#39; for??');
  });

  it('cart hides private properties and escapes notes and property values', async () => {
    const html = main(await render('cart', { cart }));
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('_nextId');
    expect(html).toContain('Gift message');
    expect(html).toMatch(/<textarea[^>]*name="note"[^>]*maxlength="255"/);
    expect(html).toMatch(/name="updates\[\]" value="2"/);
    expect(html).toContain('href="/cart/change?line=1&quantity=0"');
    expect(html).toMatch(/<button type="submit" name="checkout"/);
  });

  it('blog tag from the URL is escaped', async () => {
    const html = main(await render('blog', { blog, current_tags: [HOSTILE] }));
    expect(html).not.toContain('<script>alert(1)');
  });
});

describe('cart, blog and account texts', () => {
  it('empty cart links to the configured shop URL', async () => {
    const html = main(await render('cart', { cart: emptyCart }));
    expect(html).toMatch(/<a[^>]*href="\/collections\/all"[^>]*>Shop Olive Oil<\/a>/);
  });

  it('blog hides Featured_ tags and links tags to /tagged/', async () => {
    const html = main(await render('blog', { blog }));
    expect(html).toContain('href="/blogs/glog/tagged/recipes"');
    expect(html).not.toContain('Featured_');
  });

  it('login has the recover switch, the sign-up link and the subscription slot', async () => {
    const html = main(await render('customers/login'));
    expect(html).toContain('action="/account/login"');
    expect(html).toContain('action="/account/recover"');
    expect(html).toMatch(/href="#recover"[^>]*>Forgot Password\?<\/a>/);
    expect(html).toMatch(/href="\/account\/register">Don&#39;t have an account\? Sign Up<\/a>/);
    expect(html).toContain('data-subscription-login');
  });

  it('account greets the customer and lists sidebar links; Subscriptions only with subscriptions', async () => {
    const html = main(await render('customers/account', { customer }));
    expect(html).toContain('Hi, Olive');
    // The orders view is its own alternate template (/account?view=orders).
    const orders = main(await renderer.renderTemplate('customers/account', 'orders', { globals: { ...baseGlobals, customer } }));
    expect(orders).toContain('Your latest orders, Olive');
    for (const text of ['Account Overview', 'Subscriptions', 'Orders', 'Addresses', 'Log Out']) expect(html).toContain(text);
    expect(html).toContain('href="/account/logout"');
    expect(html).toContain('mailto:');
    const without = main(await render('customers/account', { customer: { ...customer, subscriptions: [] } }));
    expect(without).not.toContain('>Subscriptions<');
  });

  it('addresses pre-select the saved country so edits round-trip without JS', async () => {
    const html = main(await render('customers/addresses', { customer }));
    expect(html).toContain('Your locations, Olive');
    expect(html).toContain('<summary class="button button--primary">Add Address</summary>');
    expect(html).toContain('New Address');
    expect(html).toContain('<option value="United States" selected');
    expect(html).toContain('data-widget="account-addresses"');
    expect(html).toContain('name="_method" value="delete"');
  });
});
