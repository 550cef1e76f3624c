// Every template a merchant can assign renders through the offline storefront: each file in
// templates/ parses and renders its page with all its sections and no Liquid error, and each sample
// product with a `template_suffix` renders with that alternate template's sections.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { SIGN_IN_FORM } from '../../scripts/theme-report/pages';
import { tempDir } from './helpers';

const TEMPLATES = path.resolve('templates');
/** The page of the sample shop each template renders (an alternate one through Shopify's `?view=`). */
const PAGE_OF: Record<string, string> = {
  index: '/',
  product: '/products/the-everyday',
  collection: '/collections/all',
  'list-collections': '/collections',
  search: '/search?q=oil',
  cart: '/cart',
  page: '/pages/about',
  blog: '/blogs/glog',
  article: '/blogs/glog/why-cans-beat-bottles-sorry-bottles',
  404: '/no-such-page',
  password: '/password',
  'customers/login': '/account/login',
  'customers/register': '/account/register',
  'customers/account': '/account',
  'customers/addresses': '/account/addresses',
  'customers/order': '/account/orders/ORDER',
  'customers/activate_account': '/account/activate/1/not-a-token',
  'customers/reset_password': '/account/reset/1/not-a-token',
};

interface TemplateJson {
  sections: Record<string, { type: string; disabled?: boolean }>;
  order: string[];
}

const templateFiles = readdirSync(TEMPLATES, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .map((f) =>
    f
      .replace(/\.json$/, '')
      .split(path.sep)
      .join('/'),
  )
  .sort();
const readTemplate = (name: string): TemplateJson => JSON.parse(readFileSync(path.join(TEMPLATES, `${name}.json`), 'utf8')) as TemplateJson;
const shownSections = (name: string) => readTemplate(name).order.filter((key) => !readTemplate(name).sections[key]!.disabled);
const sectionIds = (html: string) => [...html.matchAll(/id="shopify-section-template--\d+__([\w-]+)"/g)].map((m) => m[1]);

let server: PreviewServer;
let cookie = '';

beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), strict: true, logError: () => {} });
  const res = await fetch(`${server.url}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(SIGN_IN_FORM),
  });
  cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
});
afterAll(async () => {
  const errors = server.errors;
  await server.close();
  expect(errors, 'no request may end in a 500').toEqual([]);
});

/** The URL that renders a template file: its base page, with `view=<suffix>` for an alternate. */
function urlOf(name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, suffix] = dot > name.lastIndexOf('/') ? [name.slice(0, dot), name.slice(dot + 1)] : [name, undefined];
  const page = PAGE_OF[base];
  if (!page) throw new Error(`no sample page renders templates/${name}.json: add its base to PAGE_OF`);
  const order = server.shop.data.customers.find((c) => c.email === SIGN_IN_FORM['customer[email]'])!.orders[0]!;
  const url = page.replace('ORDER', String(order.id));
  return suffix ? `${url}${url.includes('?') ? '&' : '?'}view=${suffix}` : url;
}

async function render(url: string): Promise<{ status: number; html: string; liquidErrors: unknown[] }> {
  const before = server.liquidErrors.length;
  const res = await fetch(server.url + url, { redirect: 'manual', headers: /^\/account(\/(addresses|orders)|\?|$)/.test(url) ? { cookie } : {} });
  return { status: res.status, html: await res.text(), liquidErrors: server.liquidErrors.slice(before) };
}

describe('templates a merchant can assign', () => {
  it.each(templateFiles)('templates/%s.json renders its page with every section and no Liquid error', async (name) => {
    const { status, html, liquidErrors } = await render(urlOf(name));
    expect(status).toBe(name === '404' ? 404 : 200);
    expect(liquidErrors).toEqual([]);
    expect(html).not.toMatch(/Liquid (syntax )?error/);
    expect(sectionIds(html)).toEqual(shownSections(name));
  });

  it('assigns an alternate template to sample products, each rendered with its own sections', async () => {
    const assigned = server.shop.data.products.filter((p) => p.template_suffix);
    expect(assigned.map((p) => `${p.handle}:${p.template_suffix}`).sort()).toEqual([
      'gift-card:gift-card',
      'pantry-pack:showcase',
      'the-sampler:gift',
      'wine-country-gift-box:gift',
    ]);
    for (const product of assigned) {
      const template = `product.${product.template_suffix}`;
      expect(templateFiles, `${product.handle} names an existing template`).toContain(template);
      const { html } = await render(`/products/${product.handle}`);
      expect(sectionIds(html), product.handle).toEqual(shownSections(template));
      // The product JSON (what a script reads) names the same template.
      const json = (await (await fetch(`${server.url}/products/${product.handle}.js`)).json()) as { template_suffix?: unknown };
      if ('template_suffix' in json) expect(json.template_suffix).toBe(product.template_suffix);
    }
  });

  it('renders the contact page with page.contact, whose form posts as a contact form', async () => {
    const { html } = await render('/pages/contact');
    expect(sectionIds(html)).toEqual(shownSections('page.contact'));
    expect(html).toMatch(/<form[^>]*action="\/contact[^"]*"[\s\S]*name="form_type" value="contact"/);
  });
});
