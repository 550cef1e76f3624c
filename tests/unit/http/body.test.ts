import { describe, expect, it } from 'vitest';
import { BodyError, parseBody, parseUrlEncoded, splitBracketName } from '../../../preview/http/body';

const enc = (s: string) => Buffer.from(s);

describe('splitBracketName', () => {
  it.each([
    ['items[0][id]', ['items', '0', 'id']],
    ['updates[]', ['updates', '']],
    ['properties[Gift note]', ['properties', 'Gift note']],
    ['plain', ['plain']],
    ['a[b', ['a[b']],
    ['[x]', ['[x]']],
    ['a[b]c', ['a[b]c']],
  ])('%s → %j', (name, expected) => {
    expect(splitBracketName(name)).toEqual(expected);
  });
});

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

  it('keeps variant ids and attribute names as keys', () => {
    expect(parseUrlEncoded('updates[794864053]=2&attributes[Gift wrap]=Yes&note=a+b')).toEqual({
      updates: { 794864053: '2' }, attributes: { 'Gift wrap': 'Yes' }, note: 'a b',
    });
  });

  it('never touches Object.prototype', () => {
    const parsed = parseUrlEncoded('__proto__[polluted]=1&constructor[prototype][x]=2');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(parsed, '__proto__')).toBe(true);
  });

  it('rejects conflicting shapes and absurd nesting with a 400', () => {
    for (const bad of ['a=1&a[b]=2', 'a[]=1&a[b]=2', `a${'[x]'.repeat(40)}=1`]) {
      expect(() => parseUrlEncoded(bad)).toThrow(BodyError);
    }
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
