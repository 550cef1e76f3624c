// Cart posts as browsers send them (urlencoded, multipart, plain forms), hostile input, and a cart surviving a restart.
import { describe, expect, it } from 'vitest';
import type { Cart, CartAddResponse, CartErrorBody, CartLineItem } from '../../src/contracts/cart';
import { client, fixtureServerPerTest, startFixtureServer, tempDir } from './helpers';

const fixture = fixtureServerPerTest();

describe('form bodies and plain HTML forms', () => {
  it('parses urlencoded bracket notation for add and update', async () => {
    const form = new URLSearchParams([
      ['items[0][id]', '101'],
      ['items[0][quantity]', '2'],
      ['items[0][properties][Gift note]', 'Hi & bye'],
      ['items[1][id]', '201'],
      ['sections', 'cart-drawer,cart-icon-bubble'],
    ]);
    const add = await fixture.c.fetch('/cart/add.js', { method: 'POST', body: form });
    expect(add.status).toBe(200);
    const added: CartAddResponse = await add.json();
    expect(added.items.map((i) => [i.id, i.quantity, i.properties])).toEqual([
      [101, 2, { 'Gift note': 'Hi & bye' }],
      [201, 1, {}],
    ]);
    const update = await fixture.c.fetch('/cart/update.js', {
      method: 'POST',
      body: new URLSearchParams([
        ['updates[201]', '4'],
        ['attributes[Gift wrap]', 'Yes'],
        ['note', 'Thanks!'],
      ]),
    });
    const cart: Cart = await update.json();
    expect(cart.items.map((i) => i.quantity)).toEqual([2, 4]);
    expect(cart).toMatchObject({ note: 'Thanks!', attributes: { 'Gift wrap': 'Yes' } });
    const positional = await fixture.c.fetch('/cart/update.js', {
      method: 'POST',
      body: new URLSearchParams([
        ['updates[]', '1'],
        ['updates[]', '0'],
      ]),
    });
    const updated: Cart = await positional.json();
    expect(updated.items.map((i) => [i.id, i.quantity])).toEqual([[101, 1]]);
  });

  it('groups items[][…] fields into lines as Rack does, and a __proto__ property is no property', async () => {
    const form = new URLSearchParams([
      ['items[][id]', '101'],
      ['items[][quantity]', '2'],
      ['items[][properties][Gift note]', 'Hi'],
      ['items[][properties][__proto__][polluted]', '1'],
      ['items[][id]', '201'],
      ['items[][properties][Gift note]', 'Second'],
    ]);
    const add = await fixture.c.fetch('/cart/add.js', { method: 'POST', body: form });
    expect(add.status).toBe(200);
    const added: CartAddResponse = await add.json();
    expect(added.items.map((i) => [i.id, i.quantity, i.properties])).toEqual([
      [101, 2, { 'Gift note': 'Hi' }],
      [201, 1, { 'Gift note': 'Second' }],
    ]);
    expect(Object.keys(added.items[0]!.properties)).toEqual(['Gift note']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses multipart FormData like a product form posted by fetch', async () => {
    const fd = new FormData();
    fd.append('form_type', 'product');
    fd.append('id', '401');
    fd.append('quantity', '1');
    fd.append('selling_plan', '902');
    fd.append('properties[_source]', 'pdp');
    const res = await fixture.c.fetch('/cart/add', {
      method: 'POST',
      body: fd,
      headers: { accept: 'application/javascript', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.status).toBe(200);
    const line: CartLineItem = await res.json();
    expect(line).toMatchObject({ id: 401, properties: { _source: 'pdp' }, final_price: 1700 });
  });

  it('redirects plain form posts and links', async () => {
    const add = await fixture.c.fetch('/cart/add', { method: 'POST', body: new URLSearchParams({ id: '101', quantity: '1' }) });
    expect(add.status).toBe(302);
    expect(add.headers.get('location')).toBe('/cart');
    const back = await fixture.c.fetch('/cart/add', { method: 'POST', body: new URLSearchParams({ id: '101', return_to: '/collections/all?x=1' }) });
    expect(back.headers.get('location')).toBe('/collections/all?x=1');
    for (const evil of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const res = await fixture.c.fetch('/cart/add', { method: 'POST', body: new URLSearchParams({ id: '101', return_to: evil }) });
      expect(res.headers.get('location')).toBe('/cart');
    }
    const checkout = await fixture.c.fetch('/cart', {
      method: 'POST',
      body: new URLSearchParams([
        ['updates[]', '5'],
        ['note', 'n'],
        ['checkout', ''],
      ]),
    });
    expect(checkout.status).toBe(302);
    expect(checkout.headers.get('location')).toBe('/checkout');
    const stay = await fixture.c.fetch('/cart', { method: 'POST', body: new URLSearchParams([['updates[]', '2']]) });
    expect(stay.headers.get('location')).toBe('/cart');
    expect((await fixture.c.json('/cart.js')).body).toMatchObject({ item_count: 2, note: 'n' });
    const remove = await fixture.c.fetch('/cart/change?line=1&quantity=0');
    expect([remove.status, remove.headers.get('location')]).toEqual([302, '/cart']);
    expect((await fixture.c.json<Cart>('/cart.js')).body.item_count).toBe(0);
    const clear = await fixture.c.fetch('/cart/clear');
    expect([clear.status, clear.headers.get('location')]).toEqual([302, '/cart']);
  });

  it('shows an HTML error page (not JSON) for a failed plain form add', async () => {
    const res = await fixture.c.fetch('/cart/add', { method: 'POST', body: new URLSearchParams({ id: '301' }) });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('already sold out');
  });
});

describe('hostile input', () => {
  it('answers 413 to a huge body', async () => {
    const res = await fixture.c.fetch('/cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"id":101,"x":"${'a'.repeat(2_000_000)}"}`,
    });
    expect(res.status).toBe(413);
  });

  it('answers 400 JSON to malformed JSON', async () => {
    const res = await fixture.c.fetch('/cart/add.js', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id": 101,' });
    expect(res.status).toBe(400);
    const error: CartErrorBody = await res.json();
    expect(error.status).toBe(400);
  });

  it.each([
    'items[[[=1',
    'items[0][id]=101&items=3',
    'updates[]=1&updates[x]=2',
    '__proto__[polluted]=1&id=101',
    'items[0]=5',
    'properties=7&id=101',
    'id[]=101',
    'updates=abc',
    'attributes=1',
    'line=1&quantity=1&id=101',
    'a[b][c][d][e][f][g][h][i][j][k][l][m][n][o][p][q]=1',
  ])('answers 4xx or a redirect, never 500, to %s', async (body) => {
    for (const path of ['/cart/add.js', '/cart/update.js', '/cart/change.js']) {
      const res = await fixture.c.fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect(res.status, `${path} ${body}`).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores a forged cart cookie that is not a token', async () => {
    const res = await fetch(`${fixture.server.url}/cart.js`, { headers: { cookie: 'cart=../../etc/passwd' } });
    expect(res.status).toBe(200);
  });

  it('answers JSON 404 to an unknown JSON route', async () => {
    const { status, body } = await fixture.c.json<{ status: number }>('/nope.json');
    expect(status).toBe(404);
    expect(body.status).toBe(404);
  });
});

describe('state', () => {
  it('survives a restart with the same state dir', async () => {
    const dir = tempDir();
    const first = await startFixtureServer(dir);
    const c1 = client(first.url);
    await c1.json('/cart/add.js', { id: 401, quantity: 2, selling_plan: 901, properties: { _gift: 'yes' } });
    await c1.json('/cart/update.js', { note: 'keep me' });
    await first.close();
    const second = await startFixtureServer(dir);
    const c2 = client(second.url);
    c2.cookies.set('cart', c1.cookies.get('cart')!);
    const cart = (await c2.json<Cart>('/cart.js')).body;
    await second.close();
    expect(cart).toMatchObject({ note: 'keep me', item_count: 2, total_price: 3600 });
    expect(cart.items[0]?.properties).toEqual({ _gift: 'yes' });
  });
});
