import { formatDay } from '@/lib/dates';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatRupees } from '@store/shared/money';
import type { AdminOrderRow } from '@store/shared/schemas/merchant';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/order-status-badge';
import { Pager } from '@/components/ui/pager';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/lib/save-blob';
import { useAdminAccess } from '@/stores/permissions';
import { SearchField } from '@/components/ui/search-field';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { downloadOrdersCsv, useAdminOrders } from '../api/admin-orders';
import { useToast } from '@/hooks/use-toast';
import { failureMessage } from '../utils/failure-message';
import { storeToday } from '../utils/format';
import {
  chipCount,
  csvFileName,
  filtersFromParams,
  PAGE_SIZES,
  paramsFromFilters,
  sortOptions,
  viewChips,
  withChange,
  type AdminOrderSort,
  type OrderFilters,
} from '../utils/order-filters';
import { AttentionMarker, ReturnsMarker } from './order-markers';
import { useStillHere } from '@/hooks/use-still-here';

/** The search asks 300 ms after typing stops, like the other admin tables (docs/product/admin.md#filtering-and-paging). */
const SEARCH_DEBOUNCE_MS = 300;

const number = new Intl.NumberFormat('en-IN');
const inputClass =
  'h-10 rounded-md border border-line bg-white px-3 text-sm text-ink outline-none focus:border-ink disabled:opacity-60';

/** The table's state in the address: chips, sort and pages add a history entry (Back undoes them), typing replaces. */
function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const update = (change: Partial<OrderFilters>, replace = false) =>
    setParams(paramsFromFilters(withChange(filters, change)), { replace });
  return { filters, update };
}

/**
 * /ManageOrders: every order, newest first, with chips per status (and their counts), a search, a date range, sort
 * and pages, all kept in the address (docs/product/admin.md#orders). A table on wide screens, cards on phones.
 */
export function OrdersScreen() {
  const { filters, update } = useOrderFilters();
  const toast = useToast();
  const navigate = useNavigate();
  const orders = useAdminOrders(filters);
  const [exporting, setExporting] = useState(false);
  // The CSV export is for whoever may export (docs/product/admin.md#what-each-role-sees).
  const canExport = useAdminAccess().can('exports.read');
  const chips = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a phone the chip strip scrolls sideways: keep the chosen chip in view (a link to ?status=Expired).
    const active = chips.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (active && chips.current) chips.current.scrollLeft = active.offsetLeft - 16;
  }, [filters.view]);

  const [searchText, setSearchText] = useState(filters.q);
  const debounced = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const stillHere = useStillHere();
  useEffect(() => {
    if (debounced !== filters.q && stillHere()) update({ q: debounced }, true);
    // Only a new debounced text moves the address; the address's own changes must not loop back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  // Back or a link changed the search in the address: show it in the box (adjusted while rendering, not in an
  // effect, so the box never shows the old text for a frame).
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    if (filters.q !== searchText.trim()) setSearchText(filters.q);
  }

  const total = orders.data?.totalCount ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / filters.pageSize));
  const rows = orders.data?.items;
  useEffect(() => {
    // A link to page 9 of a filter that now has 3 pages steps back to the last page that exists.
    if (orders.data && filters.page > lastPage) update({ page: lastPage }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orders.data, filters.page, lastPage]);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await downloadOrdersCsv(filters), csvFileName(filters, storeToday()));
      toast.show('The orders were exported.');
    } catch (error) {
      toast.show(failureMessage(error), 'error');
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="orders-heading">
      <title>Orders · Admin · Store</title>
      <Toast message={toast.message} tone={toast.tone} aboveDialogs />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="orders-heading" className="text-xl font-bold text-ink md:text-2xl">
            Orders
          </h1>
          <p className="mt-1 text-sm text-muted">Find an order, pack it, ship it, refund it.</p>
        </div>
        {canExport && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => void exportCsv()}
            disabled={exporting}
            aria-busy={exporting || undefined}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        )}
      </div>

      <div className="mt-4 rounded-xl border border-line bg-white shadow-sm">
        <div
          ref={chips}
          role="group"
          aria-label="Order status"
          className="scrollbar-none relative flex gap-2 overflow-x-auto border-b border-line px-4 py-3"
        >
          {viewChips.map((chip) => {
            const count = chipCount(chip.view, orders.data?.counts);
            const active = filters.view === chip.view;
            return (
              <button
                key={chip.view}
                type="button"
                aria-pressed={active}
                onClick={() => update({ view: chip.view })}
                className={`shrink-0 rounded-full border px-3 py-1.5 text-xs font-bold whitespace-nowrap transition-colors ${
                  active
                    ? 'border-brand bg-brand text-white'
                    : 'border-line bg-white text-ink-soft hover:border-ink hover:text-ink'
                }`}
              >
                {chip.label}
                {count !== undefined && (
                  <span className={active ? 'ml-1.5 text-white/85' : 'ml-1.5 text-muted'}>{number.format(count)}</span>
                )}
              </button>
            );
          })}
        </div>

        <div className="flex flex-wrap items-end gap-3 border-b border-line px-4 py-3">
          <SearchField
            label="Search orders"
            value={searchText}
            onChange={setSearchText}
            placeholder="Order number, email, phone or name…"
            maxLength={100}
            className="relative min-w-0 flex-1 basis-64"
          />
          <label className="flex flex-col text-xs font-semibold text-ink-soft">
            From
            <input
              type="date"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => update({ from: event.target.value })}
              className={`${inputClass} mt-1`}
            />
          </label>
          <label className="flex flex-col text-xs font-semibold text-ink-soft">
            To
            <input
              type="date"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => update({ to: event.target.value })}
              className={`${inputClass} mt-1`}
            />
          </label>
          <label className="flex flex-col text-xs font-semibold text-ink-soft">
            Sort by
            <select
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as AdminOrderSort })}
              className={`${inputClass} mt-1`}
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>

        {orders.isPending && <Spinner label="Loading orders" />}
        {orders.isError && (
          <p role="alert" className="px-4 py-8 text-center text-sm font-medium text-red-700">
            {failureMessage(orders.error)}
          </p>
        )}
        {rows && rows.length === 0 && (
          <p className="px-4 py-10 text-center text-sm text-muted">No orders match these filters.</p>
        )}
        {rows && rows.length > 0 && (
          <>
            <OrderTable rows={rows} onOpen={(id) => void navigate(`/ManageOrders/${id}`)} />
            <OrderCards rows={rows} />
          </>
        )}

        <Pager
          page={filters.page}
          pageSize={filters.pageSize}
          total={total}
          onPage={(page) => update({ page })}
          onPageSize={(pageSize) => update({ pageSize })}
          sizes={[...PAGE_SIZES]}
          busy={orders.isFetching}
        />
      </div>
    </section>
  );
}

