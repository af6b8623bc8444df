import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Review } from '@store/shared/schemas/reviews';
import { FitSummary } from './fit-summary';
import { ReviewItem } from './review-item';

// The fit on the product page (docs/product/storefront.md#fit): the shoppers' verdict and each review's size and fit.

describe('FitSummary', () => {
  it('shows nothing under five answers', () => {
    expect(renderToStaticMarkup(<FitSummary counts={{ runs_small: 1, true_to_size: 3, runs_large: 0 }} />)).toBe('');
  });

  it('names the most given answer with its share, and the split', () => {
    const html = renderToStaticMarkup(<FitSummary counts={{ runs_small: 1, true_to_size: 7, runs_large: 1 }} />);
    expect(html).toContain('Most shoppers say: True to size (78%)');
    expect(html).toMatch(/Runs small<\/span>.*11%.*True to size<\/span>.*78%.*Runs large<\/span>.*11%/);
    expect(html).toContain('From 9 shoppers who said how it fits.');
  });
});

const review: Review = {
  review_id: 1,
  product_id: 2,
  rating: 4,
  title: 'Comfortable',
  body: '',
  author: 'Asha R.',
  helpful_count: 0,
  voted: false,
  mine: false,
  is_hidden: false,
  size: 'M',
  fit: 'runs_large',
  photos: [],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('a review with its size and fit', () => {
  it('shows the size bought and the fit', () => {
    const html = renderToStaticMarkup(<ReviewItem review={review} />);
    expect(html.replace(/<!-- -->/g, '')).toMatch(
      /Size bought: <span[^>]*>M<\/span> · Fit: <span[^>]*>Runs large<\/span>/,
    );
  });

  it('shows the size alone without an answer, and neither for a product without sizes', () => {
    expect(renderToStaticMarkup(<ReviewItem review={{ ...review, fit: null }} />)).not.toContain('Fit:');
    expect(renderToStaticMarkup(<ReviewItem review={{ ...review, fit: null }} />)).toContain('Size bought');
    expect(renderToStaticMarkup(<ReviewItem review={{ ...review, size: null, fit: null }} />)).not.toContain(
      'Size bought',
    );
  });
});
