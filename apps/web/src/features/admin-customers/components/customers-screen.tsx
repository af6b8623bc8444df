import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatRupees } from '@store/shared/money';
import type { AdminCustomerRow } from '@store/shared/schemas/customers';
import { Pager } from '@/components/ui/pager';
import { SearchField } from '@/components/ui/search-field';
import { ListStatus } from '@/components/list-status';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ApiError } from '@/lib/api-client';
import { useCustomers } from '../api/customers';
import { CUSTOMER_PAGE_SIZE, readCustomerSearch, writeCustomerSearch } from '../utils/customer-search';
import { shortDate } from '../utils/format';
import { useStillHere } from '@/hooks/use-still-here';

function Verified({ yes }: { yes: boolean }) {
  return yes ? (
    <span className="text-xs font-bold text-success">Verified</span>
  ) : (
    <span className="text-xs font-bold text-amber-800">Not verified</span>
  );
}

/** A customer as a card (phones). */
function CustomerCard({ customer }: { customer: AdminCustomerRow }) {
  return (
    <li className="px-4 py-3" data-testid="customer-card">
      <Link to={`/Customers/${customer.user_id}`} className="font-bold text-brand hover:underline">
        {customer.name || customer.email}
      </Link>
      <p className="truncate text-sm text-ink-soft">{customer.email}</p>
      <p className="text-sm text-ink-soft">{customer.phone ?? 'No phone'}</p>
      <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-ink-soft">
        <Verified yes={customer.email_verified} />
        <span>
          {customer.orders} {customer.orders === 1 ? 'order' : 'orders'}
        </span>
        <span>{formatRupees(customer.spent)} spent</span>
        <span>Last order {shortDate(customer.last_order_at)}</span>
      </p>
    </li>
  );
}

/**
 * /Customers: search by name, email or phone and the page live in the address bar; a table on wide screens and
 * cards on phones (docs/product/admin.md#customers).
 */
export function CustomersScreen() {
  const [params, setParams] = useSearchParams();
  const search = readCustomerSearch(params);
  const [text, setText] = useState(search.q);
  const typed = useDebouncedValue(text, 300);
  const stillHere = useStillHere();
  const customers = useCustomers(search);

  useEffect(() => {
    if (typed.trim() !== search.q && stillHere())
      setParams(writeCustomerSearch(search, { q: typed }), { replace: true });
    // Only the typed text drives this; the URL's own changes (Back, paging) must not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const error =
    customers.error instanceof ApiError
      ? customers.error.message
      : customers.error
        ? 'Could not load customers.'
        : null;
  const rows = customers.data?.items;
  return (
    <section aria-labelledby="customers-heading">
      <title>Customers · Admin</title>
      <h1 id="customers-heading" className="mb-4 text-xl font-bold text-ink">
        Customers
      </h1>
      <div className="overflow-hidden rounded-lg border border-line bg-white">
        <div className="border-b border-line px-4 py-3">
          <SearchField
            label="Search customers"
            value={text}
            onChange={setText}
            placeholder="Search by name, email or phone…"
            maxLength={100}
            className="relative block"
          />
        </div>
        <ListStatus
          loading={customers.isPending}
          loadingLabel="Loading customers"
          error={error}
          empty={
            rows && rows.length === 0 ? (search.q ? `No customer matches “${search.q}”.` : 'No customers yet.') : null
          }
        />
        {rows && rows.length > 0 && (
          <>
            <ul className="divide-y divide-line md:hidden">
              {rows.map((customer) => (
                <CustomerCard key={customer.user_id} customer={customer} />
              ))}
            </ul>
            <div className="hidden overflow-x-auto md:block">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">Customers</caption>
                <thead>
                  <tr className="border-b border-line bg-canvas text-xs font-bold tracking-wide text-ink-soft uppercase">
                    <th scope="col" className="px-4 py-3">
                      Name
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Email
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Phone
                    </th>
                    <th scope="col" className="px-3 py-3">
                      Verified
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      Orders
                    </th>
                    <th scope="col" className="px-3 py-3 text-right">
                      Spent
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Last order
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((customer) => (
                    <tr key={customer.user_id} className="border-b border-line last:border-b-0 hover:bg-canvas/50">
                      <td className="px-4 py-2.5">
                        <Link
                          to={`/Customers/${customer.user_id}`}
                          className="font-semibold text-brand hover:underline"
                        >
                          {customer.name || customer.email}
                        </Link>
                      </td>
                      <td className="px-3 py-2.5 text-ink-soft">{customer.email}</td>
                      <td className="px-3 py-2.5 text-ink-soft">{customer.phone ?? '—'}</td>
                      <td className="px-3 py-2.5">
                        <Verified yes={customer.email_verified} />
                      </td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{customer.orders}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{formatRupees(customer.spent)}</td>
                      <td className="px-4 py-2.5 whitespace-nowrap text-ink-soft">
                        {shortDate(customer.last_order_at)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {customers.data && (
          <Pager
            page={search.pageNumber}
            pageSize={CUSTOMER_PAGE_SIZE}
            total={customers.data.totalCount}
            busy={customers.isFetching}
            onPage={(pageNumber) => setParams(writeCustomerSearch(search, { pageNumber }))}
          />
        )}
      </div>
    </section>
  );
}
