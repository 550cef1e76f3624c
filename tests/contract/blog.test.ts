// @vitest-environment jsdom
// The glog as the preview serves it: the blog, tag and search pages embed the article data the grid
// reads (§7), hostile tagged/page values render harmlessly, the article page carries tags, related
// articles and structured data, and the article-grid island's first render is the server's markup.
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import ArticleGrid, { schema } from '../../src/features/blog/ArticleGrid';
import { readArticleData } from '../../src/features/blog/article-data';
import { islandProps } from '../unit/helpers/island-props';
import { sampleServerPerFile } from './helpers';

const sample = sampleServerPerFile();
afterEach(cleanup);

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

async function page(pathname: string, status = 200): Promise<Document> {
  const res = await sample.shopper.fetch(pathname);
  expect(res.status, pathname).toBe(status);
  return parse(await res.text());
}

function data(doc: Document) {
  const found = readArticleData(doc.documentElement.outerHTML);
  if (!found) throw new Error('no article data');
  return found;
}

const gridHost = (doc: Document) => doc.querySelector('[data-widget="article-grid"]')!;
function gridProps(doc: Document) {
  const script = gridHost(doc).querySelector('script[data-props]')!;
  return islandProps(schema, JSON.parse(script.textContent ?? ''));
}
const glog = () => sample.server.shop.data.blogs[0]!;
const mainText = (doc: Document) => doc.querySelector('main')?.textContent?.replace(/\s+/g, ' ') ?? '';

describe('blog pages embed their article data', () => {
  it('the blog: page info, its 9 newest articles and the shown tags (no Featured_)', async () => {
    const doc = await page('/blogs/glog');
    const { page: info, articles } = data(doc);
    expect(info).toEqual({
      current: 1,
      total: Math.ceil(glog().articles.length / 9),
      items: glog().articles.length,
      next_url: '/blogs/glog?page=2',
      previous_url: null,
    });
    expect(articles.map((a) => a.url)).toEqual(
      glog()
        .articles.slice(0, 9)
        .map((a) => `/blogs/glog/${a.handle}`),
    );
    const props = gridProps(doc);
    expect(props.tags.map((t) => t.tag)).toContain('Kitchen Talk');
    expect(props.tags.some((t) => t.tag.startsWith('Featured_'))).toBe(false);
    expect(articles.flatMap((a) => a.tags).some((t) => t.startsWith('Featured_'))).toBe(false);
    expect(doc.querySelector('main')!.innerHTML).not.toContain('Featured_');
  });

  it('articles without an image carry none and their card shows the placeholder', async () => {
    const doc = await page('/blogs/glog');
    const plain = data(doc).articles.find((a) => a.image === null);
    expect(plain).toBeDefined();
    const card = [...doc.querySelectorAll('.article-card')].find((c) => c.querySelector('.card__link')?.getAttribute('href') === plain!.url)!;
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.article-card__placeholder')).not.toBeNull();
  });

  it('a tag with accents and a curly apostrophe: the handle the theme links to lists its article', async () => {
    const article = glog().articles[3]!;
    article.tags.push('Crème brûlée', 'Chef’s Pick');
    try {
      for (const handle of ['creme-brulee', 'chefs-pick']) {
        expect(
          data(await page(`/blogs/glog/tagged/${handle}`)).articles.map((a) => a.url),
          handle,
        ).toEqual([`/blogs/glog/${article.handle}`]);
      }
    } finally {
      article.tags.splice(-2);
    }
  });

  it('a tag page and its next page, through the Section Rendering API as the grid asks for them', async () => {
    const recipes = glog().articles.filter((a) => a.tags.includes('Recipes'));
    expect(recipes.length).toBeGreaterThan(9);
    const first = data(await page('/blogs/glog/tagged/recipes'));
    expect(first.page).toMatchObject({ current: 1, items: recipes.length, next_url: '/blogs/glog/tagged/recipes?page=2' });
    const sectionId = gridProps(await page('/blogs/glog')).section_id;
    const res = await sample.shopper.fetch(`/blogs/glog/tagged/recipes?page=2&section_id=${encodeURIComponent(sectionId)}`);
    expect(res.status).toBe(200);
    const second = readArticleData(await res.text());
    expect(second?.page).toMatchObject({ current: 2, previous_url: '/blogs/glog/tagged/recipes?page=1' });
    expect(second?.articles.map((a) => a.title)).toEqual(recipes.slice(9, 18).map((a) => a.title));
  });

  it('the article search page embeds its articles, 24 a page, with next_url', async () => {
    const doc = await page('/search?q=oil&type=article');
    const found = data(doc);
    expect(found.articles.length).toBe(Math.min(24, found.page.items));
    expect(found.page.items).toBeGreaterThan(24);
    expect(found.page.next_url).toBe('/search?q=oil&type=article&page=2');
    expect(data(await page('/search?q=zzzzqqq&type=article'))).toEqual({
      page: { current: 1, total: 1, items: 0, next_url: null, previous_url: null },
      articles: [],
    });
  });
});

