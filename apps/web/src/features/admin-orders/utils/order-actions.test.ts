import { describe, expect, it } from 'vitest';
import { adminMoves, orderStatuses, type OrderStatus, type PaymentStatus } from '@store/shared/order-lifecycle';
import type { AdminOrderDetail, ReturnView } from '@store/shared/schemas/merchant';
import {
  cancelWarning,
  orderActions,
  refundAmountError,
  returnActions,
  returnRefundPrefill,
  type OrderAction,
} from './order-actions';

/** The facts the server answers for an order in this status (allowed_moves from the shared state machine). */
function facts(status: OrderStatus, payment: PaymentStatus, refundable: number, attention = false) {
  return {
    allowed_moves: adminMoves(status),
    payment_status: payment,
    refundable_amount: refundable,
    needs_attention: attention,
  };
}

describe('the actions an order page shows', () => {
  it('offers exactly the moves the state machine allows from each status', () => {
    const expected: Record<OrderStatus, OrderAction[]> = {
      New: ['cancel'],
      Confirmed: ['pack', 'refund', 'cancel'],
      Packed: ['ship', 'refund', 'cancel'],
      Shipped: ['deliver', 'rto', 'refund'],
      Delivered: ['refund'],
      Expired: [],
      Cancelled: ['refund'],
      ReturnedToOrigin: ['refund'],
    };
    for (const status of orderStatuses) {
      const payment = status === 'New' || status === 'Expired' ? 'Unpaid' : 'Paid';
      const refundable = payment === 'Paid' ? 1299 : 0;
      expect([status, orderActions(facts(status, payment, refundable))]).toEqual([status, expected[status]]);
    }
  });

  it('never offers New → Confirmed or New → Expired (only the system makes them)', () => {
    expect(orderActions(facts('New', 'Unpaid', 0))).not.toContain('pack');
  });

  it('offers Refund only while paid money is left to give back', () => {
    expect(orderActions(facts('Delivered', 'PartiallyRefunded', 200))).toContain('refund');
    expect(orderActions(facts('Delivered', 'Refunded', 0))).not.toContain('refund');
    expect(orderActions(facts('Delivered', 'Paid', 0))).not.toContain('refund');
    // Cash on delivery not yet collected: nothing to refund.
    expect(orderActions(facts('Shipped', 'CashDue', 999))).toEqual(['deliver', 'rto']);
  });

  it('offers Mark resolved on an order that needs attention', () => {
    expect(orderActions(facts('Confirmed', 'Paid', 500, true))).toEqual(['pack', 'refund', 'cancel', 'resolve']);
  });

  it('warns that a paid order’s money goes back when it is cancelled, and not for an unpaid one', () => {
    expect(cancelWarning({ order_id: 7, payment_status: 'Paid', refundable_amount: 1299.5 })).toContain(
      'The payment will be refunded: ₹1,299.5 goes back',
    );
    expect(cancelWarning({ order_id: 7, payment_status: 'Unpaid', refundable_amount: 0 })).not.toContain('refund');
  });
});

describe('returns', () => {
  const paid = { payment_status: 'Paid' as const, refundable_amount: 1000 };
  it('walks Requested → Accept/Reject, Accepted → Received, Received → Refund or Mark exchanged', () => {
    expect(returnActions({ status: 'Requested', kind: 'return' }, paid)).toEqual(['accept', 'reject']);
    expect(returnActions({ status: 'Accepted', kind: 'return' }, paid)).toEqual(['receive']);
    expect(returnActions({ status: 'Received', kind: 'return' }, paid)).toEqual(['refund']);
    expect(returnActions({ status: 'Received', kind: 'exchange' }, paid)).toEqual(['exchange', 'refund']);
    expect(returnActions({ status: 'Received', kind: 'return' }, { ...paid, refundable_amount: 0 })).toEqual([]);
    for (const status of ['Rejected', 'Refunded', 'Exchanged'] as const) {
      expect(returnActions({ status, kind: 'return' }, paid)).toEqual([]);
    }
  });

  const line = (order_item_id: number, price: number, quantity: number) =>
    ({ order_item_id, price, quantity }) as AdminOrderDetail['lines'][number];
  const ret = (items: ReturnView['items']) => ({ items });

  it('prefills the refund with price × quantity of the returned items, added in paise', () => {
    const order = { lines: [line(1, 499.99, 3), line(2, 0.1, 5), line(3, 1500, 1)], refundable_amount: 5000 };
    expect(returnRefundPrefill(order, ret([{ order_item_id: 1, quantity: 2 }]))).toEqual({
      amount: 999.98,
      capped: false,
    });
    expect(
      returnRefundPrefill(
        order,
        ret([
          { order_item_id: 2, quantity: 3 },
          { order_item_id: 1, quantity: 1 },
        ]),
      ),
    ).toEqual({ amount: 500.29, capped: false });
  });

  it("takes a returned item's share of the coupon discount off the prefill", () => {
    const discounted = { ...line(1, 1000, 2), discount: 200 };
    const order = { lines: [discounted], refundable_amount: 1800 };
    expect(returnRefundPrefill(order, ret([{ order_item_id: 1, quantity: 1 }]))).toEqual({
      amount: 900,
      capped: false,
    });
  });

  it('caps the prefill at what the order can still refund', () => {
    const order = { lines: [line(1, 1500, 2)], refundable_amount: 1200.5 };
    expect(returnRefundPrefill(order, ret([{ order_item_id: 1, quantity: 2 }]))).toEqual({
      amount: 1200.5,
      capped: true,
    });
    expect(returnRefundPrefill({ ...order, refundable_amount: 0 }, ret([{ order_item_id: 1, quantity: 1 }]))).toEqual({
      amount: 0,
      capped: true,
    });
  });

  it('adds the COD fee to the return that brings the whole order back, never to a partial one', () => {
    const returned = (return_id: number, quantity: number, status: ReturnView['status'] = 'Accepted') =>
      ({ return_id, kind: 'return', status, items: [{ order_item_id: 1, quantity }] }) as ReturnView;
    const order = { lines: [line(1, 500, 2)], refundable_amount: 1049, cod_fee: 49 };
    const first = { ...order, returns: [returned(1, 1)] };
    expect(returnRefundPrefill(first, returned(1, 1))).toEqual({ amount: 500, capped: false });
    const both = { ...order, returns: [returned(1, 1, 'Refunded'), returned(2, 1)] };
    expect(returnRefundPrefill(both, returned(2, 1))).toEqual({ amount: 549, capped: false });
    const rejected = { ...order, returns: [returned(1, 1, 'Rejected'), returned(2, 1)] };
    expect(returnRefundPrefill(rejected, returned(2, 1))).toEqual({ amount: 500, capped: false });
    const whole = { ...order, returns: [returned(3, 2)] };
    expect(returnRefundPrefill(whole, returned(3, 2))).toEqual({ amount: 1049, capped: false });
  });

  it('checks a typed amount before sending it', () => {
    expect(refundAmountError(0, 100)).toBe('The amount must be more than zero');
    expect(refundAmountError(10.005, 100)).toBe('At most two decimals');
    expect(refundAmountError(100.01, 100)).toBe('At most ₹100 can be refunded');
    expect(refundAmountError(100, 100)).toBeNull();
    expect(refundAmountError(0.29, 100)).toBeNull();
  });
});
