/**
 * Country and province choices for the address form (spec §3 Address, §5): read once from
 * Shopify's `all_country_option_tags` (country names as values, `data-provinces` as
 * [value, label] pairs), the same list the server validates against on a real store.
 */

export interface Province {
  value: string;
  label: string;
}

export interface CountryChoice {
  name: string;
  provinces: Province[];
}

function provincesOf(raw: string | null): Province[] {
  if (!raw) return [];
  try {
    const pairs: unknown = JSON.parse(raw);
    if (!Array.isArray(pairs)) return [];
    return pairs.flatMap((pair): Province[] =>
      Array.isArray(pair) && typeof pair[0] === 'string' ? [{ value: pair[0], label: typeof pair[1] === 'string' ? pair[1] : pair[0] }] : [],
    );
  } catch {
    return [];
  }
}

/** The countries of `all_country_option_tags` HTML, without Shopify's leading '---' entry. */
export function parseCountryOptions(html: string): CountryChoice[] {
  const doc = new DOMParser().parseFromString(`<select>${html}</select>`, 'text/html');
  return Array.from(doc.querySelectorAll('option'))
    .filter((option) => option.value !== '' && option.value !== '---')
    .map((option) => ({ name: option.value, provinces: provincesOf(option.getAttribute('data-provinces')) }));
}

/** The country named `name` (by its value, ignoring case), or undefined. */
export function findCountry(countries: readonly CountryChoice[], name: string): CountryChoice | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return undefined;
  return countries.find((country) => country.name.toLowerCase() === wanted);
}

/** The provinces of the chosen country: rebuilt per country, empty when it has none (the field then hides). */
export function provinceChoices(countries: readonly CountryChoice[], countryName: string): Province[] {
  return findCountry(countries, countryName)?.provinces ?? [];
}

/**
 * The province value to select among `provinces` for a saved or posted `current` (matched by
 * value or label, as Shopify's CountryProvinceSelector does); '' when nothing matches, so the
 * form shows its placeholder and the shopper chooses: a guess (the first state, Alabama) would
 * be saved silently.
 */
export function chooseProvince(provinces: readonly Province[], current: string): string {
  const wanted = current.trim().toLowerCase();
  if (wanted === '') return '';
  return provinces.find((p) => p.value.toLowerCase() === wanted || p.label.toLowerCase() === wanted)?.value ?? '';
}

/** What countries call their first-level division, as Shopify's checkout labels it. */
export const PROVINCE_KINDS = ['state', 'province', 'prefecture', 'county', 'region', 'emirate', 'governorate'] as const;
export type ProvinceKind = (typeof PROVINCE_KINDS)[number];

const KIND_BY_COUNTRY: Readonly<Record<string, ProvinceKind>> = {
  'United States': 'state',
  Australia: 'state',
  Brazil: 'state',
  India: 'state',
  Malaysia: 'state',
  Mexico: 'state',
  Nigeria: 'state',
  Japan: 'prefecture',
  Ireland: 'county',
  Romania: 'county',
  Chile: 'region',
  'Hong Kong': 'region',
  'New Zealand': 'region',
  Peru: 'region',
  Portugal: 'region',
  Russia: 'region',
  'United Arab Emirates': 'emirate',
  Egypt: 'governorate',
};

/** The name of the country's division (the province field's label): 'state' for the United States, 'province' where none is known. */
export function provinceKindOf(countryName: string): ProvinceKind {
  return KIND_BY_COUNTRY[countryName] ?? 'province';
}
