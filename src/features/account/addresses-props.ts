/** The addresses view's props contract (sections/main-addresses.liquid → widget `account-addresses`). */
import * as v from 'valibot';
import { localeText, localeTexts, resourceId, shopPath, text } from '../../lib/props-kit';
import { PROVINCE_KINDS } from './countries';

/** The address book's text keys (customer.addresses.* in the locales), one each in its labels. */
export const ADDRESS_LABEL_KEYS = [
  'add',
  'new',
  'edit',
  'edit_button',
  'delete',
  'delete_confirm',
  'delete_confirm_button',
  'default',
  'set_default',
  'save',
  'cancel',
  'close',
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'country',
  'country_placeholder',
  'country_required',
  'province',
  'zip',
  'phone',
  'errors',
  'none',
] as const;

export const ADDRESS_FIELDS = ['first_name', 'last_name', 'company', 'address1', 'address2', 'city', 'country', 'province', 'zip', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The ten address fields, each defaulting to '' when Liquid prints null. */
function addressValues<S extends typeof text | typeof localeText>(field: S) {
  const f = v.nullish(field, '');
  return v.object({ first_name: f, last_name: f, company: f, address1: f, address2: f, city: f, country: f, province: f, zip: f, phone: f });
}

export const schema = v.object({
  /** where a new address posts: routes.account_addresses_url */
  new_action: shopPath,
  /** Liquid's all_country_option_tags: every country's <option> with its data-provinces */
  country_options: v.string(),
  addresses: v.array(
    v.object({
      id: resourceId,
      /** /account/addresses/<id>: where its edit and delete post */
      url: shopPath,
      default: v.boolean(),
      /** `format_address` output (escaped by the filter) */
      html: v.string(),
      /** saved values: plain text (Liquid's `json` of the address) */
      values: addressValues(text),
    }),
  ),
  /** the form whose save just failed ('new' or an address id): its posted values and errors per field */
  failed: v.nullable(
    v.object({
      form_id: v.string(),
      /** form.errors.messages: field → message */
      errors: v.record(v.string(), localeText),
      /** posted values come back through Shopify's `form` object, HTML-escaped: decoded */
      values: addressValues(localeText),
      default: v.boolean(),
    }),
  ),
  labels: v.object({
    ...localeTexts(ADDRESS_LABEL_KEYS).entries,
    /** the province field's label and placeholder per country ('State' for the United States) */
    province_labels: localeTexts(PROVINCE_KINDS),
    /** the error when a country with provinces has none chosen */
    province_required: localeTexts(PROVINCE_KINDS),
  }),
});
export type AccountAddressesProps = v.InferOutput<typeof schema>;
export type AddressValues = Record<AddressField, string>;

/** A new address's form: every field empty. */
export const EMPTY_ADDRESS = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as AddressValues;
export type AddressLabels = AccountAddressesProps['labels'];
