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
 * value or label, as Shopify's CountryProvinceSelector does); the first one when nothing matches,
 * '' when the country has none.
 */
export function chooseProvince(provinces: readonly Province[], current: string): string {
  if (provinces.length === 0) return '';
  const wanted = current.trim().toLowerCase();
  const match = provinces.find((p) => p.value.toLowerCase() === wanted || p.label.toLowerCase() === wanted);
  return (match ?? provinces[0]!).value;
}
