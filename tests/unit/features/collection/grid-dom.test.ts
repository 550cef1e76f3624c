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
      current: 2, total: 5, next_url: '/collections/all?page=3',
    });
    expect(readPageInfo(element(list('data-page-current="1" data-page-total="5" data-next-url="//evil.example/x"')))?.next_url).toBe('');
    expect(readPageInfo(element(list('data-page-current="x" data-page-total="5"')))).toBeNull();
  });

  it('takes the products of a fetched section, in order', () => {
    const html = section(list('data-page-current="2" data-page-total="2" data-next-url=""', '<li data-collection-item>A</li><li data-collection-item>B</li>'));
    const loaded = parseLoadedPage(html, 'main');
    expect(loaded.items.map((i) => i.textContent)).toEqual(['A', 'B']);
    expect(loaded.page).toEqual({ current: 2, total: 2, next_url: '' });
  });

  it('refuses a section without a product list (a page past the end)', () => {
    expect(() => parseLoadedPage(section('<p>There are no products on page 9.</p>'), 'main')).toThrow(/no product list/);
  });

  it('appends items and announces each to the island runtime', () => {
    document.body.innerHTML = list('', '<li data-collection-item>A</li>');
    const target = document.querySelector('[data-collection-items]')!;
    const announced: string[] = [];
    document.addEventListener(APPENDED_EVENT, (event) => announced.push((event.target as Element).textContent ?? ''));
    const fetched = parseLoadedPage(section(list('data-page-current="2" data-page-total="2"', '<li data-collection-item>B</li><li data-collection-item>C</li>')), 'main');
    appendItems(target, fetched.items);
    expect(Array.from(target.children, (c) => c.textContent)).toEqual(['A', 'B', 'C']);
    expect(announced).toEqual(['B', 'C']);
  });
});
