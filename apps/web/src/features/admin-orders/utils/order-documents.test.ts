import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentStatus } from '@store/shared/order-lifecycle';
import { orderDocuments } from './order-documents';

const order = (
  status: OrderStatus,
  payment_status: PaymentStatus,
  payment_method: 'cod' | 'razorpay',
  invoice_number: string | null = null,
  credit_note_number: string | null = null,
) => ({ status, payment_status, payment_method, invoice_number, credit_note_number });

describe('the documents an order page offers', () => {
  it('offers no invoice for cash on delivery before dispatch, and says when it is made', () => {
    for (const status of ['New', 'Confirmed', 'Packed'] as const) {
      expect(orderDocuments(order(status, 'CashDue', 'cod'))).toEqual({
        invoice: false,
        noInvoice: 'The invoice is made when the order is dispatched.',
        creditNote: null,
      });
    }
    expect(orderDocuments(order('Cancelled', 'CashDue', 'cod')).noInvoice).toBe(
      'Cancelled before dispatch: no invoice was made.',
    );
  });

  it('offers the invoice of cash on delivery once dispatched or paid', () => {
    expect(orderDocuments(order('Shipped', 'CashDue', 'cod', 'INV2026-27/000001')).invoice).toBe(true);
    // Dispatched before the number was stamped: the server numbers it on the first request.
    expect(orderDocuments(order('Shipped', 'CashDue', 'cod')).invoice).toBe(true);
    expect(orderDocuments(order('Delivered', 'Paid', 'cod', 'INV2026-27/000001')).invoice).toBe(true);
  });

  it('offers the invoice of an online order once paid, and keeps the text of an unpaid one', () => {
    expect(orderDocuments(order('Confirmed', 'Paid', 'razorpay', 'INV2026-27/000002'))).toEqual({
      invoice: true,
      noInvoice: null,
      creditNote: null,
    });
    expect(orderDocuments(order('New', 'Unpaid', 'razorpay')).noInvoice).toBe(
      'The invoice is made once the order is paid.',
    );
  });

  it('offers the credit note of an order cancelled after its invoice, beside that invoice', () => {
    expect(orderDocuments(order('Cancelled', 'CashDue', 'cod', 'INV-OLD-4', 'CN2026-27/000007'))).toEqual({
      invoice: true,
      noInvoice: null,
      creditNote: 'CN2026-27/000007',
    });
  });
});
