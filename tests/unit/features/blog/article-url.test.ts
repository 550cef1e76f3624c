// The article grid's address-bar state: tagged, search and page read (hostile values included)
// and written back on the blog's URL.
import { describe, expect, it } from 'vitest';
import { MAX_PARAM_LENGTH, queryFromLocation, urlForQuery } from '../../../../src/features/blog/article-url';
import { TAGS } from './fixture';

const BLOG = '/blogs/glog';
const read = (url: string) => {
  const { pathname, search } = new URL(url, 'http://shop.test');
  return queryFromLocation({ pathname, search }, BLOG, TAGS);
};

describe('reading the URL', () => {
  it('reads tagged, search and page', () => {
    expect(read('/blogs/glog')).toEqual({ tag: null, search: '', page: 1 });
    expect(read('/blogs/glog?tagged=recipes&page=2')).toEqual({ tag: 'recipes', search: '', page: 2 });
    expect(read('/blogs/glog?search=lemon%20cake')).toEqual({ tag: null, search: 'lemon cake', page: 1 });
  });

  it('a known tag is kept as its URL piece, whichever way it is written', () => {
    expect(read('/blogs/glog?tagged=Kitchen%20Talk').tag).toBe('kitchen-talk');
    expect(read('/blogs/glog?tagged=Q%26A').tag).toBe('q-a');
    expect(read('/blogs/glog/tagged/recipes').tag).toBe('recipes');
    expect(read('/blogs/glog/tagged/Q%26A').tag).toBe('q-a');
  });

  it('search wins over tagged, which wins over the /tagged/ path', () => {
    expect(read('/blogs/glog/tagged/recipes?tagged=kitchen-talk')).toEqual({ tag: 'kitchen-talk', search: '', page: 1 });
    expect(read('/blogs/glog?tagged=recipes&search=oil')).toEqual({ tag: null, search: 'oil', page: 1 });
  });

  it('keeps hostile values as text, trimmed and capped, and an unknown tag as written', () => {
    expect(read('/blogs/glog?tagged=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E').tag).toBe('"><script>alert(1)</script>');
    const long = read(`/blogs/glog?search=${'a'.repeat(10_240)}`);
    expect(long.search).toHaveLength(MAX_PARAM_LENGTH);
    expect(read('/blogs/glog?search=%20%20&tagged=').tag).toBeNull();
    expect(read('/blogs/glog/tagged/%E0%A4%A').tag).toBeNull(); // malformed escape
  });

  it('a page that is not a small whole number is page 1', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '<b>2</b>', '9'.repeat(20), '']) expect(read(`/blogs/glog?page=${encodeURIComponent(page)}`).page).toBe(1);
    expect(read('/blogs/glog?page=999999').page).toBe(999_999);
  });
});

describe('writing the URL', () => {
  const at = 'http://shop.test/blogs/glog/tagged/recipes?page=3&view=grid#top';

  it('moves to the blog URL and keeps other parameters', () => {
    expect(urlForQuery({ tag: 'kitchen-talk', search: '', page: 1 }, BLOG, at)).toBe('/blogs/glog?view=grid&tagged=kitchen-talk#top');
    expect(urlForQuery({ tag: null, search: 'lemon cake', page: 2 }, BLOG, at)).toBe('/blogs/glog?page=2&view=grid&search=lemon+cake#top');
    expect(urlForQuery({ tag: null, search: '', page: 1 }, BLOG, at)).toBe('/blogs/glog?view=grid#top');
  });

  it('round-trips a hostile search term', () => {
    const term = '"><img src=x onerror=alert(1)>&page=9';
    const url = urlForQuery({ tag: null, search: term, page: 1 }, BLOG, 'http://shop.test/blogs/glog');
    expect(read(url)).toEqual({ tag: null, search: term, page: 1 });
  });
});
