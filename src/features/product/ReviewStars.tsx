/**
 * Review stars (widget `product-reviews`): first the numbers Liquid showed (the product's review
 * metafields), then the reviews provider's review_aggregate: average =
 * ratingAndReviewValuesTotal / ratingAndReviewCount, shown only above 0.
 * Failures are only logged (warn: the shopper keeps what Liquid showed).
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { getJSON } from '../../lib/http';
import { schema, type ReviewStarsProps } from './reviews-props';
import { fill } from '../../lib/fill';
import { useSwitchedProps } from './use-product-store';

export { schema } from './reviews-props';

interface Aggregate {
  reviewAggregate?: { ratingAndReviewCount?: number; ratingAndReviewValuesTotal?: number };
}

export function reviewAverage(body: Aggregate | null | undefined): { average: number; count: number } {
  const count = Number(body?.reviewAggregate?.ratingAndReviewCount ?? 0);
  const total = Number(body?.reviewAggregate?.ratingAndReviewValuesTotal ?? 0);
  if (!Number.isFinite(count) || !Number.isFinite(total) || count <= 0) return { average: 0, count: 0 };
  return { average: total / count, count };
}

export function aggregateUrl(host: string, storeId: string, productId: number): string {
  return `${host.replace(/\/+$/, '')}/v1/stores/${encodeURIComponent(storeId)}/products/shopify-${productId}/review_aggregate`;
}

export default function ReviewStars(mounted: ReviewStarsProps) {
  const props = useSwitchedProps(mounted.scope, 'reviews', schema) ?? mounted;
  const { product_id: productId, store_id: storeId, host, label } = props;
  const [result, setResult] = useState({ average: props.average, count: props.count });
  // Another product starts from its own page's numbers (reset while rendering, not in an effect).
  const [resultOf, setResultOf] = useState(props);
  if (resultOf !== props) {
    setResultOf(props);
    setResult({ average: props.average, count: props.count });
  }

  useEffect(() => {
    const controller = new AbortController();
    getJSON<Aggregate>(aggregateUrl(host, storeId, productId), { signal: controller.signal, timeout: 8000 })
      .then((body) => setResult(reviewAverage(body)))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[reviews] review_aggregate failed', error);
      });
    return () => controller.abort();
  }, [host, storeId, productId]);

  if (result.average <= 0) return null;
  const rounded = Math.round(result.average * 10) / 10;
  const text = fill(label, { average: rounded, count: result.count });
  return (
    <p className="review-stars" data-review-average={rounded}>
      {/* Two decimals, as the review metafield Liquid read holds it: mounting changes nothing. */}
      <span className="review-stars__stars" aria-hidden="true" style={{ '--rating': Math.round(result.average * 100) / 100 } as CSSProperties}>
        ★★★★★
      </span>
      <span className="visually-hidden">{text}</span>
      {props.show_count && (
        <span className="review-stars__count" aria-hidden="true">
          {rounded} ({result.count})
        </span>
      )}
    </p>
  );
}
