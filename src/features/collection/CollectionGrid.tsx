/**
 * The collection grid's island (widget `collection-grid`, sections/main-collection.liquid): it
 * switches collections in place from the collection list and, at the end of the grid, loads the
 * next page and appends its products, keeping focus and scroll where they are. It replaces the
 * numbered pagination with a status and a 'Load more' link (the link still works as a link).
 */
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { isPlainClick } from '../../lib/plain-click';
import { fetchSection, SECTION_ID_PREFIX } from '../../lib/section-rendering';
import type { CollectionGridProps } from './collection-grid-props';
import { appendItems, PAGES_SELECTOR, parseLoadedPage } from './grid-dom';
import { createLoadMore, hasNextPage, type LoadMore, type LoadMoreState } from './load-more';
import { bindCollectionSwitch } from './switch-page';

export { schema } from './collection-grid-props';

const FETCH_TIMEOUT_MS = 10_000;
/** Starts the next page this far before the end comes into view. */
const PRELOAD_BELOW_PX = 400;
/** Counts the end as reached however far the shopper scrolled past it. */
const REACHED_ABOVE_PX = 100_000;

function pageStatus(template: string, state: LoadMoreState): string {
  return template.replace('{current}', String(state.page.current)).replace('{total}', String(state.page.total));
}

export default function CollectionGrid({ section_id, switch: switchEnabled, load_more, page, texts }: CollectionGridProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const moreLink = useRef<HTMLAnchorElement>(null);
  const loader = useRef<LoadMore | null>(null);
  const sentinelVisible = useRef(false);
  const [state, setState] = useState<LoadMoreState>({ page, busy: false, failed: false });

  // Bound in the commit: a press on a collection link that woke the island is replayed there.
  useLayoutEffect(() => (switchEnabled ? bindCollectionSwitch(section_id) : undefined), [switchEnabled, section_id]);

  // In the commit: a press on 'Load more' that woke the island is replayed there and needs the loader.
  useLayoutEffect(() => {
    if (!load_more) return;
    const section = document.getElementById(`${SECTION_ID_PREFIX}${section_id}`) ?? anchor.current?.parentElement;
    const pages = section?.querySelector(PAGES_SELECTOR);
    if (!pages) return;
    const controller = createLoadMore(page, {
      fetchPage: async (url) => parseLoadedPage(await fetchSection(url, section_id, { timeout: FETCH_TIMEOUT_MS }), section_id),
      append: (items, loaded) => {
        const hadFocus = moreLink.current !== null && moreLink.current === document.activeElement;
        const added = appendItems(pages, items);
        // The link leaves with the last page: its focus moves on to the first new product.
        if (hadFocus && !hasNextPage(loaded)) {
          added[0]?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
        }
      },
      onChange: setState,
    });
    loader.current = controller;
    const observer = new IntersectionObserver(
      (entries) => {
        sentinelVisible.current = entries.some((entry) => entry.isIntersecting);
        if (sentinelVisible.current) controller.loadMore();
      },
      // "Reached" = the end is in view, near it, or already scrolled past (a jump to the footer).
      { rootMargin: `${REACHED_ABOVE_PX}px 0px ${PRELOAD_BELOW_PX}px 0px` },
    );
    if (sentinel.current) observer.observe(sentinel.current);
    return () => {
      observer.disconnect();
      controller.dispose();
      loader.current = null;
    };
    // The page info is the server's at mount; later pages come from the loads themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load_more, section_id]);

  // A short page leaves the end in view after a load: keep going once the busy flag clears.
  useEffect(() => {
    if (!state.busy && !state.failed && sentinelVisible.current) loader.current?.loadMore();
  }, [state]);

  if (!load_more) return <div ref={anchor} hidden />;

  const more = hasNextPage(state.page);
  const onMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    loader.current?.loadMore();
  };

  return (
    <div ref={anchor} className="collection-more" aria-busy={state.busy || undefined}>
      <div ref={sentinel} className="collection-more__sentinel" />
      {state.page.total > 1 && (
        <p className="collection-more__status" role="status">
          {state.busy ? texts.loading : state.failed ? texts.load_error : pageStatus(texts.page_status, state)}
        </p>
      )}
      {more && (
        <a
          ref={moreLink}
          className="button button--secondary collection-more__link"
          href={state.page.next_url}
          onClick={onMore}
          aria-disabled={state.busy || undefined}
        >
          {texts.load_more}
        </a>
      )}
    </div>
  );
}
