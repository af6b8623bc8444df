import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import { PrintFrame } from '@/components/documents/print-frame';
import { TaxDocumentView } from '@/components/documents/tax-document-view';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useAdminOrder } from '../api/admin-orders';
import { useCreditNote, useInvoice, useOrderCreditNote } from '../api/tax-documents';
import { failureMessage } from '../utils/failure-message';
import { PackingSlipView } from './packing-slip-view';

function Failed({ error, missing, back }: { error: unknown; missing: string; back: { to: string; label: string } }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-xl border border-line bg-white px-4 py-10 text-center shadow-sm"
    >
      <p className="text-sm font-medium text-ink">{notFound ? missing : failureMessage(error)}</p>
      <Link to={back.to} className={buttonClasses('outline', 'sm', 'mt-4')}>
        {back.label}
      </Link>
    </div>
  );
}

/** One of an order's printable GST documents, loaded by `query`, with its way back to the order. */
function OrderDocumentScreen({
  orderId,
  query,
  name,
  missing,
}: {
  orderId: number;
  query: UseQueryResult<TaxDocument>;
  name: string;
  missing: string;
}) {
  const back = { to: `/ManageOrders/${orderId}`, label: `Order #${orderId}` };
  if (query.isPending) return <Spinner label={`Loading the ${name.toLowerCase()}`} />;
  if (query.isError) return <Failed error={query.error} missing={missing} back={back} />;
  return (
    <PrintFrame title={`${name} ${query.data.number}`} back={back}>
      <TaxDocumentView document={query.data} />
    </PrintFrame>
  );
}

/** /ManageOrders/{id}/Invoice: the order's GST tax invoice, ready to print. */
export function InvoiceScreen({ orderId }: { orderId: number }) {
  const invoice = useInvoice(orderId);
  return (
    <OrderDocumentScreen
      orderId={orderId}
      query={invoice}
      name="Invoice"
      missing={`Order #${orderId} has no invoice yet.`}
    />
  );
}

/**
 * /ManageOrders/{id}/CreditNote: the credit note of an order cancelled after its invoice with nothing paid, ready
 * to print (docs/product/orders.md#credit-notes).
 */
export function OrderCreditNoteScreen({ orderId }: { orderId: number }) {
  const note = useOrderCreditNote(orderId);
  return (
    <OrderDocumentScreen
      orderId={orderId}
      query={note}
      name="Credit note"
      missing={`Order #${orderId} has no credit note.`}
    />
  );
}

/** /CreditNote/{refundId}: the credit note of a refund, ready to print. */
export function CreditNoteScreen({ refundId }: { refundId: number }) {
  const note = useCreditNote(refundId);
  if (note.isPending) return <Spinner label="Loading the credit note" />;
  if (note.isError)
    return (
      <Failed
        error={note.error}
        missing={`Refund ${refundId} has no credit note.`}
        back={{ to: '/ManageOrders', label: 'Orders' }}
      />
    );
  const back = { to: `/ManageOrders/${note.data.order_id}`, label: `Order #${note.data.order_id}` };
  return (
    <PrintFrame title={`Credit note ${note.data.number}`} back={back}>
      <TaxDocumentView document={note.data} />
    </PrintFrame>
  );
}

/** /ManageOrders/{id}/PackingSlip: what goes in the box, without prices. */
export function PackingSlipScreen({ orderId }: { orderId: number }) {
  const order = useAdminOrder(orderId);
  const back = { to: `/ManageOrders/${orderId}`, label: `Order #${orderId}` };
  if (order.isPending) return <Spinner label="Loading the order" />;
  if (order.isError) return <Failed error={order.error} missing={`There is no order #${orderId}.`} back={back} />;
  return (
    <PrintFrame title={`Packing slip #${orderId}`} back={back}>
      <PackingSlipView order={order.data} />
    </PrintFrame>
  );
}
