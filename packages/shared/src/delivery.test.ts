import { describe, expect, it } from 'vitest';
import { deliveryByText, deliveryDate, formatDeliveryDate, storeToday } from './delivery.ts';

describe('delivery dates', () => {
  it('counts from today in India, which is already tomorrow late in the evening in UTC', () => {
    // 20:00 UTC on 23 Nov is 01:30 on 24 Nov in India.
    const lateUtc = new Date('2026-11-23T20:00:00Z');
    expect(storeToday(lateUtc)).toBe('2026-11-24');
    expect(deliveryDate(2, lateUtc)).toBe('2026-11-26');
    expect(deliveryDate(2, new Date('2026-11-23T10:00:00Z'))).toBe('2026-11-25');
  });

  it('crosses months and years', () => {
    expect(deliveryDate(10, new Date('2026-12-28T06:00:00Z'))).toBe('2027-01-07');
  });

  it("shows the date as 'Delivery by Thu, 26 Nov'", () => {
    expect(formatDeliveryDate('2026-11-26')).toBe('Thu, 26 Nov');
    expect(deliveryByText('2027-01-07')).toBe('Delivery by Thu, 7 Jan');
  });
});
