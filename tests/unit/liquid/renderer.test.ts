import { describe, expect, it } from 'vitest';
import { createThemeRenderer, renderThemeErrorPage, ThemeError } from '../../../preview/liquid';
import { FIXTURE_THEME, liquid, resolver, SHOP } from './helpers';

const renderer = createThemeRenderer({ themeRoot: FIXTURE_THEME, resolver, shop: SHOP });
const page = (name: string, globals: Record<string, unknown> = {}, designMode = false, suffix?: string) =>
  renderer.renderTemplate(name, suffix, { globals: { shop: SHOP, ...globals }, designMode });

describe('JSON templates and section groups', () => {
  it('renders sections in order with dynamic ids, schema tag/class, wrapper and no disabled sections', async () => {
    const html = await page('index');
    expect(html).toContain(
      '<main id="MainContent"><div id="home" class="page-wrap" data-page="home"><div id="shopify-section-template--1__featured" class="shopify-section">',
    );
    expect(html).toContain('<section id="shopify-section-template--1__hero" class="shopify-section hero-section">');
    expect(html.indexOf('template--1__featured')).toBeLessThan(html.indexOf('template--1__hero'));
    expect(html).not.toContain('template--1__off');
  });
  it('renders section groups with group ids, classes and locations', async () => {
    const html = await page('index');
    expect(html).toContain(
      '<header id="shopify-section-sections--1__header" class="shopify-section shopify-section-group-header-group site-header"><nav data-location="header" data-index="1"><a href="/collections/all">Shop</a></nav>',
    );
    expect(html).toContain(
      '<footer id="shopify-section-sections--1__footer" class="shopify-section shopify-section-group-footer-group"><p>© 2026 Good Drop</p>',
    );
  });
  it('builds the section object: defaults, t: defaults, blocks in block_order, resources, index', async () => {
    const html = await page('index');
    expect(html).toContain(
      '<h1>Cold pressed</h1><p class="sub">Made in small batches</p><i data-id="template--1__hero" data-i="2/1"></i><a class="btn" href="/pages/about" >Read</a><a class="btn" href="/collections/all" >Shop</a>',
    );
    expect(html).not.toContain('Hidden');
    expect(html).toContain('<div class="featured">Lemon Can|#7ab55c|4</div>');
  });
  it('selects layouts: JSON "layout", layout none/name in Liquid, false', async () => {
    expect(await page('product', { product: { id: 7, title: 'Lemon', price: 1250 } })).toMatch(/^<minimal><div id="shopify-section-template--1__main"/);
    expect(await page('page', { page: { title: 'About' } })).toBe('<page>About</page>\n');
    expect(await page('page', { page: { title: 'About' } }, false, 'alt')).toBe('<minimal><alt>About</alt>\n</minimal>\n');
    expect(await page('cart')).toMatch(/^<div id="shopify-section-template--1__main"/);
    expect(renderer.hasTemplate('page', 'alt')).toBe(true);
    expect(renderer.hasTemplate('page', 'nope')).toBe(false);
  });
});

describe('content_for_header', () => {
  it('defines window.Shopify and links compiled assets; designMode only in the editor', async () => {
    const html = await page('index');
    expect(html).toContain('Shopify.currency = {"active":"USD","rate":"1.0"};');
    expect(html).toContain('Shopify.routes.root = "/";');
    expect(html).not.toContain('designMode');
    expect(html).toMatch(/<link rel="stylesheet" media="screen" href="\/cdn\/shop\/t\/1\/compiled_assets\/styles.css\?v=\w+">/);
    expect(html).toMatch(/src="\/cdn\/shop\/t\/1\/compiled_assets\/scripts.js\?v=\w+"/);
    expect(await page('index', {}, true)).toContain('Shopify.designMode = true;');
    expect(renderer.compiledAssets()['styles.css']?.body).toContain('.hero { color: olive; }');
    expect(renderer.compiledAssets()['scripts.js']?.body).toContain("console.log('hero');");
  });
});

describe('settings', () => {
  it('resolves the named preset over schema defaults, colours as hex, urls and t: defaults', async () => {
    const s = renderer.settings();
    expect(String(s.color_background)).toBe('#f4efe1');
    expect(String(s.color_text)).toBe('#111111');
    expect(s.show_badge).toBe(true);
    expect(s.promo_link).toBe('/collections/summer');
    expect(s.tagline).toBe('Made in small batches');
    expect(await page('index')).toContain('<body data-bg="#f4efe1">');
  });
});

describe('design mode', () => {
  it('adds editor attributes to section wrappers and block.shopify_attributes', async () => {
    const html = await page('index', {}, true);
    expect(html).toContain(
      'data-shopify-editor-section="{&quot;id&quot;:&quot;template--1__hero&quot;,&quot;type&quot;:&quot;hero&quot;,&quot;disabled&quot;:false}"',
    );
    expect(html).toContain(
      '<a class="btn" href="/collections/all" data-shopify-editor-block="{&quot;id&quot;:&quot;b1&quot;,&quot;type&quot;:&quot;button&quot;}">Shop</a>',
    );
    expect(await page('index')).not.toContain('data-shopify-editor');
  });
});

