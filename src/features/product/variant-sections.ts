/**
 * Keeps server-rendered markup that depends on the selected variant (`data-refresh-on="variant"`)
 * in step with the form: after the shopper settles on a variant, those sections are re-rendered
 * for `?variant=<id>` through the one section path. A newer pick aborts an older request, so a
 * stale answer is never swapped in; a failure leaves the page as it was.
 */
import { refreshSections, sectionIdsFollowing } from '../../lib/section-rendering';

/** Rapid clicks through the tiles make one request, for the variant the shopper stops on. */
export const VARIANT_REFRESH_DELAY_MS = 250;
const REFRESH_TIMEOUT_MS = 10_000;

export interface VariantSections {
  /** The form shows `variantId` of the product at `productUrl`. */
  follow(productUrl: string, variantId: number): void;
  /** The markup now shows `variantId` (a product switch brought sections rendered for it). */
  rendered(variantId: number | null): void;
  cancel(): void;
}

export function createVariantSections(renderedVariantId: number | null, root: Document = document): VariantSections {
  let rendered = renderedVariantId;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };

  const refresh = async (productUrl: string, variantId: number) => {
    const ids = sectionIdsFollowing('variant', root);
    if (ids.length === 0) return;
    const controller = new AbortController();
    inFlight = controller;
    const url = new URL(productUrl, root.location.href);
    url.searchParams.set('variant', String(variantId));
    try {
      await refreshSections(url.pathname + url.search, ids, { signal: controller.signal, timeout: REFRESH_TIMEOUT_MS });
      rendered = variantId;
    } catch (error) {
      if (!controller.signal.aborted) console.warn('[product] variant sections not refreshed', error);
    } finally {
      if (inFlight === controller) inFlight = undefined;
    }
  };

  return {
    follow(productUrl, variantId) {
      cancel();
      if (variantId === rendered) return;
      timer = setTimeout(() => {
        timer = undefined;
        void refresh(productUrl, variantId);
      }, VARIANT_REFRESH_DELAY_MS);
    },
    rendered(variantId) {
      cancel();
      rendered = variantId;
    },
    cancel,
  };
}
