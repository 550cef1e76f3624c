// @vitest-environment jsdom
// The address drawer's form: the province select rebuilt on every country change and hidden (and
// not posted) when the country has none, country required, a failed save's values and errors.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressForm } from '../../../../src/features/account/AddressForm';
import type { AddressLabels, AddressValues } from '../../../../src/features/account/addresses-props';
import { parseCountryOptions } from '../../../../src/features/account/countries';
import { ADDRESS_LABEL_KEYS, EMPTY_ADDRESS } from '../../../../src/features/account/addresses-props';

const countries = parseCountryOptions(
  '<option value="---" data-provinces="[]">---</option>' +
    '<option value="Canada" data-provinces="[[&quot;Alberta&quot;,&quot;Alberta&quot;],[&quot;Ontario&quot;,&quot;Ontario&quot;]]">Canada</option>' +
    '<option value="France" data-provinces="[]">France</option>' +
    '<option value="United States" data-provinces="[[&quot;Oregon&quot;,&quot;Oregon&quot;],[&quot;District of Columbia&quot;,&quot;Washington DC&quot;]]">United States</option>',
);
const keys = ADDRESS_LABEL_KEYS;
const kinds = ['state', 'province', 'prefecture', 'county', 'region', 'emirate', 'governorate'] as const;
const labels = Object.fromEntries(keys.map((k) => [k, k])) as unknown as AddressLabels;
labels.country = 'Country';
labels.country_placeholder = 'Country';
labels.province = 'Province / State';
labels.country_required = 'Please choose a country.';
labels.province_labels = { ...Object.fromEntries(kinds.map((k) => [k, k])), state: 'State', province: 'Province' } as AddressLabels['province_labels'];
labels.province_required = {
  ...Object.fromEntries(kinds.map((k) => [k, k])),
  state: 'Please choose a state.',
  province: 'Please choose a province.',
} as AddressLabels['province_required'];

function renderForm(values: Partial<AddressValues> = {}, errors: Record<string, string> = {}) {
  const view = render(
    <AddressForm
      formId="new"
      action="/account/addresses"
      values={{ ...EMPTY_ADDRESS, ...values }}
      defaultChecked={false}
      errors={errors}
      labels={labels}
      countries={countries}
      onCancel={vi.fn()}
    />,
  );
  const country = screen.getByLabelText<HTMLSelectElement>('Country', { selector: 'select' });
  const province = view.container.querySelector<HTMLSelectElement>('select[name="address[province]"]')!;
  const provinceField = view.container.querySelector<HTMLElement>('[data-province-field]')!;
  return { view, country, province, provinceField };
}

afterEach(cleanup);

describe('AddressForm', () => {
  it('starts on the disabled Country placeholder with the province hidden', () => {
    const { country, provinceField, province } = renderForm();
    expect(country.value).toBe('');
    expect(country.options[0]!.disabled).toBe(true);
    expect(country.options[0]!.text).toBe('Country');
    expect(country.required).toBe(true);
    expect(provinceField.hidden).toBe(true);
    expect(province.disabled).toBe(true);
  });

  it('rebuilds the provinces on every country change and hides them for a country without', () => {
    const { country, province, provinceField } = renderForm();
    fireEvent.change(country, { target: { value: 'Canada' } });
    expect(Array.from(province.options).map((o) => o.value)).toEqual(['', 'Alberta', 'Ontario']);
    expect(provinceField.hidden).toBe(false);
    fireEvent.change(country, { target: { value: 'United States' } });
    expect(Array.from(province.options).map((o) => o.text)).toEqual(['State', 'Oregon', 'Washington DC']);
    fireEvent.change(country, { target: { value: 'France' } });
    expect(Array.from(province.options).map((o) => o.value)).toEqual(['']);
    expect(provinceField.hidden).toBe(true);
    expect(province.disabled).toBe(true);
  });

  it("starts a US address on a disabled 'State' placeholder, never on a guessed state, and names the field as the country does", () => {
    const { country, province } = renderForm();
    fireEvent.change(country, { target: { value: 'United States' } });
    expect(province.value).toBe('');
    expect(province.options[0]!.text).toBe('State');
    expect(province.options[0]!.disabled).toBe(true);
    expect(province.required).toBe(true);
    expect(screen.getByLabelText('State', { selector: 'select' })).toBe(province);
    fireEvent.change(country, { target: { value: 'Canada' } });
    expect(province.value).toBe('');
    expect(province.options[0]!.text).toBe('Province');
    expect(screen.getByLabelText('Province', { selector: 'select' })).toBe(province);
  });

  it('refuses to post a US address without a state, showing the error on the field until one is chosen', () => {
    const { view, country, province } = renderForm({ city: 'Salem' });
    fireEvent.change(country, { target: { value: 'United States' } });
    const form = view.container.querySelector('form')!;
    expect(fireEvent.submit(form)).toBe(false);
    expect(screen.getByText('Please choose a state.')).toBeTruthy();
    expect(province.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(province.getAttribute('aria-describedby')!)?.textContent).toBe('Please choose a state.');
    expect(document.activeElement).toBe(province);
    fireEvent.change(province, { target: { value: 'Oregon' } });
    expect(screen.queryByText('Please choose a state.')).toBeNull();
    expect(fireEvent.submit(form)).toBe(true);
    expect(new FormData(form).get('address[province]')).toBe('Oregon');
  });

  it('posts a country without provinces with no province at all', () => {
    const { view, country } = renderForm();
    fireEvent.change(country, { target: { value: 'France' } });
    const form = view.container.querySelector('form')!;
    expect(fireEvent.submit(form)).toBe(true);
    expect(new FormData(form).has('address[province]')).toBe(false);
  });

  it('selects a saved province by value or label', () => {
    expect(renderForm({ country: 'United States', province: 'Washington DC' }).province.value).toBe('District of Columbia');
    cleanup();
    expect(renderForm({ country: 'canada', province: 'Ontario' }).country.value).toBe('Canada');
  });

  it('refuses to post without a country, showing the error on the field', () => {
    const { view, country } = renderForm({ city: 'Paris' });
    const form = view.container.querySelector('form')!;
    // fireEvent answers false when the submit was cancelled: nothing is posted.
    expect(fireEvent.submit(form)).toBe(false);
    expect(screen.getByText('Please choose a country.')).toBeTruthy();
    expect(country.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(country);
    fireEvent.change(country, { target: { value: 'France' } });
    expect(screen.queryByText('Please choose a country.')).toBeNull();
  });

  it("shows a failed save's values and per-field errors, and posts Shopify's legacy fields", () => {
    const { view } = renderForm({ first_name: '<b>Ada</b>', country: 'Canada' }, { zip: 'Zip is invalid.' });
    const zip = view.container.querySelector<HTMLInputElement>('input[name="address[zip]"]')!;
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(zip.getAttribute('aria-describedby')!)?.textContent).toBe('Zip is invalid.');
    expect(view.container.querySelector<HTMLInputElement>('input[name="address[first_name]"]')!.value).toBe('<b>Ada</b>');
    expect(view.container.querySelector('b')).toBeNull();
    const form = view.container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/account/addresses');
    expect(new FormData(form).get('form_type')).toBe('customer_address');
    expect(new FormData(form).get('utf8')).toBe('✓');
  });
});
