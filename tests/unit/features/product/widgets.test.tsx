// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FrequencySelect } from '../../../../src/features/product/FrequencySelect';
import { aggregateUrl, reviewAverage } from '../../../../src/features/product/ReviewStars';
import { uiStore } from '../../../../src/store/ui';
import { plan } from './fixture';

afterEach(() => {
  cleanup();
  act(() => uiStore.setState({ overlay: null }));
});

describe('frequency select', () => {
  it('choosing an option closes the list and the chosen option drops out of it', () => {
    const plans = [plan(1, '1 month', 100, 15), plan(2, '2 months', 100, 10), plan(3, '3 months', 100, 10)];
    function Harness() {
      const [value, setValue] = useState<number | null>(1);
      return <FrequencySelect label="Frequency" plans={plans} value={value} onChange={setValue} />;
    }
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: /Frequency/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('button', { name: '1 month' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '3 months' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('3 months');
    fireEvent.click(toggle);
    expect(screen.queryByRole('button', { name: '3 months' })).toBeNull();
    expect(screen.getByRole('button', { name: '1 month' })).toBeTruthy();
  });
});

describe('review aggregate', () => {
  it('average = total / count, zero when there are no ratings or fields are missing', () => {
    expect(reviewAverage({ reviewAggregate: { ratingAndReviewCount: 4, ratingAndReviewValuesTotal: 18 } })).toEqual({ average: 4.5, count: 4 });
    expect(reviewAverage({ reviewAggregate: {} }).average).toBe(0);
    expect(reviewAverage({ reviewAggregate: { ratingAndReviewCount: 0, ratingAndReviewValuesTotal: 0 } }).average).toBe(0);
    expect(reviewAverage(null).average).toBe(0);
  });

  it('builds the per-store product path, same origin when the host is empty', () => {
    expect(aggregateUrl('', 'store 1', 1001)).toBe('/v1/stores/store%201/products/shopify-1001/review_aggregate');
    expect(aggregateUrl('https://api.okendo.io/', 's', 7)).toBe('https://api.okendo.io/v1/stores/s/products/shopify-7/review_aggregate');
  });
});
