import { Link } from 'react-router';
import type { AvailableCoupon } from '@store/shared/schemas/coupons';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { useAvailableCoupons } from '../api/available-coupons';

/** The Copy button for a moment after copying: green, as a done thing. */
const COPIED =
  'inline-flex h-9 items-center justify-center rounded-md border border-green-700 bg-green-50 px-3 text-sm font-semibold text-green-800';

/** One coupon: its offer, code and rules, with Copy (the button says Copied for a moment). */
function CouponCard({ coupon, copied, onCopy }: { coupon: AvailableCoupon; copied: boolean; onCopy: () => void }) {
  const headingId = `coupon-${coupon.code}`;
  return (
    <li
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="text-base font-bold text-ink">
          {coupon.offer}
        </h2>
        <p className="mt-1 inline-block rounded border border-dashed border-brand px-2 py-0.5 font-mono text-sm font-bold tracking-wider text-brand-dark">
          {coupon.code}
        </p>
        <ul className="mt-2 space-y-0.5 text-sm text-ink-soft">
          {coupon.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={`w-full shrink-0 sm:w-24 ${copied ? COPIED : buttonClasses('outline', 'sm')}`}
        aria-label={copied ? `Copied ${coupon.code}` : `Copy ${coupon.code}`}
        onClick={onCopy}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </li>
  );
}

/**
 * Profile → Coupons (docs/product/accounts.md#my-coupons): the public coupons the shopper can use now, each with
 * its rules and a Copy button for the code, or a note that there are none. The route puts it beside the account
 * side menu.
 */
export function MyCouponsPage({ email }: { email: string }) {
  const coupons = useAvailableCoupons(email);
  const [copied, showCopied] = useTimedMessage(2000);
  const copy = (code: string) =>
    void navigator.clipboard
      .writeText(code)
      .then(() => showCopied(code))
      .catch(() => showCopied(''));

  return (
    <section className="min-w-0 flex-1" aria-labelledby="coupons-heading">
      <h1 id="coupons-heading" className="text-lg font-bold text-ink">
        Coupons
      </h1>
      <p className="mb-4 text-sm text-muted">Copy a code and enter it in your bag.</p>
      <p role="status" className="sr-only">
        {copied ? `${copied} copied` : ''}
      </p>
      {coupons.isPending ? (
        <Spinner label="Loading coupons" />
      ) : coupons.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          Could not load your coupons. Please try again.
        </p>
      ) : coupons.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-ink/25 bg-white px-6 py-14 text-center">
          <p className="text-lg font-bold text-ink">No coupons for you right now</p>
          <p className="mt-1 text-sm text-muted">New offers appear here when the store runs them.</p>
          <Link to="/" className={buttonClasses('primary', 'md', 'mt-5')}>
            Continue Shopping
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {coupons.data.map((coupon) => (
            <CouponCard
              key={coupon.code}
              coupon={coupon}
              copied={copied === coupon.code}
              onCopy={() => copy(coupon.code)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
