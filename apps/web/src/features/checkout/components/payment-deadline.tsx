import { formatTimeLeft } from '@store/shared/countdown';
import { Button } from '@/components/ui/button';
import { useTimeLeft } from '@/hooks/use-time-left';
import { paymentTexts } from '../hooks/use-pay-order';

interface PaymentDeadlineProps {
  /** The server's time the order gives its stock back. */
  expiresAt: string;
  /** Offered once the time ran out: PLACE ORDER AGAIN (or, for an order resumed from /Orders, back to the bag). */
  onAgain?: () => void;
  againLabel?: string;
}

/**
 * 'Complete your payment within 14:32', counting down to the order's `expires_at`; at 0 it says the time ran out
 * and the stock went back, and offers to place the order again (docs/product/checkout.md#payment-page).
 */
export function PaymentDeadline({ expiresAt, onAgain, againLabel = 'PLACE ORDER AGAIN' }: PaymentDeadlineProps) {
  const left = useTimeLeft(expiresAt) ?? 0;
  if (left > 0) {
    return (
      <p
        className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        data-testid="payment-deadline"
      >
        {paymentTexts.timeLeft}{' '}
        <time
          className="font-mono font-bold tabular-nums"
          dateTime={`PT${Math.ceil(left / 1000)}S`}
          aria-live={left < 60_000 ? 'polite' : 'off'}
        >
          {formatTimeLeft(left)}
        </time>
      </p>
    );
  }
  return (
    <div role="status" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="payment-deadline">
      <p className="font-semibold">{paymentTexts.timeRanOut}</p>
      {onAgain && (
        <Button size="sm" variant="outline" className="mt-2 border-red-300" onClick={onAgain}>
          {againLabel}
        </Button>
      )}
    </div>
  );
}
