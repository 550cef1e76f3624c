// Address endpoints as Shopify's legacy accounts have them (create, update with _method=put,
// delete with _method=delete, default), the per-field errors of a failed save, and the access
// checks: a guest goes to the login page, another customer's address or order is a 404 and
// nothing changes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PreviewServer } from '../../preview/server';
import { client, type Client } from './helpers';
import { fakeClock, logIn, postForm, startAccountServer } from './account-helpers';

let server: PreviewServer;
let c: Client;

beforeEach(async () => {
  server = await startAccountServer(fakeClock());
  c = client(server.url);
  expect((await logIn(c, 'pip@example.test', 'pip-pass')).status).toBe(302);
});
afterEach(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

const PIP = 8;
const OLIVES_ADDRESS = 70;
const addresses = (customerId = PIP) => server.shop.customers.byId(customerId)!.addresses;
const fields = (address: Record<string, string>) => Object.fromEntries(Object.entries(address).map(([k, v]) => [`address[${k}]`, v]));
const create = (address: Record<string, string>, formType: string | undefined = 'customer_address') =>
  postForm(c, '/account/addresses', fields(address), formType);
const update = (id: number | string, address: Record<string, string>, formType: string | undefined = 'customer_address') =>
  postForm(c, `/account/addresses/${id}`, { _method: 'put', ...fields(address) }, formType);
const remove = (id: number | string) => postForm(c, `/account/addresses/${id}`, { _method: 'delete' });
/** How many forms on the page show errors (the one that failed, only). */
const errorBlocks = (html: string) => html.split('class="form-errors"').length - 1;

describe('create', () => {
  it('stores an address with the country and province as Shopify names and codes them', async () => {
    const res = await create({ first_name: 'Pip', address1: '2 Rue Vine', city: 'Montreal', country: 'Canada', province: 'QC', zip: 'H2X 1Y4' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/addresses');
    expect(addresses().at(-1)).toMatchObject({ city: 'Montreal', country: 'Canada', country_code: 'CA', province: 'Quebec', province_code: 'QC' });
    const page = await (await c.fetch('/account/addresses')).text();
    expect(page).toContain('2 Rue Vine');
  });

  it('drops the province of a country that has none', async () => {
    await create({ city: 'Lisbon', country: 'France', province: 'Somewhere' });
    expect(addresses().at(-1)).toMatchObject({ country: 'France', country_code: 'FR', province: '', province_code: '' });
  });

  it('keeps HTML in a name as text and shows it escaped', async () => {
    await create({ first_name: '<script>alert(1)</script>', address1: '<b>1</b> Bold St', city: 'Toronto', country: 'Canada', province: 'Ontario' });
    expect(addresses().at(-1)).toMatchObject({ first_name: '<script>alert(1)</script>', address1: '<b>1</b> Bold St' });
    const page = await (await c.fetch('/account/addresses')).text();
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('<b>1</b>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('never prints posted lists or objects back into the form', async () => {
    const body = new URLSearchParams({ form_type: 'customer_address', utf8: '✓', 'address[country]': '' });
    body.append('address[first_name][]', '<script>alert(1)</script>');
    body.append('address[city][x]', '<img src=x onerror=alert(2)>');
    body.append('address[set_as_default_checkbox]', '<svg onload=alert(3)>');
    const res = await c.fetch('/account/addresses', { method: 'POST', body });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Country can&#39;t be blank.');
    for (const needle of ['<script>alert(1)', '<img src=x', '<svg onload']) expect(html).not.toContain(needle);
  });

  it.each([
    ['an unknown country', { country: 'Atlantis', city: 'Deep' }, 'Country is not supported.'],
    ['no country', { country: '', city: 'Deep' }, 'Country can&#39;t be blank.'],
    ['the placeholder country', { country: '---', city: 'Deep' }, 'Country can&#39;t be blank.'],
    ['an unknown province', { country: 'United States', province: 'Narnia', city: 'Deep' }, 'Province is not supported.'],
    [
      'a 10 KB field',
      { country: 'Canada', province: 'Ontario', city: 'Deep', address1: 'y'.repeat(10 * 1024) },
      'Address1 is too long (maximum is 255 characters).',
    ],
  ])('refuses %s with a message on that form, keeping the values', async (_name, address, message) => {
    const before = addresses().length;
    const res = await create(address);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).toContain('value="Deep"');
    expect(errorBlocks(html)).toBe(1);
    expect(addresses()).toHaveLength(before);
  });

  it('refuses a post without form_type or utf8, changing nothing', async () => {
    for (const [formType, extra] of [
      [undefined, {}],
      [undefined, { form_type: 'customer_address' }],
      [undefined, { utf8: '✓' }],
    ] as const) {
      const res = await postForm(c, '/account/addresses', { ...extra, ...fields({ country: 'Canada', city: 'Kept' }) }, formType);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('This form could not be sent. Reload the page and try again.');
      expect(html).toContain('value="Kept"');
    }
    expect(addresses()).toHaveLength(1);
  });
});

describe('update, default and delete', () => {
  it('updates with _method=put, and with no _method as the form posts it', async () => {
    expect((await update(80, { city: 'Ottawa', country: 'Canada', province: 'Ontario' })).status).toBe(302);
    expect(addresses()[0]).toMatchObject({ id: 80, city: 'Ottawa', address1: '8 Seed Row' });
    const plain = await postForm(c, '/account/addresses/80', fields({ city: 'Kingston' }), 'customer_address');
    expect(plain.status).toBe(302);
    expect(addresses()[0]).toMatchObject({ city: 'Kingston', province: 'Ontario' });
  });

  it('sets the default with address[default]=1 alone, leaving the fields as they were', async () => {
    await create({ city: 'Halifax', country: 'Canada', province: 'Nova Scotia' });
    const second = addresses().find((a) => a.city === 'Halifax')!;
    expect(server.shop.customers.byId(PIP)!.default_address!.id).toBe(80);
    expect((await update(second.id, { default: '1' })).status).toBe(302);
    const me = server.shop.customers.byId(PIP)!;
    expect(me.default_address).toMatchObject({ id: second.id, city: 'Halifax', province_code: 'NS' });
  });

  it('shows a failed edit on that address form only, with the posted values', async () => {
    await create({ city: 'Halifax', country: 'Canada', province: 'Nova Scotia' });
    const res = await update(80, { city: 'Changed', country: 'Atlantis' });
    const html = await res.text();
    expect(html).toContain('Country is not supported.');
    expect(errorBlocks(html)).toBe(1);
    const form = html.slice(html.indexOf('id="address_form_80"'));
    expect(form.slice(0, form.indexOf('</form>'))).toContain('value="Changed"');
    expect(addresses()[0]).toMatchObject({ id: 80, city: 'Toronto' });
  });

  it('deletes with _method=delete as Shopify.postLink sends it, keeping a default', async () => {
    await create({ city: 'Halifax', country: 'Canada', province: 'Nova Scotia' });
    const res = await remove(80);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/addresses');
    expect(addresses().map((a) => a.city)).toEqual(['Halifax']);
    expect(server.shop.customers.byId(PIP)!.default_address!.city).toBe('Halifax');
  });

  it('refuses an unknown _method', async () => {
    const res = await postForm(c, '/account/addresses/80', { _method: 'patchwork', ...fields({ city: 'X' }) }, 'customer_address');
    expect(res.status).toBe(400);
    expect(addresses()[0]!.city).toBe('Toronto');
  });
});

describe('access', () => {
  it("answers 404 for another customer's address, and changes nothing", async () => {
    const olives = () => server.shop.customers.byId(7)!.addresses;
    const before = JSON.stringify(olives());
    expect((await update(OLIVES_ADDRESS, { city: 'Stolen', country: 'Canada' })).status).toBe(404);
    expect((await update(OLIVES_ADDRESS, { default: '1' })).status).toBe(404);
    expect((await remove(OLIVES_ADDRESS)).status).toBe(404);
    for (const id of ['abc', '9'.repeat(30), '-1']) expect((await remove(id)).status, id).toBe(404);
    expect(JSON.stringify(olives())).toBe(before);
    expect(JSON.stringify(addresses())).not.toContain('Stolen');
  });

  it("answers 404 for another customer's order", async () => {
    const mine = await c.fetch('/account/orders/801');
    expect(mine.status).toBe(200);
    expect(await mine.text()).toContain('#801');
    const theirs = await c.fetch('/account/orders/701');
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain('#701');
  });

  it('sends a guest to the login page and changes nothing', async () => {
    const guest = client(server.url);
    const res = await postForm(guest, '/account/addresses/80', { _method: 'delete' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/login?return_url=%2Faccount%2Faddresses');
    const created = await postForm(guest, '/account/addresses', fields({ country: 'Canada', city: 'Ghost' }), 'customer_address');
    expect(created.status).toBe(302);
    expect(addresses().map((a) => a.id)).toEqual([80]);
  });
});
