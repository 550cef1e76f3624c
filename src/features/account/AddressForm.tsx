/**
 * Shopify's legacy address form (`customer_address`: address[...] fields, form_type, utf8) inside
 * an address drawer. The province select is rebuilt on every country change, labelled as the
 * country names it ('State' in the United States), starts on that placeholder rather than a guess,
 * and is hidden (and left out of the post) when the country has none; country and, where there
 * is a list, province are required. It posts natively, so a failed save comes back
 * server-rendered with this form's values and per-field errors.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { chooseProvince, provinceChoices, provinceKindOf, type CountryChoice } from './countries';
import type { AddressLabels, AddressValues } from './addresses-props';

export interface AddressFormProps {
  /** 'new' or the address id: names the default checkbox as Shopify's form does */
  formId: string;
  action: string;
  values: AddressValues;
  defaultChecked: boolean;
  /** field → message from a failed save */
  errors: Record<string, string>;
  labels: AddressLabels;
  countries: readonly CountryChoice[];
  onCancel: () => void;
}

interface TextField {
  name: 'first_name' | 'last_name' | 'company' | 'address1' | 'address2' | 'city' | 'zip' | 'phone';
  autoComplete: string;
  full?: boolean;
  type?: 'text' | 'tel';
}

/** The typed fields before the country and province selects, and after them. */
const FIELDS_BEFORE_COUNTRY: readonly TextField[] = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'company', autoComplete: 'organization', full: true },
  { name: 'address1', autoComplete: 'address-line1', full: true },
  { name: 'address2', autoComplete: 'address-line2', full: true },
  { name: 'city', autoComplete: 'address-level2' },
];
const FIELDS_AFTER_PROVINCE: readonly TextField[] = [
  { name: 'zip', autoComplete: 'postal-code' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
];

export function AddressForm({ formId, action, values, defaultChecked, errors: serverErrors, labels, countries, onCancel }: AddressFormProps) {
  const uid = useId();
  const fieldId = (name: string) => `${uid}${name}`;
  const [country, setCountry] = useState(() => countries.find((c) => c.name.toLowerCase() === values.country.toLowerCase())?.name ?? '');
  const provinces = useMemo(() => provinceChoices(countries, country), [countries, country]);
  const [province, setProvince] = useState(() => chooseProvince(provinceChoices(countries, values.country), values.province));
  const [errors, setErrors] = useState(serverErrors);
  const countryRef = useRef<HTMLSelectElement>(null);
  const provinceRef = useRef<HTMLSelectElement>(null);
  const provinceKind = provinceKindOf(country);

  const onCountryChange = (next: string) => {
    setCountry(next);
    setProvince('');
    setErrors(({ country: _country, province: _province, ...rest }) => rest);
  };

  const onProvinceChange = (next: string) => {
    setProvince(next);
    setErrors(({ province: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const missingCountry = country === '';
    const missingProvince = provinces.length > 0 && province === '';
    if (!missingCountry && !missingProvince) return;
    event.preventDefault();
    setErrors((current) => ({
      ...current,
      ...(missingCountry ? { country: labels.country_required } : {}),
      ...(missingProvince ? { province: labels.province_required[provinceKind] } : {}),
    }));
    (missingCountry ? countryRef : provinceRef).current?.focus();
  };

  const errorOf = (name: string) => errors[name];
  const described = (name: string) => (errorOf(name) ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(name)}-error` } : {});
  const errorText = (name: string) =>
    errorOf(name) ? (
      <p className="field__error" id={`${fieldId(name)}-error`}>
        {errorOf(name)}
      </p>
    ) : null;
  const general = errors.form;
  const textField = ({ name, autoComplete, full = false, type = 'text' }: TextField) => (
    <div key={name} className={full ? 'field field--full' : 'field'}>
      <label className="field__label" htmlFor={fieldId(name)}>
        {labels[name]}
      </label>
      <input
        className="field__input"
        id={fieldId(name)}
        type={type}
        name={`address[${name}]`}
        defaultValue={values[name]}
        autoComplete={autoComplete}
        {...described(name)}
      />
      {errorText(name)}
    </div>
  );

  return (
    <form method="post" action={action} acceptCharset="UTF-8" className="address-form" noValidate onSubmit={onSubmit}>
      <input type="hidden" name="form_type" value="customer_address" />
      <input type="hidden" name="utf8" value="✓" />
      {general && (
        <div className="form-errors" role="alert">
          <p className="form-errors__title">{labels.errors}</p>
          <p>{general}</p>
        </div>
      )}
      <div className="form-grid">
        {FIELDS_BEFORE_COUNTRY.map(textField)}
        <div className="field">
          <label className="field__label" htmlFor={fieldId('country')}>
            {labels.country}
          </label>
          <select
            ref={countryRef}
            className="field__input"
            id={fieldId('country')}
            name="address[country]"
            required
            value={country}
            onChange={(event) => onCountryChange(event.target.value)}
            autoComplete="country-name"
            {...described('country')}
          >
            <option value="" disabled>
              {labels.country_placeholder}
            </option>
            {countries.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
          {errorText('country')}
        </div>
        <div className="field" hidden={provinces.length === 0} data-province-field>
          <label className="field__label" htmlFor={fieldId('province')}>
            {labels.province_labels[provinceKind]}
          </label>
          <select
            ref={provinceRef}
            className="field__input"
            id={fieldId('province')}
            name="address[province]"
            required={provinces.length > 0}
            value={province}
            disabled={provinces.length === 0}
            onChange={(event) => onProvinceChange(event.target.value)}
            autoComplete="address-level1"
            {...described('province')}
          >
            <option value="" disabled>
              {labels.province_labels[provinceKind]}
            </option>
            {provinces.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
          {errorText('province')}
        </div>
        {FIELDS_AFTER_PROVINCE.map(textField)}
        <div className="field field--full field--checkbox">
          <input type="checkbox" id={`${uid}address_default_address_${formId}`} name="address[default]" value="1" defaultChecked={defaultChecked} />
          <label htmlFor={`${uid}address_default_address_${formId}`}>{labels.set_default}</label>
        </div>
      </div>
      <div className="address-drawer__actions">
        <button className="button button--primary" type="submit">
          {labels.save}
        </button>
        <button className="button button--secondary" type="button" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}
