import type { AdminOrderDetail } from '@store/shared/schemas/merchant';

type DocumentFacts = Pick<
  AdminOrderDetail,
  'status' | 'payment_status' | 'payment_method' | 'invoice_number' | 'credit_note_number'
>;

export interface OrderDocuments {
  /** The order has a tax invoice to show (the server answers it rather than 409). */
  invoice: boolean;
  /** Why there is no invoice yet, when there is none. */
  noInvoice: string | null;
  /** The number of the order's cancellation credit note, when it has one. */
  creditNote: string | null;
}

/**
 * The GST documents an order's page offers (docs/product/orders.md#invoice-numbers, #credit-notes), as the server
 * issues them: an order with an invoice number has its invoice; an online order is invoiced once paid or
 * confirmed, cash on delivery only once dispatched (or paid); a credit note once an invoiced order is cancelled
 * with nothing paid.
 */
export function orderDocuments(order: DocumentFacts): OrderDocuments {
  const cod = order.payment_method === 'cod';
  const invoice =
    order.invoice_number !== null ||
    (cod
      ? order.status === 'Shipped' || order.status === 'Delivered' || order.payment_status === 'Paid'
      : order.payment_status !== 'Unpaid');
  let noInvoice: string | null = null;
  if (!invoice) {
    noInvoice = cod
      ? order.status === 'Cancelled'
        ? 'Cancelled before dispatch: no invoice was made.'
        : 'The invoice is made when the order is dispatched.'
      : 'The invoice is made once the order is paid.';
  }
  return { invoice, noInvoice, creditNote: order.credit_note_number ?? null };
}
