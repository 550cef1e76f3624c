// The Liquid `address` object (a customer's saved address, or an order's shipping and billing
// address, which has no id or url of its own).
import type { AddressRecord } from '../types';

export function addressObject(a: AddressRecord) {
  const name = [a.first_name, a.last_name].filter(Boolean).join(' ');
  const street = [a.address1, a.address2].filter(Boolean).join(', ');
  return {
    id: a.id,
    first_name: a.first_name,
    last_name: a.last_name,
    name,
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    street,
    city: a.city,
    province: a.province,
    province_code: a.province_code,
    // Shopify gives a country object here; the theme only prints it, so the name is what it needs.
    country: a.country,
    country_code: a.country_code,
    zip: a.zip,
    phone: a.phone,
    url: `/account/addresses/${a.id}`,
    summary: [name, a.company, street, a.city, [a.province, a.zip].filter(Boolean).join(' '), a.country].filter(Boolean).join(', '),
  };
}

/** An order's address: what it was at checkout, not one of the customer's saved addresses. */
export function orderAddressObject(a: Omit<AddressRecord, 'id'>) {
  const { id: _id, url: _url, ...rest } = addressObject({ ...a, id: 0 });
  return rest;
}
