// @vitest-environment jsdom
// Switching account views without a reload: the address bar, the section swapped by id through
// the section rendering path after the 300 ms view loading, focus on the new heading, and the
// page-load fallback when the swap cannot happen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAccountView, VIEW_LOADING_MS, viewLinkOf, type ViewSwitchDeps } from '../../../../src/features/account/account-views';

const ID = 'template--1__main';

function sectionHtml(view: string, heading: string): string {
  return (
    `<section id="shopify-section-${ID}" class="shopify-section"><div data-account-view="${view}" data-account-title="${view} – Shop">` +
    `<h1 tabindex="-1" data-account-heading>${heading}</h1><div data-account-content><a href="/account?view=orders" data-account-view-link>Orders</a></div></div></section>`
  );
}

function harness(answer: () => Promise<Record<string, string | null>>) {
  document.body.innerHTML = `<main>${sectionHtml('overview', 'Hi, Olive')}</main>`;
  const deps: ViewSwitchDeps = {
    doc: document,
    history: { pushState: vi.fn() },
    location: { href: 'http://shop.test/account', origin: 'http://shop.test', assign: vi.fn() },
    fetchSections: vi.fn(answer),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
  return deps;
}

const heading = () => document.querySelector('h1')?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('showAccountView', () => {
  it('pushes the view URL, shows loading for 300 ms, then swaps the section and focuses its heading', async () => {
    const deps = harness(() => Promise.resolve({ [ID]: sectionHtml('orders', 'Your latest orders, Olive') }));
    const done = showAccountView('http://shop.test/account?view=orders', true, deps);
    expect(deps.history.pushState).toHaveBeenCalledWith({ accountView: '/account?view=orders' }, '', '/account?view=orders');
    expect(deps.fetchSections).toHaveBeenCalledWith('/account?view=orders', [ID], expect.anything());
    expect(document.querySelector('[data-account-content]')?.getAttribute('aria-busy')).toBe('true');
    await vi.advanceTimersByTimeAsync(VIEW_LOADING_MS - 1);
    expect(heading()).toBe('Hi, Olive');
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe(true);
    expect(heading()).toBe('Your latest orders, Olive');
    expect(document.title).toBe('orders – Shop');
    expect(document.activeElement).toBe(document.querySelector('h1'));
    expect(document.querySelector('[data-account-content]')?.hasAttribute('aria-busy')).toBe(false);
    expect(deps.location.assign).not.toHaveBeenCalled();
  });

  it('back/forward swap without a new history entry', async () => {
    const deps = harness(() => Promise.resolve({ [ID]: sectionHtml('addresses', 'Your locations, Olive') }));
    const done = showAccountView('/account/addresses', false, deps);
    await vi.advanceTimersByTimeAsync(VIEW_LOADING_MS);
    await expect(done).resolves.toBe(true);
    expect(deps.history.pushState).not.toHaveBeenCalled();
    expect(heading()).toBe('Your locations, Olive');
  });

  it('loads the page when the answer has no such section or the call fails', async () => {
    const missing = harness(() => Promise.resolve({ [ID]: null }));
    const first = showAccountView('/account?view=orders', true, missing);
    await vi.advanceTimersByTimeAsync(VIEW_LOADING_MS);
    await expect(first).resolves.toBe(false);
    expect(missing.location.assign).toHaveBeenCalledWith('/account?view=orders');

    const failing = harness(() => Promise.reject(new Error('Network Error')));
    const second = showAccountView('/account/addresses', true, failing);
    await vi.advanceTimersByTimeAsync(VIEW_LOADING_MS);
    await expect(second).resolves.toBe(false);
    expect(failing.location.assign).toHaveBeenCalledWith('/account/addresses');
    expect(heading()).toBe('Hi, Olive');
  });

  it('never swaps in another origin', async () => {
    const deps = harness(() => Promise.resolve({}));
    await expect(showAccountView('https://evil.example/account', true, deps)).resolves.toBe(false);
    expect(deps.fetchSections).not.toHaveBeenCalled();
    expect(deps.history.pushState).not.toHaveBeenCalled();
  });
});

describe('viewLinkOf', () => {
  it('names the view of a marked link, and nothing for other links', () => {
    document.body.innerHTML =
      '<a id="v" href="/account?view=orders" data-account-view-link><span>Orders</span></a><a id="o" href="/account/orders/1">#1</a>' +
      '<a id="x" href="https://evil.example/account" data-account-view-link>x</a>';
    expect(viewLinkOf(document.querySelector('#v span'), location.origin)).toBe('/account?view=orders');
    expect(viewLinkOf(document.querySelector('#o'), location.origin)).toBeNull();
    expect(viewLinkOf(document.querySelector('#x'), location.origin)).toBeNull();
  });
});
