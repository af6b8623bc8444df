import { useState } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import type { StoreCreditItem, StoreCreditReason } from '@store/shared/schemas/store-credit';
import { buttonClasses } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/dates';
import { STORE_CREDIT_PAGE_SIZE, useStoreCredit } from '../api/store-credit';

/** Each kind of row of the ledger in the shopper's words. */
const REASONS: Record<StoreCreditReason, string> = {
  refund: 'Refund',
  goodwill: 'Added by the store',
  order_payment: 'Spent on an order',
  order_payment_returned: 'Given back from an order',
  expiry: 'Expired',
};

function LedgerRow({ item }: { item: StoreCreditItem }) {
  const credit = item.amount > 0;
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-ink">{REASONS[item.reason]}</p>
        <p className="text-xs text-muted">
          {formatDay(item.created_at)}
          {item.order_id !== null && (
            <>
              {' · '}
              <Link to={`/OrderDetails/${item.order_id}`} className="font-medium text-brand hover:underline">
                Order #{item.order_id}
              </Link>
            </>
          )}
          {item.expires_at !== null && item.reason === 'goodwill' && <> · expires {formatDay(item.expires_at)}</>}
        </p>
      </div>
      <p className={`shrink-0 text-sm font-bold ${credit ? 'text-green-700' : 'text-ink'}`}>
        {credit ? '+' : '−'}
        {formatRupees(Math.abs(item.amount))}
      </p>
    </li>
  );
}

/**
 * Profile → Store Credit (docs/product/accounts.md#store-credit): the balance, the credit that expires and when, and
 * the ledger newest first with links to the orders it belongs to, or a note when there has been none.
 */
export function StoreCreditPage({ email }: { email: string }) {
  const [page, setPage] = useState(1);
  const credit = useStoreCredit(email, page);

  return (
    <section className="min-w-0 flex-1" aria-labelledby="store-credit-heading">
      <h1 id="store-credit-heading" className="text-lg font-bold text-ink">
        Store Credit
      </h1>
      <p className="mb-4 text-sm text-muted">Money the store owes you: refunds to store credit arrive here at once.</p>
      {credit.isPending ? (
        <Spinner label="Loading your store credit" />
      ) : credit.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          Could not load your store credit. Please try again.
        </p>
      ) : (
        <>
          <div className="rounded-lg border border-line bg-white p-4">
            <p className="text-xs font-bold tracking-widest text-muted">BALANCE</p>
            <p className="mt-1 text-3xl font-bold text-ink" data-testid="store-credit-balance">
              {formatRupees(credit.data.balance)}
            </p>
            {credit.data.expiring.length > 0 && (
              <ul className="mt-3 space-y-1 text-sm text-amber-800" aria-label="Credit that expires">
                {credit.data.expiring.map((part) => (
                  <li key={`${part.expires_at}-${part.amount}`}>
                    {formatRupees(part.amount)} expires on {formatDay(part.expires_at)}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {credit.data.totalCount === 0 ? (
            <div className="mt-4 rounded-lg border border-dashed border-ink/25 bg-white px-6 py-14 text-center">
              <p className="text-lg font-bold text-ink">No store credit yet</p>
              <p className="mt-1 text-sm text-muted">
                Choose store credit for the refund when you return something: it is here as soon as the return is
                refunded.
              </p>
              <Link to="/" className={buttonClasses('primary', 'md', 'mt-5')}>
                Continue Shopping
              </Link>
            </div>
          ) : (
            <div className="mt-4 rounded-lg border border-line bg-white">
              <h2 className="border-b border-line px-4 py-3 text-sm font-bold text-ink">History</h2>
              <ul className="divide-y divide-line">
                {credit.data.items.map((item) => (
                  <LedgerRow key={item.id} item={item} />
                ))}
              </ul>
              {credit.data.totalCount > STORE_CREDIT_PAGE_SIZE && (
                <Pager
                  page={page}
                  pageSize={STORE_CREDIT_PAGE_SIZE}
                  total={credit.data.totalCount}
                  onPage={setPage}
                  busy={credit.isFetching}
                />
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
