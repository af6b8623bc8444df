import { formatRupees } from '@store/shared/money';
import type { AdminDashboard } from '@store/shared/schemas/merchant';
import { Panel } from './dashboard-panel';

const count = new Intl.NumberFormat('en-IN');
const percent = (value: number) => `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;

function Row({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-ink-soft">
        {label}
        {note && <span className="block text-xs text-muted">{note}</span>}
      </dt>
      <dd className="shrink-0 font-bold text-ink tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * "Cash on delivery and store credit", last 30 days (docs/product/admin.md#dashboard): COD's share of orders, how
 * many COD and prepaid orders came back undelivered, the COD fees collected, and store credit issued, spent and
 * outstanding.
 */
export function CodCreditPanel({ figures }: { figures: AdminDashboard['codAndCredit'] }) {
  return (
    <Panel title="Cash on delivery and store credit">
      <div className="grid gap-x-8 gap-y-2 text-sm md:grid-cols-2">
        <dl className="divide-y divide-line">
          <Row
            label="COD share of orders"
            note={`${count.format(figures.codOrders)} of ${count.format(figures.orders)} ${figures.orders === 1 ? 'order' : 'orders'}, 30 days`}
            value={percent(figures.codShare)}
            testId="cod-share"
          />
          <Row
            label="RTO rate, cash on delivery"
            note={`${count.format(figures.codReturnedToOrigin)} returned to origin`}
            value={percent(figures.codRtoRate)}
            testId="cod-rto-rate"
          />
          <Row
            label="RTO rate, prepaid"
            note={`${count.format(figures.prepaidReturnedToOrigin)} of ${count.format(figures.prepaidOrders)} returned to origin`}
            value={percent(figures.prepaidRtoRate)}
            testId="prepaid-rto-rate"
          />
          <Row
            label="COD fee collected, 30 days"
            value={formatRupees(figures.codFeeCollected)}
            testId="cod-fee-collected"
          />
        </dl>
        <dl className="divide-y divide-line">
          <Row
            label="Store credit issued, 30 days"
            value={formatRupees(figures.storeCredit.issued)}
            testId="credit-issued"
          />
          <Row
            label="Store credit spent, 30 days"
            value={formatRupees(figures.storeCredit.spent)}
            testId="credit-spent"
          />
          <Row
            label="Store credit outstanding"
            note="Held by shoppers now, expired credit left out"
            value={formatRupees(figures.storeCredit.outstanding)}
            testId="credit-outstanding"
          />
        </dl>
      </div>
    </Panel>
  );
}
