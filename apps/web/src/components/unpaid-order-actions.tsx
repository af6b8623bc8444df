import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';

/**
 * Pay now (while there is time left: resumes paying the order) and Cancel, for an order waiting for payment, on the
 * Payment page's panel and on /Orders (docs/product/checkout.md#unpaid-orders).
 */
export function UnpaidOrderActions({
  orderId,
  left,
  onCancel,
}: {
  orderId: number;
  left: number;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      {left > 0 && (
        <Link
          to={`/Payment?order=${orderId}`}
          className={buttonClasses('primary', 'sm')}
          aria-label={`Pay now for order ${orderId}`}
        >
          Pay now
        </Link>
      )}
      <Button size="sm" variant="outline" onClick={onCancel} aria-label={`Cancel order ${orderId}`}>
        Cancel
      </Button>
    </div>
  );
}
