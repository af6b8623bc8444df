import { Link } from 'react-router';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { buttonClasses } from '@/components/ui/button';
import { Card } from './order-card';

/** The printable documents (the invoice once paid, the packing slip) and the shipment. */
export function DocumentsCard({ detail }: { detail: AdminOrderDetail }) {
  const invoiceReady = detail.invoice_number !== null || detail.payment_status !== 'Unpaid';
  return (
    <Card title="Documents">
      <div className="flex flex-wrap gap-2">
        {invoiceReady ? (
          <Link
            to={`/ManageOrders/${detail.order_id}/Invoice`}
            target="_blank"
            rel="noopener"
            className={buttonClasses('outline', 'sm')}
          >
            Invoice{detail.invoice_number ? ` ${detail.invoice_number}` : ''}
          </Link>
        ) : (
          <p className="text-sm text-muted">The invoice is made once the order is paid.</p>
        )}
        <Link
          to={`/ManageOrders/${detail.order_id}/PackingSlip`}
          target="_blank"
          rel="noopener"
          className={buttonClasses('outline', 'sm')}
        >
          Packing slip
        </Link>
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
