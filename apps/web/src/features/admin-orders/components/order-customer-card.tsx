import { Link } from 'react-router';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { addressLines } from '../utils/format';
import { Card } from './order-card';

/** The customer (linked to their page) and the shipping address. */
export function CustomerCard({ detail }: { detail: AdminOrderDetail }) {
  const address = addressLines(detail.shipping_address);
  return (
    <>
      <Card title="Customer">
        <p className="text-sm font-bold text-ink">
          <Link to={`/Customers/${detail.customer.user_id}`} className="text-brand hover:underline">
            {detail.customer.name || detail.customer.email}
          </Link>
        </p>
        <p className="text-sm text-ink-soft">
          <a href={`mailto:${detail.customer.email}`} className="hover:underline">
            {detail.customer.email}
          </a>
        </p>
        {detail.customer.phone && (
          <p className="text-sm text-ink-soft">
            <a href={`tel:${detail.customer.phone}`} className="hover:underline">
              {detail.customer.phone}
            </a>
          </p>
        )}
      </Card>
      <Card title="Shipping address">
        {address.lines.length === 0 && !address.name ? (
          <p className="text-sm text-muted">No address on this order.</p>
        ) : (
          <address className="text-sm text-ink-soft not-italic">
            {address.name && <p className="font-bold text-ink">{address.name}</p>}
            {address.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
            {address.phone && <p>Phone: {address.phone}</p>}
          </address>
        )}
      </Card>
    </>
  );
}
