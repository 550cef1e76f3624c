// Countries and provinces for address forms, as Shopify's `all_country_option_tags` lists them:
// country names (not codes) as values, and provinces only for the countries where Shopify's
// checkout asks for one. Names and regions come from the `country-region-data` package, renamed
// where Shopify's storefront names differ.
import { createRequire } from 'node:module';
import { escapeHtml } from '../../src/contracts/html';

interface RawCountry {
  countryName: string;
  countryShortCode: string;
  regions: { name: string; shortCode?: string }[];
}

export interface Country {
  name: string;
  code: string;
  /** [value, label] pairs; empty when the country has no provinces */
  provinces: [string, string][];
  /** province name → its code (`Oregon` → `OR`), where the data has one */
  provinceCodes: Record<string, string>;
}

const RENAMES: Record<string, string> = {
  'Korea, Republic of': 'South Korea',
  "Korea, Democratic People's Republic of": 'North Korea',
  'Russian Federation': 'Russia',
  'Iran, Islamic Republic of': 'Iran',
  'Syrian Arab Republic': 'Syria',
  'Tanzania, United Republic of': 'Tanzania',
  'Venezuela, Bolivarian Republic of': 'Venezuela',
  'Brunei Darussalam': 'Brunei',
  'Macedonia, Republic of': 'North Macedonia',
  'Micronesia, Federated States of': 'Micronesia',
  'Congo, Republic of the (Brazzaville)': 'Congo',
  'Congo, the Democratic Republic of the (Kinshasa)': 'Congo, The Democratic Republic Of The',
  "Côte d'Ivoire, Republic of": "Côte d'Ivoire",
  'Gambia, The': 'Gambia',
  'Holy See (Vatican City)': 'Holy See (Vatican City State)',
  'Falkland Islands (Islas Malvinas)': 'Falkland Islands (Malvinas)',
  Laos: "Lao People's Democratic Republic",
  Palestine: 'Palestinian Territory, Occupied',
};

// Where Shopify's checkout has a province (zone) list.
const WITH_PROVINCES = new Set([
  'AR',
  'AU',
  'BR',
  'CA',
  'CL',
  'CN',
  'CO',
  'EG',
  'ES',
  'GT',
  'HK',
  'ID',
  'IE',
  'IN',
  'IT',
  'JP',
  'KR',
  'MX',
  'MY',
  'NG',
  'NZ',
  'PA',
  'PE',
  'PH',
  'PT',
  'RO',
  'RU',
  'TH',
  'US',
  'AE',
  'ZA',
]);

let cached: Country[] | undefined;

export function countries(): Country[] {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const raw = require('country-region-data/data.json') as RawCountry[];
  cached = raw
    .map((c) => ({
      name: RENAMES[c.countryName] ?? c.countryName,
      code: c.countryShortCode,
      provinces: WITH_PROVINCES.has(c.countryShortCode) ? c.regions.map((r): [string, string] => [r.name, r.name]) : [],
      provinceCodes: WITH_PROVINCES.has(c.countryShortCode) ? Object.fromEntries(c.regions.flatMap((r) => (r.shortCode ? [[r.name, r.shortCode]] : []))) : {},
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
}

let optionTags: string | undefined;

/** The `<option>` list of `{{ all_country_option_tags }}`: a `---` first, then every country. Built once: every page passes it. */
export function countryOptionTags(): string {
  optionTags ??= [
    '<option value="---" data-provinces="[]">---</option>',
    ...countries().map(
      (c) => `<option value="${escapeHtml(c.name)}" data-provinces="${escapeHtml(JSON.stringify(c.provinces))}">${escapeHtml(c.name)}</option>`,
    ),
  ].join('\n');
  return optionTags;
}
