import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import { orderStatuses } from '@store/shared/order-lifecycle';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { useAdminAccess } from '@/stores/permissions';
import { useDashboard } from '../api/dashboard';
import { dashboardLinks, salesChartData, storeToday } from '../utils/chart-data';
import { RealVisitorsVitals } from './real-visitors-vitals';
import { SearchTermsPanel } from './search-terms-panel';
import { SalesChart } from './sales-chart';
import { CodCreditPanel } from './cod-credit-panel';
import { Panel } from './dashboard-panel';

const count = new Intl.NumberFormat('en-IN');

/** A figure linking to the screen that lists it, when the role may open that screen (`to` null: no link). */
function Figure({ title, value, to, tone }: { title: string; value: string; to: string | null; tone?: 'alert' }) {
  const frame = `block h-full rounded-xl border bg-white p-4 shadow-sm transition-colors ${tone === 'alert' ? 'border-red-300' : 'border-line'}`;
  const content = (
    <>
      <p className="text-xs font-semibold text-muted md:text-sm">{title}</p>
      <p className={`mt-1 text-xl font-black md:text-2xl ${tone === 'alert' ? 'text-red-700' : 'text-ink'}`}>{value}</p>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={`${frame} hover:border-ink/40`}>
          {content}
        </Link>
      ) : (
        <div className={frame}>{content}</div>
      )}
    </li>
  );
}

/**
 * The admin's /Dashboard: sales, orders, customers and what needs doing, each figure linking to the screen that
 * lists it; the 30-day sales chart, orders by status, top products, low stock, cash on delivery and store credit, and real visitors' page speed
 * (docs/product/admin.md#dashboard).
 * Loaded only for the admin, so shoppers never download it or the chart library.
 */
export function AdminDashboard() {
  const dashboard = useDashboard();
  // An analyst reads the figures but opens neither the catalogue nor the inventory (docs/product/admin.md#what-each-role-sees).
  const { can } = useAdminAccess();
  if (dashboard.isPending) return <Spinner label="Loading figures" />;
  if (dashboard.isError) {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {dashboard.error instanceof ApiError ? dashboard.error.message : 'Could not load the figures.'}
      </p>
    );
  }
  const data = dashboard.data;
  const today = storeToday();
  const links = dashboardLinks(today);
  const points = salesChartData(data.salesByDay, today);
  return (
    <div className="space-y-5" data-testid="admin-dashboard">
      {/* Nine figures: three rows of three, and on phones the last one across both columns. */}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 max-md:[&>li:last-child:nth-child(odd)]:col-span-2">
        <Figure title="Sales today" value={formatRupees(data.sales.today)} to={links.salesToday} />
        <Figure title="Sales, 7 days" value={formatRupees(data.sales.last7Days)} to={links.sales7} />
        <Figure title="Sales, 30 days" value={formatRupees(data.sales.last30Days)} to={links.sales30} />
        <Figure title="Orders today" value={count.format(data.ordersToday)} to={links.ordersToday} />
        <Figure title="Customers" value={count.format(data.customers)} to={links.customers} />
        <Figure
          title="Needs attention"
          value={count.format(data.needsAttention)}
          to={links.needsAttention}
          tone={data.needsAttention > 0 ? 'alert' : undefined}
        />
        <Figure title="Open returns" value={count.format(data.openReturns)} to={links.openReturns} />
        <Figure
          title="Low stock"
          value={count.format(data.lowStock.length)}
          to={can('inventory.read') ? links.lowStock : null}
          tone={data.lowStock.some((row) => row.stock === 0) ? 'alert' : undefined}
        />
        <Figure
          title="Overdue grievances"
          value={count.format(data.overdueGrievances)}
          to={can('grievances.manage') ? '/Grievances?status=overdue' : null}
          tone={data.overdueGrievances > 0 ? 'alert' : undefined}
        />
      </ul>

      <Panel title="Sales, last 30 days">
        <SalesChart points={points} />
      </Panel>

      <div className="grid gap-5 lg:grid-cols-3">
        <Panel title="Orders by status">
          <ul className="space-y-2">
            {orderStatuses.map((status) => (
              <li key={status}>
                <Link
                  to={links.status(status)}
                  className="flex items-center justify-between gap-2 rounded-md px-1 py-0.5 hover:bg-canvas"
                >
                  <OrderStatusBadge status={status} />
                  <span className="font-bold text-ink tabular-nums">
                    {count.format(data.ordersByStatus[status] ?? 0)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>

        <Panel title="Top products, 30 days">
          {data.topProducts.length === 0 ? (
            <p className="text-sm text-muted">No sales yet.</p>
          ) : (
            <ol className="space-y-2 text-sm">
              {data.topProducts.map((product, index) => (
                <li key={`${product.product_id ?? product.name}-${index}`} className="flex justify-between gap-3">
                  <span className="min-w-0">
                    {product.product_id && can('catalogue.write') ? (
                      <Link
                        to={`/ProductVariation/${product.product_id}`}
                        className="font-semibold text-brand hover:underline"
                      >
                        {product.name}
                      </Link>
                    ) : (
                      <span className="font-semibold text-ink">{product.name}</span>
                    )}
                    <span className="block text-xs text-ink-soft">{product.brand_name}</span>
                  </span>
                  <span className="shrink-0 text-right">
                    <span className="block font-bold text-ink">{formatRupees(product.sales)}</span>
                    <span className="block text-xs text-ink-soft">{count.format(product.units)} sold</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Panel>

        <Panel
          title="Low stock"
          action={
            can('inventory.read') && (
              <Link to={links.lowStock} className="text-xs font-bold text-brand hover:underline">
                Inventory
              </Link>
            )
          }
        >
          {data.lowStock.length === 0 ? (
            <p className="text-sm text-muted">Nothing is running low.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {data.lowStock.map((row) => (
                <li key={`${row.product_id}:${row.productvariation_id ?? 0}`} className="flex items-center gap-3">
                  <img
                    src={row.image ?? PLACEHOLDER_IMAGE}
                    alt=""
                    width={30}
                    height={40}
                    loading="lazy"
                    className="aspect-[3/4] w-8 shrink-0 rounded bg-canvas object-cover"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold text-ink">{row.product_name}</span>
                    <span className="block truncate text-xs text-ink-soft">
                      {[row.brand_name, ...row.attributes.map((attribute) => attribute.value)].join(' · ')}
                    </span>
                  </span>
                  <span className={`font-bold tabular-nums ${row.stock === 0 ? 'text-red-700' : 'text-amber-800'}`}>
                    {row.stock}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>

      <CodCreditPanel figures={data.codAndCredit} />

      <SearchTermsPanel />
      <RealVisitorsVitals />
    </div>
  );
}
