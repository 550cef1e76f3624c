// @vitest-environment jsdom
// Country and province choices of the address form (spec §3 Address, §5), read from the option
// tags Liquid prints, as the preview prints them.
import { describe, expect, it } from 'vitest';
import { countryOptionTags } from '../../../../preview/shop/countries';
import { chooseProvince, findCountry, parseCountryOptions, provinceChoices, provinceKindOf } from '../../../../src/features/account/countries';

const countries = parseCountryOptions(countryOptionTags());

describe('country options', () => {
  it('lists about 242 countries by name, without the leading ---', () => {
    expect(countries.length).toBeGreaterThan(235);
    expect(countries.length).toBeLessThan(255);
    expect(countries.map((c) => c.name)).not.toContain('---');
    for (const name of ['United Kingdom', 'Czech Republic', 'Myanmar', 'United States', 'Canada']) expect(findCountry(countries, name)?.name).toBe(name);
  });

  it('gives provinces as value/label pairs for the countries that have them, none for the others', () => {
    for (const name of ['Argentina', 'Australia', 'Brazil', 'Canada', 'Japan', 'Mexico', 'South Korea', 'Spain', 'United Arab Emirates', 'United States']) {
      expect(provinceChoices(countries, name).length, name).toBeGreaterThan(0);
    }
    expect(provinceChoices(countries, 'Canada')).toContainEqual({ value: 'British Columbia', label: 'British Columbia' });
    expect(provinceChoices(countries, 'United Kingdom')).toEqual([]);
    expect(provinceChoices(countries, 'France')).toEqual([]);
    expect(provinceChoices(countries, '')).toEqual([]);
    expect(provinceChoices(countries, 'Atlantis')).toEqual([]);
  });

  it('matches a country name whatever its case', () => {
    expect(findCountry(countries, 'united states')?.name).toBe('United States');
    expect(findCountry(countries, '  ')).toBeUndefined();
  });

  it('reads labels that differ from values, and skips malformed province data', () => {
    const parsed = parseCountryOptions(
      '<option value="---" data-provinces="[]">---</option>' +
        '<option value="United States" data-provinces="[[&quot;District of Columbia&quot;,&quot;Washington DC&quot;]]">United States</option>' +
        '<option value="Nowhere" data-provinces="not json">Nowhere</option>',
    );
    expect(parsed).toEqual([
      { name: 'United States', provinces: [{ value: 'District of Columbia', label: 'Washington DC' }] },
      { name: 'Nowhere', provinces: [] },
    ]);
  });
});

describe('choosing the province on a country change', () => {
  const us = provinceChoices(countries, 'United States');

  it('keeps a saved province found by value or by label', () => {
    expect(chooseProvince(us, 'Oregon')).toBe('Oregon');
    expect(chooseProvince(us, 'oregon')).toBe('Oregon');
    expect(chooseProvince([{ value: 'District of Columbia', label: 'Washington DC' }], 'Washington DC')).toBe('District of Columbia');
  });

  it('chooses none (the placeholder) when nothing matches, never the first of the list', () => {
    expect(chooseProvince(us, 'Ontario')).toBe('');
    expect(chooseProvince(us, '')).toBe('');
    expect(chooseProvince([], 'Oregon')).toBe('');
  });
});

describe('what a country calls its provinces', () => {
  it('names the field as Shopify checkout does, province where nothing else is known', () => {
    expect(provinceKindOf('United States')).toBe('state');
    expect(provinceKindOf('Canada')).toBe('province');
    expect(provinceKindOf('Japan')).toBe('prefecture');
    expect(provinceKindOf('Ireland')).toBe('county');
    expect(provinceKindOf('United Arab Emirates')).toBe('emirate');
    expect(provinceKindOf('')).toBe('province');
  });
});
