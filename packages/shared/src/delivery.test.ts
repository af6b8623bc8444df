import { describe, expect, it } from 'vitest';
import { DELIVERY_DAYS, deliveryEstimate } from './delivery.ts';

describe('deliveryEstimate', () => {
  it('gives the days and the sentence the Payment page shows', () => {
    expect(deliveryEstimate()).toEqual({ minDays: 5, maxDays: 7, sentence: 'Estimated delivery in 5-7 days' });
  });

  it('names the pincode the shopper checked, with the same days', () => {
    const estimate = deliveryEstimate('560001');
    expect(estimate.sentence).toBe('Estimated delivery to 560001 in 5-7 days');
    expect([estimate.minDays, estimate.maxDays]).toEqual([DELIVERY_DAYS.min, DELIVERY_DAYS.max]);
  });
});
