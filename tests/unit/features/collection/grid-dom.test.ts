// @vitest-environment jsdom
// The grid's server markup: page info from data attributes (only same-shop next URLs), the
// products of a fetched section, and appending them with the `appended` event for their islands.
import { describe, expect, it } from 'vitest';
import { appendItems, parseLoadedPage, readPageInfo } from '../../../../src/features/collection/grid-dom';
import { APPENDED_EVENT } from '../../../../src/lib/events';

const list = (attrs: string, items = '') => `<ul data-collection-items ${attrs}>${items}</ul>`;
const section = (inner: string) => `<section id="shopify-section-main" class="shopify-section"><div data-collection-section>${inner}</div></section>`;

function element(html: string): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
}

describe('collection grid markup', () => {
  it('reads the page info, following only same-shop next URLs', () => {
    expect(readPageInfo(element(list('data-page-current="2" data-page-total="5" data-next-url="/collections/all?page=3"')))).toEqual({
      current: 2,
      total: 5,
      next_url: '/collections/all?page=3',
    });
    expect(readPageInfo(element(list('data-page-current="1" data-page-total="5" data-next-url="//evil.example/x"')))?.next_url).toBe('');
    expect(readPageInfo(element(list('data-page-current="x" data-page-total="5"')))).toBeNull();
  });

  it('takes the product list of a fetched section, whole', () => {
    const html = section(list('data-page-current="2" data-page-total="2" data-next-url=""', '<li data-collection-item>A</li><li data-collection-item>B</li>'));
    const loaded = parseLoadedPage(html, 'main');
    expect(loaded.items).toHaveLength(1);
    expect(Array.from(loaded.items[0]!.children, (li) => li.textContent)).toEqual(['A', 'B']);
    expect(loaded.page).toEqual({ current: 2, total: 2, next_url: '' });
  });

  it('refuses a section without products (a page past the end, an empty list)', () => {
    expect(() => parseLoadedPage(section('<p>There are no products on page 9.</p>'), 'main')).toThrow(/no product list/);
    expect(() => parseLoadedPage(section(list('data-page-current="2" data-page-total="2"')), 'main')).toThrow(/no product list/);
  });

  it('appends the page after the ones shown and announces it to the island runtime', () => {
    document.body.innerHTML = `<div data-collection-pages>${list('data-page-current="1" data-page-total="2"', '<li data-collection-item>A</li>')}</div>`;
    const pages = document.querySelector('[data-collection-pages]')!;
    const announced: string[] = [];
    document.addEventListener(APPENDED_EVENT, (event) => announced.push((event.target as Element).textContent ?? ''));
    const fetched = parseLoadedPage(
      section(list('data-page-current="2" data-page-total="2"', '<li data-collection-item>B</li><li data-collection-item>C</li>')),
      'main',
    );
    appendItems(pages, fetched.items);
    expect(Array.from(pages.querySelectorAll('[data-collection-item]'), (c) => c.textContent)).toEqual(['A', 'B', 'C']);
    expect(announced).toEqual(['BC']);
  });
});
