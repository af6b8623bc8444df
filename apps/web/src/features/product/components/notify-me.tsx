import { Link, useLocation } from 'react-router';
import { stockAlertTexts } from '@store/shared/stock-alerts';
import { Button } from '@/components/ui/button';
import { withNext } from '@/lib/next-path';
import { useStockAlert, type AlertTarget } from '../api/stock-alerts';

/**
 * Under a chosen sold-out size (or a sold-out product without sizes): `Notify me` for a signed-in shopper, then
 * `We'll email you when it's back` with `Cancel alert`; a guest gets `Sign in to be notified`, back to this page
 * (docs/product/storefront.md#back-in-stock-alerts).
 */
export function NotifyMe({ target, size }: { target: AlertTarget; size: string | null }) {
  const { pathname, search } = useLocation();
  const { signedIn, loading, alert, subscribe, cancel } = useStockAlert(target, true);
  const error = subscribe.error ?? cancel.error;
  const soldOut = size ? `Size ${size} is sold out.` : 'This product is sold out.';
  return (
    <div className="mt-4 rounded-md border border-line bg-canvas p-4" data-testid="notify-me" aria-live="polite">
      <p className="text-sm font-semibold text-ink">{soldOut}</p>
      {!signedIn ? (
        <Link
          to={withNext('/Login', pathname + search)}
          className="mt-2 inline-block text-sm font-bold text-brand hover:underline"
        >
          {stockAlertTexts.signIn}
        </Link>
      ) : alert ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm text-success" data-testid="alert-subscribed">
            {stockAlertTexts.subscribed}
          </p>
          <button
            type="button"
            className="text-sm font-semibold text-muted underline hover:text-ink disabled:opacity-60"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(alert.alert_id)}
          >
            {stockAlertTexts.cancel}
          </button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">We'll send you one email when it's back in stock.</p>
          <Button
            variant="outline"
            className="mt-3"
            disabled={loading || subscribe.isPending}
            onClick={() => subscribe.mutate()}
          >
            {stockAlertTexts.notifyMe}
          </Button>
        </>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error.message}
        </p>
      )}
    </div>
  );
}
