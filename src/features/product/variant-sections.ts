/**
 * Keeps server-rendered markup that depends on the selected variant (`data-refresh-on="variant"`)
 * in step with the form: after the shopper settles on a variant, those sections are re-rendered
 * for `?variant=<id>` through the one section path (fetch by id, swap by id). An answer that a
 * newer pick or a product switch has overtaken is dropped, never swapped in (the request is left
 * to finish rather than aborted); a failure leaves the page as it was.
 */
import { fetchSections, sectionIdsFollowing, swapSections } from '../../lib/section-rendering';

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
  /** Bumped by every pick and switch: only the answer to the newest request is swapped in. */
  let latest = 0;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    latest += 1;
  };

  const refresh = async (productUrl: string, variantId: number) => {
    const ids = sectionIdsFollowing('variant', root);
    if (ids.length === 0) return;
    const ticket = ++latest;
    const url = new URL(productUrl, root.location.href);
    url.searchParams.set('variant', String(variantId));
    try {
      const sections = await fetchSections(url.pathname + url.search, ids, { timeout: REFRESH_TIMEOUT_MS });
      if (ticket !== latest) return;
      swapSections(sections, root);
      rendered = variantId;
    } catch (error) {
      if (ticket === latest) console.warn('[product] variant sections not refreshed', error);
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