describe('bad input renders harmlessly', () => {
  it('a page past the end shows the first page; a page that is not a number is page 1', async () => {
    for (const query of ['?page=99', '?page=999999', '?page=-1', '?page=abc', `?page=${'9'.repeat(10_240)}`]) {
      const doc = await page(`/blogs/glog${query}`);
      expect(data(doc).page.current, query).toBe(1);
      expect(data(doc).articles, query).toHaveLength(9);
      expect(doc.querySelector('.article-pager__status')?.textContent, query).toMatch(/^Page 1 of \d+$/);
    }
  });

  it('an unknown or hostile tag shows the empty state with the tag as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    const doc = await page(`/blogs/glog/tagged/${encodeURIComponent(hostile)}`);
    expect(doc.querySelector('main img[src="x"]')).toBeNull();
    expect(doc.querySelector('.article-grid__empty-text')?.textContent).toBe(`Oops! No results for ${hostile}.`);
    expect(doc.querySelector('.article-grid__empty a')?.textContent).toBe('Clear Search');
    expect(gridProps(doc).current_tag).toBe(hostile);
    expect(mainText(await page('/blogs/glog/tagged/nope'))).toContain('Oops! No results for nope.');
  });

  it('tagged and search query values are never reflected by the server, and 10 KB ones are served', async () => {
    const long = 'x'.repeat(10_240);
    const doc = await page(`/blogs/glog?tagged=%3Cscript%3Ealert(1)%3C%2Fscript%3E&search=${long}`);
    expect(doc.querySelector('main')!.innerHTML).not.toContain('<script>alert(1)');
    expect(data(doc).articles).toHaveLength(9);
  });
});

describe('article page', () => {
  it('has title, date, author, tags without Featured_, related articles and Article structured data', async () => {
    const article = glog().articles.find((a) => a.tags.includes('Featured_Home') && a.image)!;
    const doc = await page(`/blogs/glog/${article.handle}`);
    expect(doc.querySelector('h1')?.textContent).toBe(article.title);
    expect(doc.querySelector('.article__meta time')?.getAttribute('datetime')).toBeTruthy();
    expect(mainText(doc)).toContain(`by ${article.author}`);
    const hero = doc.querySelector('.article__image img')!;
    expect(hero.getAttribute('loading')).toBe('eager');
    expect(hero.getAttribute('fetchpriority')).toBe('high');
    const tags = [...doc.querySelectorAll('.article__footer .tag')].map((t) => t.textContent);
    expect(tags).toEqual(article.tags.filter((t) => !t.startsWith('Featured_')));
    const related = [...doc.querySelectorAll('.related-articles .card__link')].map((a) => a.getAttribute('href'));
    expect(related).toHaveLength(3);
    expect(related).not.toContain(`/blogs/glog/${article.handle}`);
    const sharing = glog().articles.filter((a) => a.id !== article.id && a.tags.some((t) => tags.includes(t)));
    expect(related[0]).toBe(`/blogs/glog/${sharing[0]!.handle}`);
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Article', headline: article.title, author: { name: article.author } });
  });

  it('an article without an image has no hero image', async () => {
    const article = glog().articles.find((a) => a.image === null)!;
    const doc = await page(`/blogs/glog/${article.handle}`);
    expect(doc.querySelector('.article__image')).toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe(article.title);
  });
});

/** An element's tag, attributes (minus the ones that only differ by origin) and children, text trimmed. */
function shape(el: Element): unknown {
  const attrs = Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => a!.localeCompare(b!)));
  const children = [...el.childNodes].flatMap((n) => {
    if (n.nodeType === 3) return n.textContent!.trim() ? [n.textContent!.replace(/\s+/g, ' ').trim()] : [];
    return n.nodeType === 1 ? [shape(n as Element)] : [];
  });
  return { tag: el.tagName.toLowerCase(), attrs, children };
}

describe('the island takes over without re-rendering', () => {
  it('renders the same cards, results and pager status as the server', async () => {
    const doc = await page('/blogs/glog');
    const host = gridHost(doc);
    const { container } = render(createElement(ArticleGrid, gridProps(doc)));
    const cards = (root: ParentNode) => [...root.querySelectorAll('.article-grid__results .article-card')].map(shape);
    expect(cards(host)).toHaveLength(9);
    expect(cards(container)).toEqual(cards(host));
    expect(container.querySelector('.article-grid__results')!.className).toBe(host.querySelector('.article-grid__results')!.className);
    expect(container.querySelector('.article-pager__status')!.textContent).toBe(host.querySelector('.article-pager__status')!.textContent);
    const labels = (root: ParentNode) => [...root.querySelectorAll('.tag')].map((t) => `${t.className}:${t.textContent}`);
    expect(labels(container)).toEqual(labels(host));
    expect(shape(container.querySelector('.article-search__input')!)).toEqual(shape(host.querySelector('.article-search__input')!));
  });
});
