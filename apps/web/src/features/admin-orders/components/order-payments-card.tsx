import { formatTime } from '@/lib/dates';
import { Link } from 'react-router';
import { formatRupees } from '@store/shared/money';
import type { AdminOrderDetail } from '@store/shared/schemas/merchant';
import { Card, cell, head, wide, phoneLine } from './order-card';

export function PaymentsCard({ detail }: { detail: AdminOrderDetail }) {
  return (
    <Card title="Payments and refunds">
      {detail.payment_method === 'cod' && (
        <p className="mb-3 text-sm text-ink" data-testid="cash-on-delivery">
          Cash on delivery ·{' '}
          {detail.cash_collected_at
            ? `cash collected ${formatTime(detail.cash_collected_at)}`
            : detail.payment_status === 'CashDue'
              ? 'cash due on delivery'
              : 'no cash collected'}
        </p>
      )}
      {detail.payments.length === 0 && detail.refunds.length === 0 ? (
        <p className="text-sm text-muted">
          {detail.payment_method === 'cod' ? 'No online payment: cash on delivery.' : 'No payment yet.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm sm:min-w-[520px]">
            <caption className="sr-only">Payments and refunds</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={head}>
                  Date
                </th>
                <th scope="col" className={head}>
                  What
                </th>
                <th scope="col" className={`${head} ${wide} text-right`}>
                  Amount
                </th>
                <th scope="col" className={`${head} ${wide}`}>
                  Status
                </th>
                <th scope="col" className={`${head} ${wide}`}>
                  Reference
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.payments.map((payment) => (
                <tr key={`p${payment.payment_id}`} className="border-b border-line last:border-b-0">
                  <td className={`${cell} sm:whitespace-nowrap`}>{formatTime(payment.payment_date)}</td>
                  <td className={cell}>
                    Payment ({payment.payment_method})
                    <span className={`${phoneLine} text-ink`}>
                      <strong className="tabular-nums">{formatRupees(payment.payment_amount)}</strong> ·{' '}
                      {payment.status}
                    </span>
                  </td>
                  <td className={`${cell} ${wide} text-right tabular-nums`}>{formatRupees(payment.payment_amount)}</td>
                  <td className={`${cell} ${wide}`}>{payment.status}</td>
                  <td className={`${cell} ${wide} break-all text-xs text-muted`}>{payment.razorpay_payment_id}</td>
                </tr>
              ))}
              {detail.refunds.map((item) => (
                <tr key={`r${item.refund_id}`} className="border-b border-line last:border-b-0">
                  <td className={`${cell} sm:whitespace-nowrap`}>{formatTime(item.created_at)}</td>
                  <td className={cell}>
                    Refund{item.return_id ? ` (return #${item.return_id})` : ''}
                    <span className="block text-xs text-muted">{item.reason}</span>
                    <span className={`${phoneLine} text-ink`}>
                      <strong className="tabular-nums">−{formatRupees(item.amount)}</strong> ·{' '}
                      <RefundStatus refund={item} />
                      <span className="mt-1 block">
                        <RefundReference refund={item} />
                      </span>
                    </span>
                  </td>
                  <td className={`${cell} ${wide} text-right tabular-nums`}>−{formatRupees(item.amount)}</td>
                  <td className={`${cell} ${wide}`}>
                    <RefundStatus refund={item} />
                  </td>
                  <td className={`${cell} ${wide} text-xs`}>
                    <RefundReference refund={item} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-3 text-sm text-ink-soft">
        Still refundable: <strong className="text-ink">{formatRupees(detail.refundable_amount)}</strong>
      </p>
    </Card>
  );
}

type RefundRow = AdminOrderDetail['refunds'][number];

function RefundStatus({ refund }: { refund: RefundRow }) {
  return (
    <>
      {refund.status}
      {refund.failure_reason && <span className="block text-xs text-red-700">{refund.failure_reason}</span>}
    </>
  );
}

/** The refund's credit note, once it has one; else the provider's refund id or the method. */
function RefundReference({ refund }: { refund: RefundRow }) {
  return refund.credit_note_number ? (
    <Link
      to={`/CreditNote/${refund.refund_id}`}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand hover:underline"
    >
      Credit note {refund.credit_note_number}
    </Link>
  ) : (
    <span className="break-all text-muted">{refund.provider_refund_id ?? refund.method}</span>
  );
}
