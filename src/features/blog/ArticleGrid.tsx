/**
 * The glog's article grid (widget `article-grid`). Liquid renders the first view; this takes over
 * with the same markup and filters by tag, searches and pages in place, keeping `tagged`, `search`
 * and `page` in the address bar (back and forward restore them).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { scrollToElement, type ScrollOffsets } from '../../lib/scroll-to';
import { ArticleCard } from './ArticleCard';
import { ArticleSearchForm, TagFilter } from './ArticleControls';
import { ArticlePager } from './ArticlePager';
import { initialListState, type ArticleGridProps } from './article-grid-props';
import { findTag, gridView, type ArticleListState, type BlogTag } from './article-list';
import { createArticleList } from './article-list-store';
import { fetchArticlePage } from './article-pages';
import { searchArticles } from './article-search';
import { queryFromLocation, urlForQuery } from './article-url';
import { fill } from '../../lib/fill';

export { schema } from './article-grid-props';

/** Spec §9: the article grid scrolls into view 56 px below the top on desktop, 122 px on mobile. */
export const GRID_SCROLL_OFFSETS: ScrollOffsets = { desktop: 56, mobile: 122 };

/** What the shown list was asked for, as text: the search term, or the tag's label. */
function askedFor(state: ArticleListState, tags: readonly BlogTag[]): string | null {
  const { search, tag } = state.shown;
  if (search !== '') return search;
  if (tag !== null) return findTag(tags, tag)?.tag ?? tag;
  return null;
}

export default function ArticleGrid(props: ArticleGridProps) {
  const { blog, tags, texts } = props;
  const results = useRef<HTMLDivElement>(null);
  const [list] = useState(() =>
    createArticleList(initialListState(props), {
      blogUrl: blog.url,
      tags,
      fetchPage: (url) => fetchArticlePage(url, props.section_id),
      search: (term) => searchArticles(term, { searchUrl: props.search_url, blogUrl: blog.url }),
      writeUrl: (query, mode) => {
        const url = urlForQuery(query, blog.url, window.location.href);
        if (mode === 'push') window.history.pushState(window.history.state, '', url);
        else window.history.replaceState(window.history.state, '', url);
      },
    }),
  );
  const state = useSyncExternalStore(list.store.subscribe, list.store.getState);

  // After a page turn the shopper asked for, the grid comes into view and takes focus, so the
  // next Tab reaches the first card.
  useEffect(() => {
    const target = results.current;
    if (state.turns === 0 || !target) return;
    scrollToElement(target, GRID_SCROLL_OFFSETS);
    target.focus({ preventScroll: true });
  }, [state.turns]);

  useEffect(() => {
    const fromAddressBar = () => list.restore(queryFromLocation(window.location, blog.url, tags));
    window.addEventListener('popstate', fromAddressBar);
    fromAddressBar();
    return () => {
      window.removeEventListener('popstate', fromAddressBar);
      list.dispose();
    };
  }, [list, blog.url, tags]);

  const view = gridView(state);
  const { query } = state;
  const asked = askedFor(state, tags);
  const count = fill(view.items === 1 ? texts.results_one : texts.results_other, { count: view.items });
  const pageStatus = view.showPager ? fill(texts.page_status, { current: view.page, total: view.pages }) : null;
  // Announced only once the shopper (or the address bar) changed the list: how many, which page.
  const status = !state.changed
    ? ''
    : state.loading && !state.failed && state.query !== state.shown
      ? texts.loading
      : [count, pageStatus].filter(Boolean).join('. ');

  return (
    <>
      <div className="article-grid__controls">
        {props.show_tags && tags.length > 0 && (
          <TagFilter
            tags={tags}
            active={query.search === '' ? query.tag : null}
            showingAll={query.tag === null && query.search === ''}
            texts={texts}
            onChoose={list.chooseTag}
          />
        )}
        {props.show_search && (
          <ArticleSearchForm inputId={`ArticleSearch-${props.section_id}`} action={props.search_url} query={query} texts={texts} onSearch={list.search} />
        )}
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {state.failed && (
        <p className="article-grid__error" role="alert">
          {texts.load_error}
        </p>
      )}
      <div ref={results} className={`article-grid__results${state.loading ? ' is-loading' : ''}`} tabIndex={-1} aria-busy={state.loading || undefined}>
        {view.articles.length > 0 ? (
          <ul className="grid grid--articles" role="list">
            {view.articles.map((article, index) => (
              <li key={article.id} className="grid__item">
                <ArticleCard article={article} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : asked !== null ? (
          <div className="article-grid__empty">
            <p className="article-grid__empty-text">{fill(texts.no_results, { search: asked })}</p>
            <button type="button" className="button button--secondary" onClick={list.clear}>
              {texts.clear_search}
            </button>
          </div>
        ) : (
          <p className="empty-note">{texts.empty}</p>
        )}
      </div>
      {view.showPager && <ArticlePager view={view} texts={texts} onTurn={list.turnPage} />}
    </>
  );
}
