/**
 * The search overlay (widget `search-overlay`): a full-screen panel sliding down from the top,
 * opened by the header's search button (the header store's `searchOpen`), built on the shared
 * Modal in 'trap' mode (page scroll locked, focus in the input, Escape / backdrop / the close
 * button close it and focus goes back to the search button). Typing searches Algolia (products
 * and articles) as the shopper pauses; the term is kept in localStorage and restored on open.
 * Enter submits to the server-rendered /search page, which also serves shoppers without JS.
 */
import { useCallback, useEffect, useId, useRef, type ChangeEvent, type RefObject } from 'react';
import { useStore } from 'zustand';
import { Modal } from '../../components/Modal';
import { pageRoutes } from '../../lib/shop-routes';
import { sectionIdOf } from '../../lib/section-rendering';
import { rememberSearchClick } from '../../lib/tracking-attribution';
import { SEARCH_OVERLAY } from '../../store/header';
import { isOpenOverlay, uiStore } from '../../store/ui';
import { readSavedTerm, saveTerm } from './saved-term';
import { readThemeCard, type CardView, type ThemeCardSource } from './search-cards';
import type { SearchOverlayProps } from './search-props';
import { resultsAnnouncement, SearchResultsView } from './SearchResultsView';
import { useSearch } from './use-search';
import './search-overlay.css';
import { CloseIcon } from '../../components/icons';

export { schema } from './search-props';

export const SEARCH_DIALOG_ID = 'SearchOverlayDialog';

const closeSearch = () => uiStore.getState().closeOverlay(SEARCH_OVERLAY);

/** In the theme editor, selecting the overlay's section shows it; deselecting hides it. */
function useEditorSelection(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const section = root.current?.closest('.shopify-section');
    if (!section) return;
    const onSelect = (event: Event) => {
      if (event.target !== section) return;
      if (event.type === 'shopify:section:select') uiStore.getState().openOverlay('dialog', SEARCH_OVERLAY);
      else closeSearch();
    };
    document.addEventListener('shopify:section:select', onSelect);
    document.addEventListener('shopify:section:deselect', onSelect);
    return () => {
      document.removeEventListener('shopify:section:select', onSelect);
      document.removeEventListener('shopify:section:deselect', onSelect);
    };
  }, [root]);
}

export default function SearchOverlay({ algolia, suggestedTerms, moneyFormat, showQuickAdd, texts }: SearchOverlayProps) {
  const open = useStore(uiStore, isOpenOverlay(SEARCH_OVERLAY));
  const { state, setTerm } = useSearch(algolia);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const headingId = useId();
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  useEditorSelection(rootRef);

  // Each opening starts from the remembered term, searched at once.
  useEffect(() => {
    if (open) setTerm(readSavedTerm(), { immediate: true });
  }, [open, setTerm]);

  const changeTerm = useCallback(
    (term: string, immediate = false) => {
      saveTerm(term);
      setTerm(term, { immediate });
    },
    [setTerm],
  );
  const onInput = (event: ChangeEvent<HTMLInputElement>) => changeTerm(event.target.value);
  const clear = () => {
    changeTerm('');
    inputRef.current?.focus();
  };
  // Stable for the memoised results view, so a keystroke does not re-render the shown results.
  const suggest = useCallback(
    (term: string) => {
      changeTerm(term, true);
      inputRef.current?.focus();
    },
    [changeTerm],
  );
  const clearAndClose = () => {
    changeTerm('');
    closeSearch();
  };
  const queryID = state.results?.queryID;
  const productsIndex = algolia.productsIndex;
  const choose = useCallback(
    (card: CardView) => {
      if (card.productId && queryID) {
        rememberSearchClick({ productId: card.productId, objectID: card.objectID, queryID, index: productsIndex });
      }
    },
    [queryID, productsIndex],
  );

  // A result without a card on this page reads it from this section rendered for its product.
  const themeCard = useCallback<ThemeCardSource>((card) => readThemeCard(card, rootRef.current ? sectionIdOf(rootRef.current) : null), []);

  const { results, loading } = state;
  const shown = results && state.term.trim() !== '' ? results : null;
  const announcement = shown && !loading ? resultsAnnouncement(texts, shown, lang) : '';

  return (
    <div ref={rootRef} className="search-overlay">
      <Modal
        id={SEARCH_DIALOG_ID}
        open={open}
        onClose={closeSearch}
        focusMode="trap"
        label={texts.dialog}
        overlay={SEARCH_OVERLAY}
        className="search-overlay__modal"
        panelClassName="search-overlay__panel"
      >
        <div className="search-overlay__bar page-width">
          <form className="search-overlay__form" role="search" action={pageRoutes().search_url} method="get">
            <label className="visually-hidden" htmlFor={inputId}>
              {texts.label}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="search-overlay__input"
              type="search"
              name="q"
              value={state.term}
              placeholder={texts.placeholder}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              onChange={onInput}
            />
            {loading && <span className="search-overlay__spinner" aria-hidden="true" />}
            {state.term !== '' && !loading && (
              <button type="button" className="search-overlay__clear" onClick={clear}>
                {texts.clear}
              </button>
            )}
          </form>
          <button type="button" className="icon-button search-overlay__close" aria-label={texts.close} onClick={clearAndClose}>
            <CloseIcon />
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
        <div className="search-overlay__body page-width">
          {shown && (
            <SearchResultsView
              results={shown}
              headingId={headingId}
              texts={texts}
              moneyFormat={moneyFormat}
              showQuickAdd={showQuickAdd}
              suggestedTerms={suggestedTerms}
              lang={lang}
              onSuggest={suggest}
              onChoose={choose}
              themeCard={themeCard}
            />
          )}
        </div>
      </Modal>
    </div>
  );
}
