// @vitest-environment jsdom
// Storefront filtering as a theme reads it (tests/fixtures/filters-theme on a small shop):
// collection.filters and search.filters with Shopify's filter types, counts and links, filter.*
// parameters that narrow the products and their counts, and sort_by that reorders them.
import { describe, expect, it } from 'vitest';
import { filterShop } from './fixtures/filter-shop';
import { themeServerPerFile } from './helpers';

const fixture = themeServerPerFile('tests/fixtures/filters-theme', filterShop);

interface Shown {
  count: string;
  handles: string[];
  next: string | null;
  filters: Map<string, Element>;
  doc: Document;
}

async function show(pathname: string): Promise<Shown> {
  const res = await fetch(fixture.server.url + pathname);
  expect(res.status).toBe(200);
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  return {
    count: doc.querySelector('#Count')?.textContent ?? '',
    handles: [...doc.querySelectorAll('#Results li')].map((li) => li.textContent ?? ''),
    next: doc.querySelector('#Next')?.getAttribute('href') || null,
    filters: new Map([...doc.querySelectorAll('fieldset')].map((f) => [f.getAttribute('data-param')!, f])),
    doc,
  };
}

/** value → count of a list or boolean filter */
function counts(view: Shown, param: string): Record<string, number> {
  const labels = [...(view.filters.get(param)?.querySelectorAll('label') ?? [])];
  return Object.fromEntries(labels.map((l) => [l.getAttribute('data-value')!, Number(l.getAttribute('data-count'))]));
}

const link = (view: Shown, param: string, value: string, kind: 'add' | 'remove') =>
  view.filters.get(param)?.querySelector(`label[data-value="${value}"] a.${kind}`)?.getAttribute('href');

