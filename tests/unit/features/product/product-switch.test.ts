// @vitest-environment jsdom
// The linked-product switch: fetch the page as HTML, hand the hero islands their props through the
// product store, swap the sections below the hero by id; anything that does not fit navigates.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onProductEntry } from '../../../../src/features/product/product-history';
import { SwitchRefused, planSwitch, switchOrNavigate } from '../../../../src/features/product/product-switch';
import { APPENDED_EVENT } from '../../../../src/lib/events';
import { MAIN_PRODUCT_SCOPE, productStore, resetProductStores } from '../../../../src/store/product';
import { formPayload, product, variant } from './fixture';

const MEDIA_LABELS = { region: 'Product images', previous: 'Previous image', next: 'Next image', thumbnail: 'Show image {index}', video: 'Play video {index}' };

interface PageOptions {
  handle: string;
  title: string;
  subtitle?: string;
  below?: [id: string, text: string][];
  roles?: ('form' | 'media')[];
  formProps?: Record<string, unknown>;
}

function island(widget: string, role: string, props: unknown): string {
  return `<div data-widget="${widget}" data-product-role="${role}"><script type="application/json" data-props>${JSON.stringify(props)}</script></div>`;
}

/** A product page as the preview renders it: header group, template sections in <main>, footer group. */
function page({
  handle,
  title,
  subtitle = '',
  below = [['template--1__upsells', `${title} upsells`]],
  roles = ['form', 'media'],
  formProps,
}: PageOptions): string {
  const p = product([variant(handle === 'the-everyday' ? 1 : 3, ['500 ml'])], { handle, title, url: `/products/${handle}` });
  const islands = [
    roles.includes('media') ? island('product-media', 'media', { scope: MAIN_PRODUCT_SCOPE, media: [], labels: MEDIA_LABELS }) : '',
    roles.includes('form') ? island('product-form', 'form', formProps ?? formPayload(p)) : '',
  ].join('');
  return `<!doctype html><html><head><title>${title} – Good Drop</title></head><body>
    <div id="shopify-section-sections--1__header">header</div>
    <main id="MainContent">
      <section id="shopify-section-template--1__main"><div data-product-hero data-product-handle="${handle}">
        <h1 data-product-title>${title}</h1><p data-product-subtitle${subtitle ? '' : ' hidden'}>${subtitle}</p>${islands}
      </div></section>
      ${below.map(([id, text]) => `<section id="shopify-section-${id}"><p>${text}</p></section>`).join('')}
    </main>
    <div id="shopify-section-sections--1__footer">footer</div></body></html>`;
}

