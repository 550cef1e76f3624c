import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeHtmlKeepingApostrophes } from '../../../src/contracts/html';
import { liquid } from '../liquid/helpers';

// Ruby's CGI.escapeHTML, which Shopify's `escape` filter uses.
const ESCAPED: [char: string, entity: string][] = [
  ['&', '&amp;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
];

describe('escapeHtml', () => {
  it.each(ESCAPED)('escapes %s as %s', (char, entity) => {
    expect(escapeHtml(`a${char}b${char}`)).toBe(`a${entity}b${entity}`);
  });

  it('escapes & first, so an entity in the text is shown, not decoded', () => {
    expect(escapeHtml('&lt;script&gt;')).toBe('&amp;lt;script&amp;gt;');
  });

  it('leaves every other character alone', () => {
    const text = 'Crème brûlée {constructor} `x` = /\\ 🫒 \u202Eשלום';
    expect(escapeHtml(text)).toBe(text);
  });

  it("gives the same text as the preview's escape filter", async () => {
    const hostile = `</script><img src=x onerror="alert('1')"> & co`;
    expect(await liquid('{{ v | escape }}', { v: hostile })).toBe(escapeHtml(hostile));
  });
});

describe('escapeHtmlKeepingApostrophes', () => {
  it('escapes & < > " as escapeHtml does and leaves the apostrophe as it is', () => {
    expect(escapeHtmlKeepingApostrophes(`tag 'include' <b a="1">&amp;</b>`)).toBe("tag 'include' &lt;b a=&quot;1&quot;&gt;&amp;amp;&lt;/b&gt;");
  });
});
