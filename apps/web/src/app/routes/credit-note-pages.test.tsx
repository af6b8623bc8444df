import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail, TaxDocument } from '@store/shared/schemas/merchant';
import { orderCreditNoteQuery } from '@/features/admin-orders/api/tax-documents';
import { OrderCreditNoteScreen } from '@/features/admin-orders/components/document-screens';
import { DocumentsCard } from '@/features/admin-orders/components/order-documents-card';
import { orderDocumentQuery } from '@/features/orders/api/orders';
import { OrderDocumentPage } from '@/features/orders/components/document-page';

/*
 * The credit note of an order cancelled after its invoice with nothing paid, on the admin's and the shopper's pages
 * (docs/product/admin.md#an-orders-page, docs/product/checkout.md#order-detail). Such orders exist only from before
 * cash on delivery was invoiced at dispatch, so the journeys cannot reach one: the pages render a mocked document.
 */

const note: TaxDocument = {
  kind: 'credit_note',
  number: 'CN2026-27/000003',
  date: '2026-11-20',
  original_invoice: 'INV2026-27/000041',
  seller: {
    name: 'Store Fashions Pvt Ltd',
    address: '12 MG Road',
    gstin: '29ABCDE1234F1Z5',
    state: 'Karnataka',
    state_code: '29',
  },
  buyer: { name: 'Asha Rao', address: '4 Lake View, Mysuru', state: 'Karnataka', phone: '9876543210' },
  place_of_supply: 'Karnataka (29)',
  intra_state: true,
  order_id: 42,
  lines: [
    {
      description: 'Crew tee (Size: M)',
      sku: 'CT-M',
      hsn_code: '6109',
      quantity: 1,
      unit_price: 599,
      taxable_value: 534.82,
      gst_rate: 12,
      cgst: 32.09,
      sgst: 32.09,
      igst: 0,
      total: 599,
    },
  ],
  totals: { taxable_value: 534.82, cgst: 32.09, sgst: 32.09, igst: 0, total: 599 },
  amount_in_words: 'Rupees Five Hundred Ninety Nine Only',
};

function render(element: ReactNode, client = new QueryClient()) {
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function withDocument(queryKey: readonly unknown[]) {
  const client = new QueryClient();
  client.setQueryData(queryKey, note);
  return client;
}

describe('the credit note of a cancelled invoiced order', () => {
  it('prints on the admin page /ManageOrders/{id}/CreditNote, against its invoice, with the way back', () => {
    const html = render(<OrderCreditNoteScreen orderId={42} />, withDocument(orderCreditNoteQuery(42).queryKey));
    expect(html).toContain('<title>Credit note CN2026-27/000003 · Store</title>');
    expect(html).toContain('Against invoice no.: <strong>INV2026-27/000041</strong>');
    expect(html).toContain('href="/ManageOrders/42"');
  });

  it('prints on the shopper page /OrderDetails/{id}/CreditNote, with the way back to the order', () => {
    const client = withDocument(orderDocumentQuery(42, 'credit-note').queryKey);
    const html = render(<OrderDocumentPage id={42} kind="credit-note" />, client);
    expect(html).toContain('<title>Credit note CN2026-27/000003 · Store</title>');
    expect(html).toContain('Against invoice no.: <strong>INV2026-27/000041</strong>');
    expect(html).toContain('href="/OrderDetails/42"');
  });

  it('is linked from the Documents card beside the invoice', () => {
    const detail = {
      order_id: 42,
      status: 'Cancelled',
      payment_status: 'CashDue',
      payment_method: 'cod',
      invoice_number: 'INV2026-27/000041',
      credit_note_number: 'CN2026-27/000003',
      carrier: null,
      tracking_number: null,
    } as AdminOrderDetail;
    const html = render(<DocumentsCard detail={detail} />);
    expect(html).toContain('href="/ManageOrders/42/CreditNote"');
    expect(html).toContain('Credit note CN2026-27/000003');
    expect(html).toContain('href="/ManageOrders/42/Invoice"');
  });

  it('is not linked, nor is an invoice, for cash on delivery before dispatch', () => {
    const detail = {
      order_id: 43,
      status: 'Confirmed',
      payment_status: 'CashDue',
      payment_method: 'cod',
      invoice_number: null,
      credit_note_number: null,
      carrier: null,
      tracking_number: null,
    } as AdminOrderDetail;
    const html = render(<DocumentsCard detail={detail} />);
    expect(html).not.toContain('/Invoice"');
    expect(html).not.toContain('/CreditNote"');
    expect(html).toContain('The invoice is made when the order is dispatched.');
  });
});