function showPage(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.title = doc.title;
  document.body.innerHTML = doc.body.innerHTML;
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const text = (selector: string) => document.querySelector(selector)?.textContent;
const store = () => productStore(MAIN_PRODUCT_SCOPE);

function answer(html: string, status = 200) {
  const fetchMock = vi.fn(async (_url: string) => new Response(html, { status, headers: { 'content-type': 'text/html' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/products/the-everyday?variant=1');
  showPage(
    page({
      handle: 'the-everyday',
      title: 'The Everyday',
      subtitle: 'For cooking',
      below: [
        ['template--1__upsells', 'Everyday upsells'],
        ['template--1__faq', 'Everyday faq'],
      ],
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetProductStores();
});

describe('linked product switch', () => {
  it('switches in place: hero props through the store, texts, and the sections below the hero by id', async () => {
    const drizzle = page({
      handle: 'the-drizzle',
      title: 'The Drizzle',
      below: [
        ['template--1__upsells', 'Drizzle upsells'],
        ['template--1__faq', 'Drizzle faq'],
      ],
    });
    const fetchMock = answer(drizzle);
    // Markup an app put between the sections is not a section: swapping by id leaves it in place.
    document.getElementById('shopify-section-template--1__upsells')!.after(Object.assign(document.createElement('div'), { id: 'app-banner' }));
    const appended: string[] = [];
    document.addEventListener(APPENDED_EVENT, (event) => appended.push((event.target as Element).id));
    const navigate = vi.fn();

    expect(await switchOrNavigate('/products/the-drizzle', { navigate })).toBe('switched');

    expect(fetchMock.mock.calls[0]![0]).toBe('/products/the-drizzle');
    expect(navigate).not.toHaveBeenCalled();
    const state = store().getState();
    expect(state.props.form).toMatchObject({ product: { handle: 'the-drizzle' } });
    expect(state.props.media).toMatchObject({ scope: MAIN_PRODUCT_SCOPE, media: [] });
    expect(text('[data-product-title]')).toBe('The Drizzle');
    expect(document.querySelector('[data-product-subtitle]')!.hasAttribute('hidden')).toBe(true);
    expect(text('#shopify-section-template--1__upsells')).toBe('Drizzle upsells');
    expect(text('#shopify-section-template--1__faq')).toBe('Drizzle faq');
    expect(text('#shopify-section-sections--1__footer')).toBe('footer');
    expect(document.getElementById('app-banner')!.previousElementSibling!.id).toBe('shopify-section-template--1__upsells');
    expect(appended).toEqual(['shopify-section-template--1__upsells', 'shopify-section-template--1__faq']);
    expect(document.title).toBe('The Drizzle – Good Drop');
    expect(window.location.pathname + window.location.search).toBe('/products/the-drizzle');
  });

  it('a page whose sections below the hero are not the same ids (another template) navigates, changing nothing', async () => {
    answer(
      page({
        handle: 'the-duo',
        title: 'The Duo',
        below: [
          ['template--2__upsells', 'Duo upsells'],
          ['template--2__faq', 'Duo faq'],
        ],
      }),
    );
    const navigate = vi.fn();
    expect(await switchOrNavigate('/products/the-duo', { navigate })).toBe('navigated');
    expect(navigate).toHaveBeenCalledWith('/products/the-duo');
    expect(store().getState().props).toEqual({});
    expect(text('[data-product-title]')).toBe('The Everyday');
    expect(text('#shopify-section-template--1__upsells')).toBe('Everyday upsells');
  });

  it('refuses a page with fewer sections below the hero, or a hero with other islands', () => {
    const here = document;
    expect(() => planSwitch(here, parse(page({ handle: 'x', title: 'X', below: [['template--1__upsells', 'x']] })))).toThrow(SwitchRefused);
    const noMedia = page({
      handle: 'x',
      title: 'X',
      below: [
        ['template--1__upsells', 'x'],
        ['template--1__faq', 'y'],
      ],
      roles: ['form'],
    });
    expect(() => planSwitch(here, parse(noMedia))).toThrow(/lacks the "media" island/);
  });

  it('refuses props that break a contract, naming the key', async () => {
    const broken = formPayload(product([variant(3, ['500 ml'])], { handle: 'the-drizzle', url: '/products/the-drizzle' }));
    delete broken.money_format;
    answer(
      page({
        handle: 'the-drizzle',
        title: 'The Drizzle',
        below: [
          ['template--1__upsells', 'u'],
          ['template--1__faq', 'f'],
        ],
        formProps: broken,
      }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const navigate = vi.fn();
    expect(await switchOrNavigate('/products/the-drizzle', { navigate })).toBe('navigated');
    expect(navigate).toHaveBeenCalledWith('/products/the-drizzle');
    expect(String(warn.mock.calls[0]![1])).toContain('"form" props.money_format');
    expect(store().getState().props).toEqual({});
  });

  it('a failed request (status or network) navigates to the product', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer('oops', 500);
    const navigate = vi.fn();
    expect(await switchOrNavigate('/products/the-drizzle', { navigate })).toBe('navigated');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await switchOrNavigate('/products/the-duo', { navigate })).toBe('navigated');
    expect(navigate.mock.calls).toEqual([['/products/the-drizzle'], ['/products/the-duo']]);
    expect(text('#shopify-section-template--1__upsells')).toBe('Everyday upsells');
  });

  it('a switch is a history entry of its own; Back to the product left is reported with its URL', async () => {
    const below: [string, string][] = [
      ['template--1__upsells', 'u'],
      ['template--1__faq', 'f'],
    ];
    answer(page({ handle: 'the-drizzle', title: 'The Drizzle', below }));
    const length = window.history.length;
    expect(await switchOrNavigate('/products/the-drizzle', { navigate: vi.fn() })).toBe('switched');
    expect(window.history.length).toBe(length + 1);
    const reported: [string, number][] = [];
    const stop = onProductEntry((url, scrollY) => reported.push([url, scrollY]));
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
    stop();
    expect(reported).toEqual([['/products/the-everyday?variant=1', 0]]);
    // Switching back for Back or Forward writes no entry: the address bar already has the URL.
    answer(page({ handle: 'the-everyday', title: 'The Everyday', below }));
    expect(await switchOrNavigate('/products/the-everyday?variant=1', { navigate: vi.fn(), history: 'none' })).toBe('switched');
    expect(window.history.length).toBe(length + 1);
    expect(text('[data-product-title]')).toBe('The Everyday');
  });

  it('an abandoned switch (a newer choice) neither changes the page nor navigates', async () => {
    answer(
      page({
        handle: 'the-drizzle',
        title: 'The Drizzle',
        below: [
          ['template--1__upsells', 'u'],
          ['template--1__faq', 'f'],
        ],
      }),
    );
    const controller = new AbortController();
    const navigate = vi.fn();
    const pending = switchOrNavigate('/products/the-drizzle', { navigate, signal: controller.signal });
    controller.abort();
    expect(await pending).toBe('abandoned');
    expect(navigate).not.toHaveBeenCalled();
    expect(text('[data-product-title]')).toBe('The Everyday');
  });
});
