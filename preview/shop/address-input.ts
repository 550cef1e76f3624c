// `address[...]` form fields → an address, as Shopify's customer address form takes them:
// country required (a name or ISO code, stored as Shopify's name + code), province checked
// against the country's list, every text field at most 255 characters. On an update, fields the
// post leaves out keep their stored values, so `address[default]=1` alone sets the default.
import type { AddressRecord } from './types';
import { countries, type Country } from './countries';
import { bagOf, MESSAGES, readText, truthy, type FieldErrors, type Result } from './form-input';

export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'province_code',
  'country',
  'country_code',
  'zip',
  'phone',
] as const;
export type AddressFields = Omit<AddressRecord, 'id'>;
export interface AddressInput {
  address: AddressFields;
  makeDefault: boolean;
}

const EMPTY: AddressFields = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as AddressFields;

function findCountry(value: string): Country | undefined {
  const wanted = value.toLowerCase();
  return countries().find((c) => c.name.toLowerCase() === wanted || c.code.toLowerCase() === wanted);
}

/** The province as Shopify stores it (name + code), '' when none; undefined when not in the country's list. */
function findProvince(country: Country, name: string, code: string): [string, string] | undefined {
  if (country.provinces.length === 0 || (name === '' && code === '')) return ['', ''];
  const wanted = (name || code).toLowerCase();
  const pair = country.provinces.find(([value, label]) => value.toLowerCase() === wanted || label.toLowerCase() === wanted);
  const byCode = pair ? undefined : Object.entries(country.provinceCodes).find(([, c]) => c.toLowerCase() === wanted);
  const found = pair?.[0] ?? byCode?.[0];
  return found === undefined ? undefined : [found, country.provinceCodes[found] ?? ''];
}

export function parseAddress(input: unknown, current: AddressFields = EMPTY): Result<AddressInput> {
  const bag = bagOf(input);
  const errors: FieldErrors = {};
  const address = { ...current };
  for (const field of ADDRESS_FIELDS) {
    if (field === 'country_code') continue; // derived from the country
    if (bag[field] !== undefined) address[field] = readText(bag, field, errors);
  }
  if (bag.province !== undefined && bag.province_code === undefined) address.province_code = '';
  if (errors.country === undefined) {
    const country = address.country && address.country !== '---' ? findCountry(address.country) : undefined;
    if (!address.country || address.country === '---') errors.country = [MESSAGES.blank];
    else if (!country) errors.country = [MESSAGES.unsupported];
    else {
      address.country = country.name;
      address.country_code = country.code;
      const province = errors.province ? undefined : findProvince(country, address.province, address.province_code);
      if (province) [address.province, address.province_code] = province;
      else if (!errors.province) errors.province = [MESSAGES.unsupported];
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { address, makeDefault: truthy(bag.default) } };
}
