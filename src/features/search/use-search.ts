/**
 * The overlay's search session as React state: one Algolia client (made on the first search, so
 * a missing key only fails searches, silently), results mapped for the shop's root path.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { pageRoutes } from '../../lib/shop-routes';
import { presentmentRate } from '../../lib/presentment-rate';
import { yieldToMain } from '../../lib/yield-to-main';
import { createSearchClient, runSearch, type SearchClient } from './algolia-search';
import type { AlgoliaTarget } from './search-props';
import { mapSearchResponse } from './search-results';
import { createSearchSession, EMPTY_SEARCH, type SearchSession, type SearchState } from './search-session';

export interface UseSearch {
  state: SearchState;
  setTerm: (term: string, options?: { immediate?: boolean }) => void;
}

export function useSearch(target: AlgoliaTarget): UseSearch {
  const [state, setState] = useState<SearchState>(EMPTY_SEARCH);
  const sessionRef = useRef<SearchSession | null>(null);
  const shownTerm = useRef(EMPTY_SEARCH.term);

  useEffect(() => {
    let client: SearchClient | null = null;
    const context = { productsIndex: target.productsIndex, articlesIndex: target.articlesIndex, root: pageRoutes().root_url, rate: presentmentRate() };
    const session = createSearchSession({
      search: async (term) => {
        // The keystroke's task only shows the typed term; the request is built in the next.
        await yieldToMain();
        client ??= createSearchClient(target);
        return mapSearchResponse(term, await runSearch(client, target, term), context);
      },
      // The typed term shows at once; what follows from it (loading, results) renders in a
      // transition, in slices, so a page of results never blocks the next keystroke.
      onChange: (next) => {
        if (next.term === shownTerm.current) {
          startTransition(() => setState(next));
          return;
        }
        shownTerm.current = next.term;
        setState(next);
      },
    });
    sessionRef.current = session;
    return () => {
      session.dispose();
      sessionRef.current = null;
    };
  }, [target]);

  const setTerm = useCallback<UseSearch['setTerm']>((term, options) => sessionRef.current?.setTerm(term, options), []);
  return { state, setTerm };
}
