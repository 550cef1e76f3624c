/** Previous / next for the article grid, with 'Page n of m' between (spec §5 pager rules). */
import type { ArticleGridTexts } from './article-grid-props';
import type { GridView } from './article-list';
import { fill } from '../../lib/fill';

interface ArticlePagerProps {
  view: GridView;
  texts: ArticleGridTexts;
  onTurn: (page: number) => void;
}

export function ArticlePager({ view, texts, onTurn }: ArticlePagerProps) {
  return (
    <nav className="article-pager" aria-label={texts.pagination_label}>
      <button
        type="button"
        className="button button--secondary article-pager__button article-pager__button--previous"
        disabled={view.previousDisabled}
        onClick={() => onTurn(view.page - 1)}
      >
        {texts.previous}
      </button>
      <p className="article-pager__status">{fill(texts.page_status, { current: view.page, total: view.pages })}</p>
      <button
        type="button"
        className="button button--secondary article-pager__button article-pager__button--next"
        disabled={view.nextDisabled}
        onClick={() => onTurn(view.page + 1)}
      >
        {texts.next}
      </button>
    </nav>
  );
}