describe('collection.filters', () => {
  it("lists the shop's filters with their types, labels, values and counts", async () => {
    const view = await show('/collections/pantry');
    expect([...view.filters.keys()]).toEqual([
      'filter.v.availability',
      'filter.v.price',
      'filter.p.product_type',
      'filter.p.vendor',
      'filter.p.tag',
      'filter.v.option.size',
      'filter.v.option.color',
      'filter.p.m.custom.origin',
      'filter.p.m.custom.organic',
      'filter.v.m.custom.fabric',
    ]);
    const type = (param: string) => view.filters.get(param)?.getAttribute('data-type');
    expect([type('filter.v.availability'), type('filter.v.price'), type('filter.p.m.custom.organic')]).toEqual(['list', 'price_range', 'boolean']);
    expect(view.filters.get('filter.p.tag')?.getAttribute('data-operator')).toBe('AND');
    expect(view.filters.get('filter.v.availability')?.querySelector('legend')?.textContent).toBe('Availability');
    // A product with a sold-out variant counts as in stock and as out of stock.
    expect(counts(view, 'filter.v.availability')).toEqual({ 1: 4, 0: 2 });
    expect(counts(view, 'filter.p.product_type')).toEqual({ 'Gift Box': 1, Merch: 1, Oil: 2, Vinegar: 1 });
    expect(counts(view, 'filter.v.option.size')).toEqual({ '250 ml': 2, '500 ml': 2 });
    expect(counts(view, 'filter.p.m.custom.origin')).toEqual({ Italy: 2, Spain: 2 });
    expect(counts(view, 'filter.v.m.custom.fabric')).toEqual({ Canvas: 1, Linen: 1 });
    expect(view.filters.get('filter.v.m.custom.fabric')?.querySelector('legend')?.textContent).toBe('Fabric');
    expect(view.filters.get('filter.p.m.custom.organic')?.querySelector('output.true')?.textContent).toBe('Yes:2');
    expect(view.filters.get('filter.p.m.custom.organic')?.querySelector('output.false')?.textContent).toBe('No:1');
    expect(view.filters.get('filter.v.price')?.querySelector('output.range-max')?.textContent).toBe('$60.00');
    expect(view.count).toBe('5 of 5');
  });

  it('filter.v.availability=1 leaves out the sold-out product, and counts the narrowed view', async () => {
    const view = await show('/collections/pantry?filter.v.availability=1');
    expect(view.count).toBe('4 of 5');
    expect(view.handles).toEqual(['alpha-oil', 'beta-oil', 'delta-tote']);
    expect(view.next).toBe('/collections/pantry?filter.v.availability=1&page=2');
    expect((await show('/collections/pantry?filter.v.availability=1&page=2')).handles).toEqual(['epsilon-box']);
    expect(view.filters.get('filter.v.availability')?.querySelector('output.active')?.textContent).toBe('1');
    // Other filters count within the narrowed view; the filter's own values count as if each were picked alone.
    expect(counts(view, 'filter.p.product_type')).toEqual({ 'Gift Box': 1, Merch: 1, Oil: 2, Vinegar: 0 });
    expect(counts(view, 'filter.v.availability')).toEqual({ 1: 4, 0: 2 });
    expect(view.doc.querySelector('input[name="filter.v.availability"][value="1"]')?.hasAttribute('checked')).toBe(true);
  });

  it('variant filters hold on one same variant; values of a filter are OR-ed, filters AND-ed', async () => {
    // Alpha Oil has 500 ml (sold out) and stock (250 ml): not a 500 ml in stock.
    expect((await show('/collections/pantry?filter.v.option.size=500+ml&filter.v.availability=1')).handles).toEqual(['beta-oil']);
    expect((await show('/collections/pantry?filter.p.product_type=Oil&filter.p.product_type=Vinegar')).handles).toEqual([
      'alpha-oil',
      'beta-oil',
      'gamma-vinegar',
    ]);
    expect((await show('/collections/pantry?filter.p.product_type=Oil&filter.p.vendor=Bolt')).handles).toEqual(['beta-oil']);
    expect((await show('/collections/pantry?filter.v.option.color=Cream')).handles).toEqual(['delta-tote']);
    expect((await show('/collections/pantry?filter.p.m.custom.origin=Italy')).handles).toEqual(['beta-oil', 'gamma-vinegar']);
    expect((await show('/collections/pantry?filter.p.m.custom.organic=1')).handles).toEqual(['alpha-oil', 'epsilon-box']);
    expect((await show('/collections/pantry?filter.v.m.custom.fabric=Linen')).handles).toEqual(['delta-tote']);
    expect((await show('/collections/pantry?filter.v.m.custom.fabric=Linen&filter.v.option.color=Olive')).handles).toEqual([]);
    // Tags here are AND-ed (the filter's operator): Gift and Cooking.
    const tags = await show('/collections/pantry?filter.p.tag=Gift&filter.p.tag=Cooking');
    expect(tags.handles).toEqual(['alpha-oil', 'epsilon-box']);
    expect(tags.count).toBe('2 of 5');
  });

  it('narrows by price (major units in the URL, cents in Liquid) and prints the range back', async () => {
    const view = await show('/collections/pantry?filter.v.price.gte=15&filter.v.price.lte=25.00');
    expect(view.handles).toEqual(['alpha-oil', 'beta-oil', 'delta-tote']);
    const price = view.filters.get('filter.v.price')!;
    expect([...price.querySelectorAll('input')].map((i) => i.getAttribute('value'))).toEqual(['15.00', '25.00']);
    expect(price.querySelector('a.clear')?.getAttribute('href')).toBe('/collections/pantry');
    // Nonsense prices are no filter.
    expect((await show('/collections/pantry?filter.v.price.gte=abc')).count).toBe('5 of 5');
  });

  it('links add and remove a value, keep the other parameters and drop pagination', async () => {
    const view = await show('/collections/pantry?sort_by=title-ascending&filter.p.product_type=Oil&page=2');
    expect(link(view, 'filter.p.product_type', 'Vinegar', 'add')).toBe(
      '/collections/pantry?sort_by=title-ascending&filter.p.product_type=Oil&filter.p.product_type=Vinegar',
    );
    expect(link(view, 'filter.p.product_type', 'Oil', 'remove')).toBe('/collections/pantry?sort_by=title-ascending');
    expect(view.filters.get('filter.p.product_type')?.querySelector('a.clear')?.getAttribute('href')).toBe('/collections/pantry?sort_by=title-ascending');
    expect(link(view, 'filter.v.option.size', '250 ml', 'add')).toBe(
      '/collections/pantry?sort_by=title-ascending&filter.p.product_type=Oil&filter.v.option.size=250+ml',
    );
  });

  it('keeps hostile parameters escaped in the links', async () => {
    const view = await show('/collections/pantry?x=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(view.doc.querySelector('script:not([type])')?.textContent ?? '').not.toContain('alert(1)');
    expect(link(view, 'filter.p.vendor', 'Acme', 'add')).toBe('/collections/pantry?x=%22%3E%3Cscript%3Ealert%281%29%3C%2Fscript%3E&filter.p.vendor=Acme');
  });
});

describe('sorting', () => {
  const order = async (query: string) => (await show(`/collections/pantry?${query}`)).handles;
  const allOf = async (query: string) => [...(await order(query)), ...(await order(`${query}&page=2`))];

  it("lists Shopify's sort options and marks the one in use", async () => {
    const view = await show('/collections/pantry?sort_by=price-descending');
    const options = [...view.doc.querySelectorAll('select[name=sort_by] option')];
    expect(options.map((o) => o.getAttribute('value'))).toEqual([
      'manual',
      'best-selling',
      'title-ascending',
      'title-descending',
      'price-ascending',
      'price-descending',
      'created-ascending',
      'created-descending',
    ]);
    expect(view.doc.querySelector('option[selected]')?.getAttribute('value')).toBe('price-descending');
    expect((await show('/collections/pantry')).doc.querySelector('option[selected]')?.getAttribute('value')).toBe('manual');
  });

  it('reorders the products, filtered ones too', async () => {
    expect(await allOf('sort_by=price-ascending')).toEqual(['gamma-vinegar', 'alpha-oil', 'beta-oil', 'delta-tote', 'epsilon-box']);
    expect(await allOf('sort_by=title-descending')).toEqual(['gamma-vinegar', 'epsilon-box', 'delta-tote', 'beta-oil', 'alpha-oil']);
    expect(await allOf('sort_by=created-descending')).toEqual(['gamma-vinegar', 'epsilon-box', 'alpha-oil', 'delta-tote', 'beta-oil']);
    expect(await allOf('sort_by=best-selling')).toEqual(['delta-tote', 'beta-oil', 'alpha-oil', 'gamma-vinegar', 'epsilon-box']);
    expect(await order('sort_by=price-descending&filter.v.availability=1')).toEqual(['epsilon-box', 'delta-tote', 'beta-oil']);
  });
});

describe('search.filters', () => {
  it('filters and sorts the products found, with counts of the results', async () => {
    const all = await show('/search?q=oil');
    expect(all.handles).toEqual(['alpha-oil', 'beta-oil']);
    expect(counts(all, 'filter.v.availability')).toEqual({ 1: 2, 0: 1 });
    expect([...all.doc.querySelectorAll('select[name=sort_by] option')].map((o) => o.getAttribute('value'))).toEqual([
      'relevance',
      'price-ascending',
      'price-descending',
    ]);
    const narrowed = await show('/search?q=oil&filter.p.vendor=Bolt');
    expect(narrowed.handles).toEqual(['beta-oil']);
    expect(narrowed.count).toBe('1');
    expect(link(narrowed, 'filter.p.vendor', 'Bolt', 'remove')).toBe('/search?q=oil');
    expect((await show('/search?q=oil&sort_by=price-descending')).handles).toEqual(['beta-oil', 'alpha-oil']);
  });
});
