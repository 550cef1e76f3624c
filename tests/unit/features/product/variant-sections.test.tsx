// @vitest-environment jsdom
// Markup that depends on the selected variant follows the form through the section path:
// debounced, the newest answer only, silent on failure.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ProductForm, { schema } from '../../../../src/features/product/ProductForm';
import { createVariantSections, VARIANT_REFRESH_DELAY_MS } from '../../../../src/features/product/variant-sections';
import { resetProductStores } from '../../../../src/store/product';
import { islandProps } from '../../helpers/island-props';
import { formPayload, product, variant } from './fixture';

const UPSELLS = 'template--1__upsells';
const section = (id: string, inner: string) => `<section id="shopify-section-${id}" class="shopify-section">${inner}</section>`;
const upsells = (variantId: string) => section(UPSELLS, `<div data-refresh-on="variant"><p class="upsell-price">for variant ${variantId}</p></div>`);
const shown = () => document.querySelector('.upsell-price')?.textContent;

/** The Section Rendering API: each asked section rendered for the URL's ?variant=. */
function sectionRenderer() {
  const requests: string[] = [];
  const answers: (() => void)[] = [];
  const fetchMock = vi.fn((url: string) => {
    requests.push(url);
    const asked = new URL(url, 'http://shop.test');
    const body = JSON.stringify({ [UPSELLS]: upsells(asked.searchParams.get('variant') ?? '?') });
    // Answers wait until the test releases them, so their order can be chosen.
    return new Promise<Response>((resolve) => answers.push(() => resolve(new Response(body))));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, release: (i: number) => answers[i]!() };
}

let page: HTMLDivElement;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.history.replaceState(null, '', '/products/the-everyday');
  page = document.createElement('div');
  page.innerHTML = upsells('1') + section('template--1__faq', '<p class="faq">faq</p>');
  document.body.append(page);
});
afterEach(() => {
  cleanup();
  page.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetProductStores();
});

describe('variant sections', () => {
  it('re-renders the marked sections for ?variant= once the shopper settles, and only those', async () => {
    const server = sectionRenderer();
    const sections = createVariantSections(1);
    sections.follow('/products/the-everyday', 2);
    await vi.advanceTimersByTimeAsync(VARIANT_REFRESH_DELAY_MS - 1);
    sections.follow('/products/the-everyday', 3);
    await vi.advanceTimersByTimeAsync(VARIANT_REFRESH_DELAY_MS);
    expect(server.requests).toEqual([`/products/the-everyday?variant=3&sections=${UPSELLS}`]);
    server.release(0);
    await vi.waitFor(() => expect(shown()).toBe('for variant 3'));
    expect(document.querySelector('.faq')?.textContent).toBe('faq');
  });

  it('drops an answer a newer pick has overtaken, whatever order the answers arrive in', async () => {
    const server = sectionRenderer();
    const sections = createVariantSections(1);
    sections.follow('/products/the-everyday', 2);
    await vi.advanceTimersByTimeAsync(VARIANT_REFRESH_DELAY_MS);
    sections.follow('/products/the-everyday', 3);
    await vi.advanceTimersByTimeAsync(VARIANT_REFRESH_DELAY_MS);
    expect(server.requests).toHaveLength(2);
    server.release(1);
    await vi.waitFor(() => expect(shown()).toBe('for variant 3'));
    server.release(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toBe('for variant 3');
  });

  it('asks nothing for the variant the markup already shows, and a product switch drops what is on its way', async () => {
    const server = sectionRenderer();
    const sections = createVariantSections(1);
    sections.follow('/products/the-everyday', 1);
    await vi.advanceTimersByTimeAsync(VARIANT_REFRESH_DELAY_MS);
    expect(server.requests).toEqual([]);
    sections.follow('/products/the-everyday', 2);
    await vi.advanceTimersByTimeAsync(VARIANT_REFRESH_DELAY_MS);
    // The switch brings sections rendered for the new product's variant 5.
    sections.rendered(5);
    server.release(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown()).toBe('for variant 1');
    sections.follow('/products/the-drizzle', 5);
    await vi.advanceTimersByTimeAsync(VARIANT_REFRESH_DELAY_MS);
    expect(server.requests).toHaveLength(1);
  });

  it('a failed request leaves the page as it was, without a word to the shopper', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sections = createVariantSections(1);
    sections.follow('/products/the-everyday', 2);
    await vi.advanceTimersByTimeAsync(VARIANT_REFRESH_DELAY_MS);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(shown()).toBe('for variant 1');
  });

  it('picking a variant in the main product form brings the marked sections along', async () => {
    const server = sectionRenderer();
    const p = product([variant(1, ['500 ml']), variant(2, ['1 L'])]);
    render(<ProductForm {...islandProps(schema, formPayload(p, { selected_variant_id: 1 }))} />);
    fireEvent.click(screen.getByRole('radio', { name: '1 L' }));
    await act(() => vi.advanceTimersByTimeAsync(VARIANT_REFRESH_DELAY_MS));
    expect(server.requests).toEqual([`/products/the-everyday?variant=2&sections=${UPSELLS}`]);
    server.release(0);
    await vi.waitFor(() => expect(shown()).toBe('for variant 2'));
  });

  it("a form of another section (multi-product hero) leaves the page's sections alone", async () => {
    const server = sectionRenderer();
    const p = product([variant(1, ['500 ml']), variant(2, ['1 L'])]);
    render(<ProductForm {...islandProps(schema, formPayload(p, { scope: 'template--1__multi', selected_variant_id: 1 }))} />);
    fireEvent.click(screen.getByRole('radio', { name: '1 L' }));
    await act(() => vi.advanceTimersByTimeAsync(VARIANT_REFRESH_DELAY_MS));
    expect(server.requests).toEqual([]);
  });
});
