import { describe, expect, it } from 'vitest';
import { BodyError, parseBody, parseUrlEncoded } from '../../../preview/http/body';

const enc = (s: string) => Buffer.from(s);

describe('parseUrlEncoded (Shopify bracket notation)', () => {
  it('nests indexed items and named properties', () => {
    expect(parseUrlEncoded('items[0][id]=1&items[0][quantity]=2&items[0][properties][Gift%20note]=Hi%20there&items[1][id]=3')).toEqual({
      items: { 0: { id: '1', quantity: '2', properties: { 'Gift note': 'Hi there' } }, 1: { id: '3' } },
    });
  });

  it('builds arrays for [] and starts a new element when a key repeats', () => {
    expect(parseUrlEncoded('updates[]=1&updates[]=0')).toEqual({ updates: ['1', '0'] });
    expect(parseUrlEncoded('items[][id]=1&items[][quantity]=2&items[][id]=3')).toEqual({ items: [{ id: '1', quantity: '2' }, { id: '3' }] });
  });

  it("follows Rack's array rule below the first key: nested hashes, nested arrays, a repeated nested key", () => {
    expect(
      parseUrlEncoded(
        'items[][id]=1&items[][properties][Gift note]=a&items[][properties][Colour]=b&items[][tags][]=x&items[][tags][]=y&items[][id]=2&items[][properties][Gift note]=c',
      ),
    ).toEqual({
      items: [
        { id: '1', properties: { 'Gift note': 'a', Colour: 'b' }, tags: ['x', 'y'] },
        { id: '2', properties: { 'Gift note': 'c' } },
      ],
    });
    // Rack looks at the whole path after []: a second properties[x] starts the next item.
    expect(parseUrlEncoded('items[][properties][x]=1&items[][properties][x]=2')).toEqual({ items: [{ properties: { x: '1' } }, { properties: { x: '2' } }] });
  });

  it('keeps variant ids and attribute names as keys', () => {
    expect(parseUrlEncoded('updates[794864053]=2&attributes[Gift wrap]=Yes&note=a+b')).toEqual({
      updates: { 794864053: '2' },
      attributes: { 'Gift wrap': 'Yes' },
      note: 'a b',
    });
  });

  it.each([
    ['a[b=1', { 'a[b': '1' }],
    ['[x]=1', { '[x]': '1' }],
    ['a[b]c=1', { 'a[b]c': '1' }],
    ['a]=1', { 'a]': '1' }],
    ['a=1&a=2', { a: '2' }],
    ['a[b]=1&a[b]=2', { a: { b: '2' } }],
    ['a[b]=1&a=2', { a: '2' }],
  ])('reads the odd name %s as %j', (body, expected) => {
    expect(parseUrlEncoded(body)).toEqual(expected);
  });

  it('never touches Object.prototype: __proto__ is dropped at any depth, constructor is a plain key', () => {
    const parsed = parseUrlEncoded('__proto__[polluted]=1&constructor[prototype][x]=2&items[][__proto__][polluted]=3&items[][id]=4&a[__proto__]=5&toString=6');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(Object.prototype).not.toHaveProperty('x');
    expect(Object.hasOwn(parsed, '__proto__')).toBe(false);
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({ constructor: { prototype: { x: '2' } }, items: [{ id: '4' }], toString: '6' });
    expect(Object.getPrototypeOf((parsed.items as object[])[0])).toBe(Object.prototype);
  });

  it('rejects conflicting shapes, arrays of arrays and absurd nesting with a 400', () => {
    for (const bad of ['a=1&a[b]=2', 'a[]=1&a[b]=2', 'a[b]=1&a[]=2', 'a=1&a[]=2', 'a[][]=1', `a${'[x]'.repeat(40)}=1`, `a${'[x]'.repeat(16)}=1`]) {
      expect(() => parseUrlEncoded(bad), bad).toThrow(BodyError);
    }
    expect(parseUrlEncoded(`a${'[x]'.repeat(15)}=1`)).toHaveProperty('a.x.x.x.x.x.x.x.x.x.x.x.x.x.x.x', '1');
  });

  it('answers 413 past 1000 parameters', () => {
    expect(Object.keys(parseUrlEncoded(Array.from({ length: 1000 }, (_, i) => `p${i}=1`).join('&')))).toHaveLength(1000);
    expect(() => parseUrlEncoded(Array.from({ length: 1001 }, (_, i) => `items[][id]=${i}`).join('&'))).toThrow(expect.objectContaining({ status: 413 }));
  });
});

describe('parseBody', () => {
  it('parses JSON by content type, and JSON sent as text/plain', async () => {
    expect(await parseBody(enc('{"id":1}'), 'application/json; charset=utf-8')).toEqual({ id: 1 });
    expect(await parseBody(enc('{"requests":[]}'), 'text/plain')).toEqual({ requests: [] });
  });

  it('answers 400 for malformed or non-object JSON', async () => {
    await expect(parseBody(enc('{"id":'), 'application/json')).rejects.toMatchObject({ status: 400 });
    await expect(parseBody(enc('[1,2]'), 'application/json')).rejects.toMatchObject({ status: 400 });
  });

  it('parses multipart FormData with brackets', async () => {
    const fd = new FormData();
    fd.append('id', '5');
    fd.append('properties[Engraving]', 'Olive');
    fd.append('properties[Photo]', new File(['x'], 'me.png'));
    const req = new Request('http://x/', { method: 'POST', body: fd });
    const raw = Buffer.from(await req.arrayBuffer());
    expect(await parseBody(raw, req.headers.get('content-type')!)).toEqual({ id: '5', properties: { Engraving: 'Olive', Photo: 'me.png' } });
  });

  it('answers 400 to a broken multipart body and 413 to an oversized one', async () => {
    await expect(parseBody(enc('garbage'), 'multipart/form-data; boundary=zzz')).rejects.toMatchObject({ status: 400 });
    await expect(parseBody(Buffer.alloc(1024 * 1024 + 1, 'a'), 'text/plain')).rejects.toMatchObject({ status: 413 });
  });

  it('treats an empty body as {} and urlencoded otherwise', async () => {
    expect(await parseBody(Buffer.alloc(0), 'application/json')).toEqual({});
    expect(await parseBody(enc('id=1&quantity=2'), undefined)).toEqual({ id: '1', quantity: '2' });
  });
});
