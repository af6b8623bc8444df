import { orderDocumentRoute } from './order-document';

/** /OrderDetails/{id}/Invoice: the printable tax invoice (docs/product/checkout.md#order-detail). */
export const Component = orderDocumentRoute('invoice', 'Invoice');
