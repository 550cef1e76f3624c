// @vitest-environment jsdom
// Locale texts arrive HTML-escaped: decodeEntities gives back exactly what the browser's HTML parser would.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { decodeEntities } from '../../../src/lib/props-kit';

const byParser = (text: string) => new DOMParser().parseFromString(`<!doctype html><body>${text}`, 'text/html').body.textContent;

const SAMPLES = [
  'Olive oil &amp; vinegar',
  'Tom&#39;s &quot;best&quot; &lt;oil&gt;',
  '&#x27;quoted&#X27; &apos;too&apos;',
  '100&nbsp;ml',
  '&amp;amp; stays one level',
  'Caf&eacute; &hellip; &copy; 2026',
  'AT&T and a lone & here',
  '&amp without its semicolon',
  '&#0; &#128; &#xD800; &#1114112; &#x1F600;',
  '&unknownname; &#65;&#x42;',
  'a <b>tag</b> &amp; text',
  'line\r\nbreak &amp; more',
  'no entities at all',
];

describe('decodeEntities', () => {
  it.each(SAMPLES)('decodes %j as the HTML parser does', (text) => {
    expect(decodeEntities(text)).toBe(byParser(text));
  });

  it('matches the HTML parser on generated text built from references, ampersands and letters', () => {
    const piece = fc.constantFrom(
      '&amp;',
      '&lt;',
      '&gt;',
      '&quot;',
      '&#39;',
      '&#x27;',
      '&nbsp;',
      '&eacute;',
      '&',
      '&amp',
      '&#',
      '&#x;',
      '&#65;',
      '&#9;',
      '&#x80;',
      'a',
      ' ',
      ';',
      '#',
      'é',
      '\u00a0',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const text = pieces.join('');
        expect(decodeEntities(text)).toBe(byParser(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('decodes what Liquid escapes without parsing a document', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    expect(decodeEntities('Tom&#39;s &quot;oil&quot; &amp; &lt;cans&gt; &#x2014; 1&nbsp;l')).toBe('Tom\'s "oil" & <cans> \u2014 1\u00a0l');
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });
});
