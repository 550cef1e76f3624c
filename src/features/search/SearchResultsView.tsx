/**
 * What the overlay shows for a term (spec §2 "Search overlay"): with results, a heading with the
 * term in quotes and '(N items)', the product grid and 'In the Glog' with up to 5 article links;
 * with none, the term, 'Bummer!', the nothing-found text and "Other people are lookin' for…" with
 * the suggested terms, each of which searches for itself. The count is of what shows: when the
 * search found more than the overlay lists (more than 5 articles, more than 200 products) it reads
 * '(20 of 47 items)' and links to the full results page. Terms are rendered as text only.
 */
import { memo, useMemo } from 'react';
import { pageRoutes } from '../../lib/shop-routes';
import { readEmbeddedCards } from './embedded-cards';
import { cardView, type CardView, type ThemeCardSource } from './search-cards';
import type { SearchTexts } from './search-props';
import type { SearchResults } from './search-results';
import { SearchProductCard } from './SearchProductCard';

/** '“{term}”' with the term filled in (as text; React escapes it). */
export function quotedTerm(texts: Pick<SearchTexts, 'heading'>, term: string): string {
  return texts.heading.replace('{term}', term);
}

/** The locale's plural category of `count` in the page's language ('other' for an unknown tag). */
function pluralOf(count: number, lang: string): Intl.LDMLPluralRule {
  try {
    return new Intl.PluralRules(lang || 'en').select(count);
  } catch {
    return 'other';
  }
}

type CountTexts = Pick<SearchTexts, 'items_one' | 'items_other' | 'items_shown_one' | 'items_shown_other'>;

/** How many items the results list. */
export function shownCount(results: Pick<SearchResults, 'products' | 'articles'>): number {
  return results.products.length + results.articles.length;
}

/** '(N items)' in the page's language, or '(shown of N items)' when the overlay lists fewer than were found. */
export function itemsCount(texts: CountTexts, results: Pick<SearchResults, 'products' | 'articles' | 'count'>, lang: string): string {
  const { count } = results;
  const shown = shownCount(results);
  const one = pluralOf(count, lang) === 'one';
  if (shown >= count) return (one ? texts.items_one : texts.items_other).replace('{count}', String(count));
  return (one ? texts.items_shown_one : texts.items_shown_other).replace('{shown}', String(shown)).replace('{count}', String(count));
}

/** The full results page for `term` (what Enter in the search box opens). */
export function fullResultsUrl(term: string): string {
  return `${pageRoutes().search_url}?${new URLSearchParams({ q: term }).toString()}`;
}

/** The polite announcement of an answer: the heading's words, or the nothing-found sentence. */
export function resultsAnnouncement(texts: SearchTexts, results: SearchResults, lang: string): string {
  const term = quotedTerm(texts, results.term);
  return results.count > 0
    ? `${term} ${itemsCount(texts, results, lang)}`
    : `${texts.no_results_heading} ${texts.no_results} ${term}. ${texts.no_results_pantry}`;
}

export interface SearchResultsViewProps {
  results: SearchResults;
  headingId: string;
  texts: SearchTexts;
  moneyFormat: string;
  showQuickAdd: boolean;
  suggestedTerms: string[];
  lang: string;
  onSuggest: (term: string) => void;
  onChoose: (card: CardView) => void;
  themeCard: ThemeCardSource;
}

/**
 * Memoised: the overlay re-renders on every keystroke, in the keystroke's own task, while the
 * previous term's results still show; they re-render only when an answer replaces them.
 */
export const SearchResultsView = memo(function SearchResultsView({
  results,
  headingId,
  texts,
  moneyFormat,
  showQuickAdd,
  suggestedTerms,
  lang,
  onSuggest,
  onChoose,
  themeCard,
}: SearchResultsViewProps) {
  const cards = useMemo(() => {
    const embedded = readEmbeddedCards(document);
    return results.products.map((hit) => cardView(hit, embedded.get(hit.handle)));
  }, [results]);
  const term = quotedTerm(texts, results.term);

  if (results.count === 0) {
    return (
      <section className="search-overlay__empty" aria-labelledby={headingId}>
        <h2 className="search-overlay__heading" id={headingId}>
          {term}
        </h2>
        <p className="search-overlay__bummer display">{texts.no_results_heading}</p>
        <p>
          {texts.no_results} {term}. {texts.no_results_pantry}
        </p>
        {suggestedTerms.length > 0 && (
          <>
            <h3 className="search-overlay__subheading">{texts.other_people}</h3>
            <ul className="search-overlay__suggestions" role="list">
              {suggestedTerms.map((suggestion) => (
                <li key={suggestion}>
                  <button type="button" className="search-overlay__suggestion" onClick={() => onSuggest(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    );
  }

  return (
    <section className="search-overlay__results" aria-labelledby={headingId}>
      <div className="search-overlay__summary">
        <h2 className="search-overlay__heading" id={headingId}>
          {term} <span className="search-overlay__count">{itemsCount(texts, results, lang)}</span>
        </h2>
        {shownCount(results) < results.count && (
          <a className="link-arrow search-overlay__all" href={fullResultsUrl(results.term)}>
            {texts.view_all}
          </a>
        )}
      </div>
      <div className="search-overlay__layout">
        {cards.length > 0 && (
          <ul className="grid grid--products search-overlay__grid" role="list">
            {cards.map((card) => (
              <li className="grid__item" key={card.objectID}>
                <SearchProductCard card={card} moneyFormat={moneyFormat} quickAdd={showQuickAdd} texts={texts} themeCard={themeCard} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        )}
        {results.articles.length > 0 && (
          <aside className="search-overlay__glog" aria-labelledby={`${headingId}-glog`}>
            <h3 className="search-overlay__subheading" id={`${headingId}-glog`}>
              {texts.articles_heading}
            </h3>
            <ul className="search-overlay__articles" role="list">
              {results.articles.map((article) => (
                <li key={article.objectID}>
                  <a className="search-overlay__article" href={article.url}>
                    {article.title}
                  </a>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </section>
  );
});
