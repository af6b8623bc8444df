import { describe, expect, it } from 'vitest';
import { FIT_MIN_ANSWERS, fitVerdict } from './reviews.ts';

describe('fitVerdict (docs/product/storefront.md#fit)', () => {
  it('says nothing under five answers', () => {
    expect(FIT_MIN_ANSWERS).toBe(5);
    expect(fitVerdict({ runs_small: 1, true_to_size: 3, runs_large: 0 })).toBeNull();
  });

  it('names the most given answer with its share and the split in whole percent', () => {
    expect(fitVerdict({ runs_small: 1, true_to_size: 7, runs_large: 1 })).toEqual({
      fit: 'true_to_size',
      percent: 78,
      answers: 9,
      split: [
        { fit: 'runs_small', percent: 11 },
        { fit: 'true_to_size', percent: 78 },
        { fit: 'runs_large', percent: 11 },
      ],
    });
    expect(fitVerdict({ runs_small: 4, true_to_size: 1, runs_large: 0 })).toMatchObject({
      fit: 'runs_small',
      percent: 80,
    });
  });

  it('a tie goes to True to size, then Runs small', () => {
    expect(fitVerdict({ runs_small: 3, true_to_size: 3, runs_large: 0 })?.fit).toBe('true_to_size');
    expect(fitVerdict({ runs_small: 3, true_to_size: 0, runs_large: 3 })?.fit).toBe('runs_small');
  });
});
