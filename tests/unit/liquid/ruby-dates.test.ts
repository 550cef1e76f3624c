// The date filter with Ruby's strftime directives and Liquid's date inputs.
import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

describe('date filter as Ruby Liquid', () => {
  it('spells out the composite directives', async () => {
    expect(await liquid("{{ '2021-03-04 07:08:09' | date: '%D|%F|%R|%T|%r|%c|%x|%X' }}")).toBe(
      '03/04/21|2021-03-04|07:08|07:08:09|07:08:09 AM|Thu Mar  4 07:08:09 2021|03/04/21|07:08:09',
    );
  });
  it('computes ISO-8601 weeks and week-based years', async () => {
    expect(await liquid("{{ '2021-01-03' | date: '%V %G %g' }}|{{ '2024-12-30' | date: '%V %G %-V' }}|{{ '2021-06-15' | date: '%V' }}")).toBe(
      '53 2020 20|01 2025 1|24',
    );
  });
  it('reads Unix time from digit strings and numbers', async () => {
    expect(await liquid("{{ '1600000000' | date: '%Y-%m-%d %H:%M' }}|{{ 1600000000 | date: '%Y' }}")).toBe('2020-09-13 12:26|2020');
  });
  it("takes 'now' and 'today' in any case", async () => {
    const year = String(new Date().getUTCFullYear());
    expect(await liquid("{{ 'Today' | date: '%Y' }}|{{ 'NOW' | date: '%Y' }}")).toBe(`${year}|${year}`);
  });
  it('prints a time in the offset written in it, and names UTC otherwise', async () => {
    expect(await liquid("{{ '2021-03-04 07:08:09 -0430' | date: '%H:%M %z' }}|{{ '2021-03-04 07:08:09' | date: '%H:%M %Z' }}")).toBe('07:08 -0430|07:08 UTC');
  });
  it('leaves what is not a date unchanged', async () => {
    expect(await liquid("{{ 'not a date' | date: '%Y' }}")).toBe('not a date');
  });
});
