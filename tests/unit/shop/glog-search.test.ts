// The glog's search (/search?type=article, which the glog's grid asks) on the real sample shop:
// a word finds the articles that hold it; typos are read only in long words the shop has no word for.
import { describe, expect, it } from 'vitest';
import { loadShopData } from '../../../preview/data/load';
import { createCatalog } from '../../../preview/shop/catalog';
import { createSearch } from '../../../preview/shop/search';
import { htmlToText } from '../../../preview/shop/search-records';

const data = loadShopData();
const search = createSearch(createCatalog(data));
const glog = data.blogs.find((b) => b.handle === 'glog')!;
const found = (query: string) => search.articles(query, { limit: 1000 }).hits.map((h) => h.handle);

/** The glog's articles with a word that is `word` or begins with it, in any field the search reads. */
function articlesHolding(word: string): string[] {
  const startsAWord = new RegExp(`(^|[^\\p{L}\\p{N}])${word}`, 'iu');
  return glog.articles
    .filter((a) => [a.title, ...a.tags, glog.title, a.author, htmlToText(a.body_html)].some((text) => startsAWord.test(text)))
    .map((a) => a.handle);
}

describe("the glog's search", () => {
  it('finds exactly the articles about cake for "cake", and not the vinaigrette that says "make"', () => {
    const cake = articlesHolding('cake');
    expect(cake).toContain('olive-oil-cake-that-stays-moist-for-days');
    expect(found('cake').sort()).toEqual(cake.sort());
    expect(found('cake')).not.toContain('the-only-vinaigrette-you-need');
    expect(found('Cakes').sort()).toEqual(articlesHolding('cakes').sort());
  });

  it('lists what matches as typed, or as the start of a word, first and alone: a typo is not read beside it', () => {
    for (const word of ['bread', 'salad', 'toast', 'past']) {
      const hits = found(word);
      expect(hits.sort(), word).toEqual(articlesHolding(word).sort());
    }
    // Articles with the word in their title come before those with it only further down.
    const titled = glog.articles.filter((a) => /\bpasta/i.test(a.title)).map((a) => a.handle);
    expect(found('past').slice(0, titled.length).sort()).toEqual(titled.sort());
  });

  it('still finds a long word typed with a typo (two from 8 letters), a swap of neighbours counting one', () => {
    expect(found('focacia')).toEqual(['focaccia-for-people-who-are-scared-of-bread']);
    expect(found('shakshka')).toEqual(['shakshuka-for-a-crowd']);
    expect(found('vinagrete')).toEqual(articlesHolding('vinaigrette'));
    expect(found('chikpeas')).toEqual(articlesHolding('chickpeas'));
  });

  it('reads no typo in a word under 5 letters', () => {
    // Each is one typo away from a word the glog holds ("cake", "bread", "lemon" …).
    for (const word of ['caek', 'bred', 'lemn', 'oyl']) expect(found(word), word).toEqual([]);
  });
});
