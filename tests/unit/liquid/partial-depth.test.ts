// Limits like Shopify's: a snippet that renders or includes itself stops with "Nesting too deep", and
// output past the size limit stops with "Memory limits exceeded", instead of hanging the preview.
import { describe, expect, it, vi } from 'vitest';
import { scratchEngine, steppingClock } from './scratch-engine';

const { render, failure } = scratchEngine({
  'echo-self': "{{ n }}{% assign n = n | plus: 1 %}|{% render 'echo-self', n: n %}",
  'include-self': "{% assign n = n | plus: 1 %}{% include 'include-self' %}",
  countdown: "{{ n }}{% if n > 1 %}{% assign m = n | minus: 1 %}{% render 'countdown', n: m %}{% endif %}",
  'fan-out': "{{ chunk }}{% if n > 0 %}{% assign m = n | minus: 1 %}{% for i in (1..10) %}{% render 'fan-out', chunk: chunk, n: m %}{% endfor %}{% endif %}",
});

describe('partial nesting limit', () => {
  // Without the limits these would recurse or fan out until the preview hangs; the tests' own timeouts
  // are the hang guard (no timing is asserted: timing goals live in `npm run bench`).
  it('a self-rendering snippet answers "Nesting too deep"', async () => {
    expect(await failure("{% render 'echo-self', n: 1 %}")).toMatch(/^Nesting too deep/);
  });

  it('a self-including snippet answers "Nesting too deep"', async () => {
    expect(await failure("{% include 'include-self' %}", { n: 0 })).toMatch(/^Nesting too deep/);
  });

  it('renders 99 nested partials, as Shopify does, before the limit', async () => {
    const output = await render("{% render 'countdown', n: 99 %}");
    expect(output).toMatch(/^9998.*21$/);
  });

  it('counts depth per render: sibling partials after a deep one still render', async () => {
    const output = await render("{% render 'countdown', n: 90 %}|{% render 'countdown', n: 90 %}");
    expect(output.split('|')).toHaveLength(2);
  });
});

describe('output size limit', () => {
  const chunk = 'x'.repeat(1024 * 1024);

  it('a loop writing past the limit answers "Memory limits exceeded"', async () => {
    expect(await failure('{% for i in (1..40) %}{{ chunk }}{% endfor %}', { chunk })).toMatch(/^Memory limits exceeded/);
  });

  it('a snippet fanning out ten times a level (10^8 renders, within the depth limit) stops at the output limit', async () => {
    // The clock stands still, so the render-time limit never fires: the partials' output (64 KB
    // each) reaches the 32 MB limit after about 512 renders.
    vi.spyOn(performance, 'now').mockReturnValue(0);
    expect(await failure("{% render 'fan-out', chunk: chunk, n: 8 %}", { chunk: chunk.slice(0, 64 * 1024) })).toMatch(/^Memory limits exceeded/);
  });

  it('a snippet fanning out past the render-time limit stops', async () => {
    // Short chunks (10^8 renders of 1 KB would pass 32 MB only after 32,768), read from a fake clock
    // instead of waiting 5 s.
    steppingClock();
    expect(await failure("{% render 'fan-out', chunk: 'x', n: 8 %}")).toMatch(/^Memory limits exceeded/);
  });

  it('a large page below the limit renders whole', async () => {
    const output = await render('{% for i in (1..8) %}{{ chunk }}{% endfor %}', { chunk });
    expect(output).toHaveLength(8 * chunk.length);
  });
});