describe('Section Rendering API', () => {
  it('renders a section file not in the template with stored/default settings and nil index', async () => {
    expect(await renderer.renderSection('cart-drawer', { globals: { shop: SHOP } })).toBe(
      '<div id="shopify-section-cart-drawer" class="shopify-section"><div class="drawer" data-index="">Basket</div>\n\n</div>',
    );
  });
  it('renders template and group sections by dynamic id, null for unknown', async () => {
    expect(await renderer.renderSection('template--1__hero', { globals: { shop: SHOP, template: { name: 'index' } } })).toMatch(
      /^<section id="shopify-section-template--1__hero"/,
    );
    expect(await renderer.renderSection('sections--1__footer', { globals: { shop: SHOP } })).toMatch(
      /^<footer id="shopify-section-sections--1__footer" class="shopify-section shopify-section-group-footer-group">/,
    );
    expect(await renderer.renderSection('no-such-section', { globals: {} })).toBeNull();
    expect(await renderer.renderSection('../etc/passwd', { globals: {} })).toBeNull();
  });
});

describe('theme errors name file and line', () => {
  const cases: [string, string, number, RegExp][] = [
    ['err-filter', 'templates/err-filter.liquid', 3, /Unknown filter: no_such_filter/],
    ['err-tag', 'templates/err-tag.liquid', 2, /Unknown tag: frobnicate/],
    ['err-snippet', 'templates/err-snippet.liquid', 3, /Could not find asset snippets\/does-not-exist.liquid/],
    ['err-translation', 'templates/err-translation.liquid', 2, /Missing translation key "missing.key"/],
    ['err-section', 'templates/err-section.json', 4, /Missing section file: sections\/no-such-section.liquid/],
    ['err-schema', 'sections/bad-schema.liquid', 2, /Invalid JSON/],
    ['err-liquidjs-only', 'templates/err-liquidjs-only.liquid', 1, /Unknown filter: slugify/],
  ];
  for (const [template, file, line, message] of cases) {
    it(template, async () => {
      const err = await page(template).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ThemeError);
      const te = err as ThemeError;
      expect([te.file, te.line]).toEqual([file, line]);
      expect(te.reason).toMatch(message);
    });
  }
  it('error page escapes the message', () => {
    const html = renderThemeErrorPage(new ThemeError('bad <script>', 'sections/x.liquid', 4));
    expect(html).toContain('bad &lt;script&gt;');
    expect(html).toContain('sections/x.liquid, line 4');
  });
});

describe('paginate + default_pagination', () => {
  it('slices the collection and renders Shopify pagination markup', async () => {
    const products = ['a', 'b', 'c', 'd', 'e'];
    const out = await liquid(
      '{% paginate collection.products by 2 %}{% for p in collection.products %}{{ p }}{% endfor %}|{{ collection.title }}|{{ paginate.items }}|{{ paginate | default_pagination }}{% endpaginate %}',
      { collection: { title: 'All', products }, current_page: 1 },
    );
    expect(out).toBe(
      'ab|All|5|<span class="page current">1</span> <span class="page"><a href="?page=2" title="">2</a></span> <span class="page"><a href="?page=3" title="">3</a></span> <span class="next"><a href="?page=2" title="">Next &raquo;</a></span>',
    );
  });
  it('windows long page lists with an ellipsis and keeps the query', async () => {
    const out = await liquid('{% paginate items by 1 %}{{ paginate | default_pagination }}{% endpaginate %}', {
      items: Array.from({ length: 20 }, (_, i) => i),
      request: { page: 10, path: '/search', query: 'q=oil&page=10' },
    });
    expect(out).toContain('<span class="prev"><a href="/search?q=oil&amp;page=9" title="">&laquo; Previous</a></span>');
    expect(out).toContain(
      '<span class="page"><a href="/search?q=oil&amp;page=1" title="">1</a></span> <span class="deco">&hellip;</span> <span class="page"><a href="/search?q=oil&amp;page=8" title="">8</a></span>',
    );
    expect(out).toContain('<span class="page current">10</span>');
  });
  it('uses slice() of lazy collections and caps page size at 250', async () => {
    const calls: [number, number][] = [];
    const lazy = {
      length: 1000,
      slice: (a: number, b: number) => {
        calls.push([a, b]);
        return ['x'];
      },
    };
    await liquid('{% paginate items by 999 %}{{ paginate.page_size }}{% endpaginate %}', { items: lazy, current_page: 2 });
    expect(calls).toEqual([[250, 500]]);
  });
});

