/**
 * Review stars (widget `product-reviews`) from the reviews provider's review_aggregate:
 * average = ratingAndReviewValuesTotal / ratingAndReviewCount, shown only above 0.
 * Failures are only logged (warn: the shopper sees nothing missing).
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { getJSON } from '../../lib/http';
import { fill, str } from './text';
import { useSwitchProps } from './use-switch-props';

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

type Props = { scope?: unknown; product_id?: unknown; store_id?: unknown; host?: unknown; label?: unknown };

export default function ReviewStars(raw: Props) {
  const props = useSwitchProps<Props>('reviews', raw);
  const productId = Number(props.product_id);
  const storeId = str(props.store_id);
  const host = str(props.host);
  const [result, setResult] = useState({ average: 0, count: 0 });

  useEffect(() => {
    if (!storeId || !Number.isInteger(productId)) return;
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
  const label = fill(str(props.label, 'Rated {average} out of 5 from {count} reviews'), { average: rounded, count: result.count });
  return (
    <p className="review-stars" data-review-average={rounded}>
      <span className="review-stars__stars" aria-hidden="true" style={{ '--rating': result.average } as CSSProperties}>★★★★★</span>
      <span className="visually-hidden">{label}</span>
      <span className="review-stars__count" aria-hidden="true">{rounded} ({result.count})</span>
    </p>
  );
}
