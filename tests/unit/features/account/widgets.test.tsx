// @vitest-environment jsdom
// The account widgets as the runtime mounts them (props through their schemas): the sidebar's
// links and Subscriptions login, and the addresses view's drawers on the shared Modal.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountAddresses, { schema as addressesSchema } from '../../../../src/features/account/AccountAddresses';
import AccountNav, { schema as navSchema } from '../../../../src/features/account/AccountNav';
import { portalStore } from '../../../../src/features/account/portal-store';
import { resetScrollLock } from '../../../../src/lib/scroll-lock';
import { uiStore } from '../../../../src/store/ui';
import { islandProps } from '../../helpers/island-props';
import { ADDRESS_LABEL_KEYS } from '../../../../src/features/account/addresses-props';

const portal = {
  link: '/tools/recurring/login',
  access_url: '/tools/recurring/access',
  api_host: '/',
  shop_url: 'shop.myshopify.com',
  texts: { opening: 'Opening your subscriptions…', failed: 'We couldn&#39;t open your subscriptions.', signed_out: 'Signed out', retry: 'Try again' },
};
const navRaw = {
  view: 'orders',
  links: { overview: '/account', orders: '/account?view=orders', addresses: '/account/addresses', logout: '/account/logout' },
  contact_html: 'Need help? <a href="mailto:hi@example.com">Contact us.</a>',
  labels: { nav: 'Account', overview: 'Account Overview', subscriptions: 'Subscriptions', orders: 'Orders', addresses: 'Addresses', log_out: 'Log Out' },
  portal,
};

const labelKeys = ADDRESS_LABEL_KEYS;
const provinceKinds = ['state', 'province', 'prefecture', 'county', 'region', 'emirate', 'governorate'];
const labels: Record<string, unknown> = Object.fromEntries(labelKeys.map((k) => [k, k]));
Object.assign(labels, {
  add: 'Add Address',
  new: 'New Address',
  edit: 'Edit Address',
  edit_button: 'Edit',
  delete: 'Delete',
  close: 'Close',
  delete_confirm: 'Delete this address?',
});
labels.province_labels = Object.fromEntries(provinceKinds.map((k) => [k, k]));
labels.province_required = Object.fromEntries(provinceKinds.map((k) => [k, `choose ${k}`]));
const address = {
  first_name: 'Olive',
  last_name: 'G',
  company: null,
  address1: '12 Grove Lane',
  address2: '',
  city: 'Portland',
  country: 'United States',
  province: 'Oregon',
  zip: '97201',
  phone: '',
};
const addressesRaw = (failed: unknown = null) => ({
  new_action: '/account/addresses',
  country_options:
    '<option value="---" data-provinces="[]">---</option><option value="United States" data-provinces="[[&quot;Oregon&quot;,&quot;Oregon&quot;]]">United States</option>',
  addresses: [{ id: 3101, url: '/account/addresses/3101', default: true, html: '<p>Olive G<br>12 Grove Lane</p>', values: address }],
  failed,
  labels,
});

beforeEach(() => {
  uiStore.setState({ overlay: null });
  portalStore.getState().reset();
});
afterEach(() => {
  cleanup();
  resetScrollLock();
  vi.unstubAllGlobals();
});

