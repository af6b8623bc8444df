import { formatRupees } from '@store/shared/money';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { summaryMoney } from '@/components/price-summary';
import { PLACEHOLDER_IMAGE } from '@/lib/images';
import { attributeText } from '../utils/format';
import { Card } from './order-card';

/** The items of the order, with how many came back, the discount and the total. */
export function LinesCard({ detail }: { detail: AdminOrderDetail }) {
  return (
    <Card title="Items">
      <ul className="divide-y divide-line">
        {detail.lines.map((line) => {
          const attributes = attributeText(line.attributes);
          return (
            <li key={line.order_item_id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
              <img
                src={line.productImage ?? PLACEHOLDER_IMAGE}
                width={240}
                height={320}
                alt={`${line.brand_name} ${line.productName}`}
                loading="lazy"
                className="aspect-[3/4] w-16 shrink-0 rounded bg-canvas object-cover"
              />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-bold text-ink">{line.brand_name}</p>
                <p className="text-ink-soft">{line.productName}</p>
                <p className="mt-1 text-xs text-muted">
                  SKU: {line.sku ?? '—'}
                  {attributes && ` · ${attributes}`}
                </p>
                {line.returned_quantity > 0 && (
                  <p className="mt-1 text-xs font-semibold text-amber-800">Returned: {line.returned_quantity}</p>
                )}
              </div>
              <div className="shrink-0 text-right text-sm">
                <p className="font-bold text-ink tabular-nums">{formatRupees(line.price * line.quantity)}</p>
                <p className="text-xs text-muted tabular-nums">
                  {line.quantity} × {formatRupees(line.price)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      {(detail.discount_amount ?? 0) > 0 && (
        <p className="mt-3 flex justify-between border-t border-line pt-3 text-sm text-ink-soft">
          <span>Coupon {detail.coupon_code}</span>
          <span className="text-success tabular-nums">-{formatRupees(detail.discount_amount!)}</span>
        </p>
      )}
      {(detail.cod_fee ?? 0) > 0 && (
        <p
          className="mt-3 flex justify-between border-t border-line pt-3 text-sm text-ink-soft"
          data-testid="admin-order-cod-fee"
        >
          <span>COD Fee</span>
          <span className="tabular-nums">{summaryMoney(detail.cod_fee!)}</span>
        </p>
      )}
      <p className="mt-3 flex justify-between border-t border-line pt-3 text-sm font-bold text-ink">
        <span>Total</span>
        <span className="tabular-nums">{formatRupees(detail.total_amount)}</span>
      </p>
      {(detail.store_credit_used ?? 0) > 0 && (
        <p className="mt-2 flex justify-between text-sm text-ink-soft" data-testid="admin-order-store-credit">
          <span>Paid by store credit</span>
          <span className="tabular-nums">{formatRupees(detail.store_credit_used!)}</span>
        </p>
      )}
    </Card>
  );
}
