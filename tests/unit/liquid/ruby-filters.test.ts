// Standard filters as Ruby Liquid runs them: unknown filters, Ruby's to_s of inputs, array filters over Ruby's InputIterator.
import { describe, expect, it } from 'vitest';
import { scratchEngine } from './scratch-engine';

const lax = scratchEngine();
const strict2 = scratchEngine({}, { errorMode: 'strict2' });
const strictFilters = scratchEngine({}, { strictFilters: true });

describe('unknown filters', () => {
  it('hand their input on unchanged, alone or in a chain, in lax and strict2 parsing', async () => {
    for (const engine of [lax, strict2]) {
      expect(await engine.render("{{ 'quiet' | no_such_thing }}|{{ 7 | made_up: 1, x: 2 }}")).toBe('quiet|7');
      expect(await engine.render("{{ 'quiet' | no_such_thing | upcase }}")).toBe('QUIET');
    }
  });
  it('Ruby methods that are not filters are unknown filters too', async () => {
    expect(await lax.render("{{ 'x' | send: 'upcase' }}|{{ 'y' | to_number }}|{{ 'z' | constructor }}")).toBe('x|y|z');
  });
  it('with strict filters (the preview --strict) an unknown filter is an error', async () => {
    expect(await strictFilters.failure("{{ 'quiet' | no_such_thing }}")).toMatch(/undefined filter: no_such_thing/);
  });
});
