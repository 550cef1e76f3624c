// Lax error mode, as Shopify renders themes: markup Liquid's lax parser tolerates renders the way
// Shopify renders it instead of failing the page.
import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

describe('lax markup', () => {
  it('a doubled pipe still applies the filter after it', async () => {
    expect(await liquid("{{ 'sale' || upcase }}")).toBe('SALE');
    expect(await liquid('{{ price ||| plus: 2, }}', { price: 3 })).toBe('5');
  });
  it('&& and || in a condition: text after the first operand is ignored', async () => {
    expect(await liquid('{% if on && off %}shown{% else %}hidden{% endif %}', { on: true, off: false })).toBe('shown');
    expect(await liquid('{% if off || on %}shown{% else %}hidden{% endif %}', { on: true, off: false })).toBe('hidden');
    expect(await liquid('{% unless off && on %}x{% endunless %}{% if off %}{% elsif on && off %}y{% endif %}', { on: true, off: false })).toBe('xy');
  });
  it('an app snippet matching Liquid output with a JS regex prints nothing for the {{ … }} part', async () => {
    expect(await liquid('<script>const isLiquid = (s) => /^{{.*}}$/.test(s);</script>')).toBe('<script>const isLiquid = (s) => /^$/.test(s);</script>');
  });
  it('keeps whitespace control and leaves valid markup alone', async () => {
    expect(await liquid("a {{- 'b' || upcase -}} c|{{ 'd' | append: 'e' }}")).toBe('aBc|de');
  });
  it('an unknown filter after a doubled pipe hands its input on, as any unknown filter', async () => {
    expect(await liquid("{{ 'a' || no_such_filter }}")).toBe('a');
  });
});
