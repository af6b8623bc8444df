import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { buttonClasses } from '@/components/ui/button';
import { orderDocuments } from '../utils/order-documents';
import { Card } from './order-card';

/** A printable document, opened in a new tab. */
function DocumentLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={buttonClasses('outline', 'sm')}>
      {children}
    </Link>
  );
}

/**
 * The printable documents (the invoice once there is one, the cancellation credit note, the packing slip) and the
 * shipment (docs/product/admin.md#an-orders-page).
 */
export function DocumentsCard({ detail }: { detail: AdminOrderDetail }) {
  const documents = orderDocuments(detail);
  const base = `/ManageOrders/${detail.order_id}`;
  return (
    <Card title="Documents">
      <div className="flex flex-wrap gap-2">
        {documents.invoice ? (
          <DocumentLink to={`${base}/Invoice`}>
            Invoice{detail.invoice_number ? ` ${detail.invoice_number}` : ''}
          </DocumentLink>
        ) : (
          <p className="text-sm text-muted">{documents.noInvoice}</p>
        )}
        {documents.creditNote && (
          <DocumentLink to={`${base}/CreditNote`}>Credit note {documents.creditNote}</DocumentLink>
        )}
        <DocumentLink to={`${base}/PackingSlip`}>Packing slip</DocumentLink>
      </div>
      {detail.carrier && (
        <p className="mt-3 text-sm text-ink-soft">
          Shipped with <strong className="text-ink">{detail.carrier}</strong>
          {detail.tracking_number && <>, tracking {detail.tracking_number}</>}
        </p>
      )}
    </Card>
  );
}
