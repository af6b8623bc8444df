import { orderDocumentRoute } from './order-document';

/**
 * /OrderDetails/{id}/CreditNote: the printable credit note of an order cancelled after its invoice with nothing paid
 * (docs/product/checkout.md#order-detail).
 */
export const Component = orderDocumentRoute('credit-note', 'Credit note');
