import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { cashQuestion, deliverQuestion, refundQuestion, refundTargets } from './money-questions';

const line = (id: number, name: string) =>
  ({ order_item_id: id, productName: name, quantity: 3, price: 939 }) as AdminOrderDetail['lines'][number];

const detail = {
  order_id: 45,
  payment_status: 'Paid',
  total_amount: 2787,
  refundable_amount: 2787,
  lines: [line(1, 'Oxford Shirt'), line(2, 'Crew Tee')],
  returns: [
    { return_id: 12, items: [{ order_item_id: 1, quantity: 1 }] },
    { return_id: 13, items: [{ order_item_id: 2, quantity: 2 }] },
  ],
  returns_to_refund: [{ return_id: 12, amount: 939 }],
} as unknown as AdminOrderDetail;

describe('what a refund is for', () => {
  it('offers the returns waiting for money first, at their worth, then the order', () => {
    expect(refundTargets(detail)).toEqual([
      { returnId: 12, amount: 939, items: '1 × Oxford Shirt', label: 'Return #12 (1 × Oxford Shirt)' },
      { returnId: null, amount: 2787, items: '', label: 'The order, not a return' },
    ]);
    expect(refundTargets({ ...detail, returns_to_refund: undefined })).toHaveLength(1);
  });

  it('asks with the amount and what it is for', () => {
    const [ret, order] = refundTargets(detail);
    expect(refundQuestion(45, 939, ret!)).toBe(
      'Refund ₹939 for the return of 1 × Oxford Shirt (return #12, order #45)?',
    );
    expect(refundQuestion(45, 2787, order!)).toBe(
      'Refund ₹2,787 on order #45? It is not for a return, so no return is closed.',
    );
  });
});

describe('recording cash', () => {
  it('asks before marking a cash-on-delivery order delivered with its cash, and only then', () => {
    const cod = { ...detail, payment_status: 'CashDue' } as const;
    expect(deliverQuestion(cod, true)).toBe('Record ₹2,787 collected in cash and mark order #45 delivered?');
    expect(deliverQuestion(cod, false)).toBeNull();
    expect(deliverQuestion(detail, true)).toBeNull();
    expect(cashQuestion(cod)).toBe('Record ₹2,787 collected in cash for order #45?');
  });
});
