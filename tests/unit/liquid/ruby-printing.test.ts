// What Liquid prints for arrays and hashes, and the standard filters where LiquidJS differs from Ruby.
import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

describe('printing arrays and hashes', () => {
  it('joins arrays, flattening nested ones and inspecting hashes in them', async () => {
    expect(await liquid('{{ list }}', { list: ['a', ['b', 'c'], 1, null, { k: 2 }] })).toBe('abc1{"k"=>2}');
  });
  it('prints a hash as Ruby inspects it', async () => {
    expect(await liquid('{{ h }}|{{ e }}', { h: { a: 1, b: 'x', c: [true, null] }, e: {} })).toBe('{"a"=>1, "b"=>"x", "c"=>[true, nil]}|{}');
  });
  it('string filters read an array or hash as Ruby prints it', async () => {
    expect(await liquid('{{ list | upcase }}|{{ h | append: "!" }}', { list: ['foo', 'bar'], h: { k: 'v' } })).toBe('["FOO", "BAR"]|{"k"=>"v"}!');
  });
});

describe('standard filters as in Ruby Liquid', () => {
  it('replaces an empty pattern before every character and at the end', async () => {
    expect(
      await liquid("{{ 'hi' | replace: '', 'x' }}|{{ 'hi' | replace_first: '', 'x' }}|{{ 'hi' | replace_last: '', 'x' }}|{{ 'hello' | replace: 'l', 'L' }}"),
    ).toBe('xhxix|xhi|hix|heLLo');
  });
  it('has h (escape) and squish', async () => {
    expect(await liquid("{{ '<b>\"x\"</b>' | h }}|{{ '  a \n\t b  ' | squish }}|{{ nothing | squish }}")).toBe('&lt;b&gt;&quot;x&quot;&lt;/b&gt;|a b|');
  });
  it('sizes strings by characters, hashes by keys, integers as 8 bytes', async () => {
    expect(await liquid("{{ 'héllo' | size }}|{{ h | size }}|{{ 5 | size }}|{{ 1.5 | size }}|{{ list | size }}", { h: { a: 1, b: 2 }, list: [1, 2, 3] })).toBe(
      '5|2|8|0|3',
    );
  });
  it('first of a hash is its first pair; a hash has no last (nil, as Ruby Hash#last does not exist)', async () => {
    expect(await liquid('{{ h | first }}|{{ h | last | join: "=" }}', { h: { a: 1, b: 2 } })).toBe('a1|');
  });
});

describe('integer arguments', () => {
  it('refuse what is not an integer with "invalid integer"', async () => {
    await expect(liquid("{{ 'hello' | slice: 'x' }}")).rejects.toThrow(/invalid integer/);
    await expect(liquid("{{ 'hello' | slice: missing }}")).rejects.toThrow(/invalid integer/);
    await expect(liquid("{{ 'hello' | truncate: 'ten' }}")).rejects.toThrow(/invalid integer/);
    await expect(liquid("{{ 'a b c' | truncatewords: 1.5 }}")).rejects.toThrow(/invalid integer/);
    await expect(liquid("{{ 'abc' | truncate: nil }}")).rejects.toThrow(/invalid integer/);
  });
  it('take integers and integer strings, and slice arrays as arrays', async () => {
    expect(
      await liquid(
        "{{ 'hello' | slice: '1', 2 }}|{{ 'hello' | slice: -3 }}|{{ list | slice: 1, 2 | join: ',' }}|{{ 'hello world' | truncate: '8' }}|{{ 'hello' | slice: 0, nothing }}|{{ nil | truncate: nil }}",
        { list: [1, 2, 3] },
      ),
    ).toBe('el|l|2,3|hello...|h|');
  });
});