describe('form tag', () => {
  const open = (type: string, rest: string, object?: unknown) => liquid(`{% form '${type}'${object ? ', obj' : ''}${rest} %}X{% endform %}`, { obj: object });
  const hiddenInputs = (type: string) => `<input type="hidden" name="form_type" value="${type}" /><input type="hidden" name="utf8" value="✓" />`;
  it.each([
    ['customer_login', '<form method="post" action="/account/login" id="customer_login" accept-charset="UTF-8" data-login-with-shop-sign-in="true">'],
    ['recover_customer_password', '<form method="post" action="/account/recover" accept-charset="UTF-8">'],
    ['create_customer', '<form method="post" action="/account" id="create_customer" accept-charset="UTF-8" data-login-with-shop-sign-up="true">'],
    ['reset_customer_password', '<form method="post" action="/account/reset" accept-charset="UTF-8">'],
    ['activate_customer_password', '<form method="post" action="/account/activate" accept-charset="UTF-8">'],
    ['customer', '<form method="post" action="/contact#contact_form" id="contact_form" accept-charset="UTF-8" class="contact-form">'],
    ['contact', '<form method="post" action="/contact#contact_form" id="contact_form" accept-charset="UTF-8" class="contact-form">'],
    ['cart', '<form method="post" action="/cart" id="cart_form" accept-charset="UTF-8" class="shopify-cart-form" enctype="multipart/form-data">'],
    ['storefront_password', '<form method="post" action="/password" id="login_form" accept-charset="UTF-8" class="storefront-password-form">'],
  ])('%s', async (type, start) => {
    expect(await open(type, '')).toBe(`${start}${hiddenInputs(type)}X</form>`);
  });
  it('product form ends with product-id; custom attributes and return_to', async () => {
    expect(await open('product', ", id: 'pf', data-x: 'y', return_to: '/cart'", { id: 42 })).toBe(
      `<form method="post" action="/cart/add" id="pf" accept-charset="UTF-8" class="shopify-product-form" enctype="multipart/form-data" data-x="y">${hiddenInputs('product')}<input type="hidden" name="return_to" value="/cart" />X<input type="hidden" name="product-id" value="42" /></form>`,
    );
  });
  it('a contact or newsletter form given an id posts back to that id, as on Shopify', async () => {
    expect(await open('contact', ", id: 'ContactForm'")).toContain('action="/contact#ContactForm" id="ContactForm"');
    expect(await open('customer', ", id: 'newsletter-footer'")).toContain('action="/contact#newsletter-footer" id="newsletter-footer"');
  });
  it('guest_login, localization, new_comment and addresses', async () => {
    expect(await open('guest_login', '')).toMatch(/id="customer_login_guest".*X<input type="hidden" name="guest" value="true" \/><\/form>$/);
    expect(await open('localization', '')).toContain('<input type="hidden" name="_method" value="put" /><input type="hidden" name="return_to" value="/" />');
    expect(await open('new_comment', '', { url: '/blogs/glog/a' })).toContain('action="/blogs/glog/a/comments#comment_form" id="comment_form"');
    expect(await open('customer_address', '', { id: 5, first_name: 'Ann' })).toContain('action="/account/addresses/5" id="address_form_5"');
    const created = await liquid("{% form 'customer_address', customer.new_address %}{{ form.id }}{{ form.set_as_default_checkbox }}{% endform %}", {
      customer: { new_address: {} },
    });
    expect(created).toContain('action="/account/addresses" id="address_form_new"');
    expect(created).toContain('new<input type="checkbox" id="address_default_address_new" name="address[default]" value="1">');
  });
  it('exposes posted state: errors with messages, posted_successfully?, escaped values', async () => {
    const forms = {
      customer_login: { errors: { form: 'Incorrect email or password.' }, values: { email: '"><script>' } },
      recover_customer_password: { posted_successfully: true },
    };
    const html = await page('customers/login', { forms });
    expect(html).toContain(
      '<div class="errors"><ul><li>Incorrect email or password.</li></ul></div><input name="customer[email]" value="&quot;&gt;&lt;script&gt;">',
    );
    expect(html).toContain('SENT');
    const loop = await liquid(
      "{% form 'contact' %}{% for f in form.errors %}{{ f }}={{ form.errors.messages[f] }};{% endfor %}{% if form.errors contains 'email' %}!{% endif %}{% endform %}",
      { forms: { contact: { errors: { email: 'is invalid' } } } },
    );
    expect(loop).toContain('email=is invalid;!');
  });
});

describe('other tags', () => {
  it('style renders Liquid; schema, doc, comment and inline comments render nothing', async () => {
    expect(
      await liquid('{% style %}a{color:{{ c }}}{% endstyle %}{% doc %}x{% enddoc %}{% comment %}y{% endcomment %}{% # z %}{% raw %}{{ r }}{% endraw %}', {
        c: 'red',
      }),
    ).toBe('<style data-shopify>a{color:red}</style>{{ r }}');
  });
  it('liquid tag works', async () => {
    expect(await liquid('{% liquid\n  assign x = 2\n  # note\n  echo x | plus: 1\n%}')).toBe('3');
  });
});