function Markers({ row }: { row: AdminOrderRow }) {
  return (
    <div className="flex flex-wrap gap-1">
      {row.needs_attention && <AttentionMarker />}
      {row.open_returns > 0 && <ReturnsMarker count={row.open_returns} />}
    </div>
  );
}

/** Wide screens: one row per order; the row (and its order number link) opens the order. */
function OrderTable({ rows, onOpen }: { rows: AdminOrderRow[]; onOpen: (id: number) => void }) {
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="w-full min-w-[900px] border-collapse text-left text-sm">
        <caption className="sr-only">Orders</caption>
        <thead>
          <tr className="border-b border-line bg-canvas text-xs font-bold tracking-wide text-ink-soft uppercase">
            <th scope="col" className="px-3 py-3 pl-4">
              Order
            </th>
            <th scope="col" className="px-3 py-3">
              Date
            </th>
            <th scope="col" className="px-3 py-3">
              Customer
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Items
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Total
            </th>
            <th scope="col" className="px-3 py-3">
              Payment
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <th scope="col" className="px-3 py-3 pr-4">
              <span className="sr-only">Flags</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.order_id}
              onClick={() => onOpen(row.order_id)}
              className="cursor-pointer border-b border-line last:border-b-0 hover:bg-canvas/60"
            >
              <td className="px-3 py-2.5 pl-4 font-bold whitespace-nowrap">
                <Link
                  to={`/ManageOrders/${row.order_id}`}
                  onClick={(event) => event.stopPropagation()}
                  className="text-brand hover:underline"
                >
                  #{row.order_id}
                </Link>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-ink-soft">{formatDay(row.order_date)}</td>
              <td className="max-w-64 px-3 py-2.5">
                <p className="truncate font-semibold text-ink">{row.customer.name || row.customer.email}</p>
                <p className="truncate text-xs text-muted">{row.customer.email}</p>
              </td>
              <td className="px-3 py-2.5 text-right tabular-nums">{row.items}</td>
              <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap tabular-nums">
                {formatRupees(row.total_amount)}
                {row.refunded_amount > 0 && (
                  <span className="block text-xs font-normal text-muted">
                    −{formatRupees(row.refunded_amount)} refunded
                  </span>
                )}
              </td>
              <td className="px-3 py-2.5">
                <PaymentStatusBadge status={row.payment_status} />
              </td>
              <td className="px-3 py-2.5">
                <OrderStatusBadge status={row.status} />
              </td>
              <td className="px-3 py-2.5 pr-4">
                <Markers row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones (390 px): one card per order, the whole card a link. */
function OrderCards({ rows }: { rows: AdminOrderRow[] }) {
  return (
    <ul className="divide-y divide-line md:hidden" aria-label="Orders">
      {rows.map((row) => (
        <li key={row.order_id}>
          <Link to={`/ManageOrders/${row.order_id}`} className="block px-4 py-3 hover:bg-canvas/60">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-bold text-brand">#{row.order_id}</span>
              <span className="font-bold text-ink tabular-nums">{formatRupees(row.total_amount)}</span>
            </div>
            <div className="mt-0.5 flex items-baseline justify-between gap-2 text-xs text-muted">
              <span className="min-w-0 truncate">{row.customer.name || row.customer.email}</span>
              <span className="shrink-0">
                {formatDay(row.order_date)} · {row.items} {row.items === 1 ? 'item' : 'items'}
              </span>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-1.5">
              <OrderStatusBadge status={row.status} />
              <PaymentStatusBadge status={row.payment_status} />
              <Markers row={row} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