describe('AccountNav', () => {
  it('renders the sidebar with the current view, help and log out', () => {
    render(<AccountNav {...islandProps(navSchema, navRaw)} />);
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Account Overview' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us.' }).getAttribute('href')).toBe('mailto:hi@example.com');
    expect(screen.getByRole('link', { name: 'Log Out' }).getAttribute('href')).toBe('/account/logout');
    expect(screen.getByRole('link', { name: 'Subscriptions' }).getAttribute('href')).toBe('/tools/recurring/login');
  });

  it('has no Subscriptions link without subscriptions', () => {
    render(<AccountNav {...islandProps(navSchema, { ...navRaw, portal: null })} />);
    expect(screen.queryByRole('link', { name: 'Subscriptions' })).toBeNull();
  });

  it('Subscriptions starts the portal login instead of navigating, then shows a failure with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 500 }))),
    );
    render(<AccountNav {...islandProps(navSchema, navRaw)} />);
    const click = fireEvent.click(screen.getByRole('link', { name: 'Subscriptions' }));
    expect(click).toBe(false);
    expect(screen.getByText('Opening your subscriptions…')).toBeTruthy();
    expect(await screen.findByText("We couldn't open your subscriptions.")).toBeTruthy();
    expect(screen.queryByText('Opening your subscriptions…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
  it('view links still switch in place once the nav is swapped out, before its successor wakes', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const { unmount } = render(<AccountNav {...islandProps(navSchema, navRaw)} />);
    unmount();
    // The swapped-in section's server markup: no widget mounted yet.
    const section = document.createElement('div');
    section.id = 'shopify-section-main-account';
    section.innerHTML = '<div data-account-view><a data-account-view-link href="/account?view=orders">Orders</a></div>';
    document.body.append(section);
    try {
      const followed = fireEvent.click(section.querySelector('a')!);
      expect(followed).toBe(false);
      expect(window.location.pathname + window.location.search).toBe('/account?view=orders');
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      section.remove();
      window.history.replaceState(null, '', '/');
    }
  });
});

describe('AccountAddresses', () => {
  it("'Add Address' opens the drawer 'New Address' by the active modal id; Close shuts it", () => {
    render(<AccountAddresses {...islandProps(addressesSchema, addressesRaw())} />);
    const add = screen.getByRole('button', { name: 'Add Address' });
    expect(add.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(add);
    expect(uiStore.getState().overlay?.id ?? null).toBe('AddressDrawer-new');
    expect(add.getAttribute('aria-expanded')).toBe('true');
    const dialog = screen.getByRole('dialog', { name: 'New Address' });
    expect(dialog.closest('.modal')?.hasAttribute('hidden')).toBe(false);
    act(() => void fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).find((b) => dialog.contains(b))!));
    expect(uiStore.getState().overlay?.id ?? null).toBeNull();
  });

  it("'Edit' opens 'Edit Address' with the saved values; the default address wears its badge", () => {
    render(<AccountAddresses {...islandProps(addressesSchema, addressesRaw())} />);
    expect(screen.getByText('default')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Edit.*12 Grove Lane/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Address' });
    expect(dialog.querySelector<HTMLSelectElement>('select[name="address[country]"]')!.value).toBe('United States');
    expect(dialog.querySelector<HTMLSelectElement>('select[name="address[province]"]')!.value).toBe('Oregon');
    expect(dialog.querySelector('form')!.getAttribute('action')).toBe('/account/addresses/3101');
    expect(dialog.querySelector<HTMLInputElement>('input[name="address[default]"]')!.checked).toBe(true);
  });

  it('a failed save reopens its drawer with the posted values (decoded) and the error', () => {
    const failed = {
      form_id: 'new',
      errors: { country: 'Country is not supported.' },
      values: { ...address, first_name: '&lt;b&gt;Ada&lt;/b&gt;', country: 'Atlantis' },
      default: false,
    };
    render(<AccountAddresses {...islandProps(addressesSchema, addressesRaw(failed))} />);
    expect(uiStore.getState().overlay?.id ?? null).toBe('AddressDrawer-new');
    const dialog = screen.getByRole('dialog', { name: 'New Address' });
    expect(dialog.querySelector<HTMLInputElement>('input[name="address[first_name]"]')!.value).toBe('<b>Ada</b>');
    expect(dialog.textContent).toContain('Country is not supported.');
  });

  it('a failed save of an address not on this page opens nothing (and locks nothing)', () => {
    const failed = { form_id: '9999', errors: { country: 'Country is not supported.' }, values: address, default: false };
    render(<AccountAddresses {...islandProps(addressesSchema, addressesRaw(failed))} />);
    expect(uiStore.getState().overlay?.id ?? null).toBeNull();
  });

  it("'Delete' asks first; the confirmation posts _method=delete to the address", () => {
    render(<AccountAddresses {...islandProps(addressesSchema, addressesRaw())} />);
    fireEvent.click(screen.getByRole('button', { name: /Delete.*12 Grove Lane/ }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    const form = dialog.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/account/addresses/3101');
    expect(new FormData(form).get('_method')).toBe('delete');
  });
});
