import { paidForUnits } from '@store/shared/coupons';
import { spreadProportionally } from '@store/shared/gst';
import { toRupees } from '@store/shared/money';
import type { TaxDocument } from '@store/shared/schemas/merchant';
import type { orders } from '../../db/schema/index.ts';

// What each line of a tax document is worth, and how the invoice's total was paid (docs/product/orders.md#gst-invoices).

type OrderRow = typeof orders.$inferSelect;

interface Line {
  price: number;
  quantity: number;
  discount: number;
}

/**
 * Every line of the order for its whole value: what was paid for it (less its coupon share) plus its share of the
 * cash-on-delivery fee. The fee is part of the value of the goods (CGST Act s.15(2)(c)), so it is spread over the
 * lines in proportion to their value, largest remainders taking the leftover paise, and taxed at each line's own
 * rate; the lines add up to the order's total exactly (docs/decisions/022-cod-fee-on-invoices.md).
 */
export function wholeLines<L extends Line>(
  order: Pick<OrderRow, 'cod_fee_paise'>,
  lines: readonly L[],
): Array<{ line: L; quantity: number; amount: number; discount: number; codFee: number }> {
  const values = lines.map((line) => paidForUnits(line, line.quantity));
  const fees = spreadProportionally(order.cod_fee_paise, values);
  return lines.map((line, index) => ({
    line,
    quantity: line.quantity,
    amount: values[index]! + fees[index]!,
    discount: line.discount,
    codFee: fees[index]!,
  }));
}

/**
 * How the invoice's total was paid, when store credit paid part or all of it: a means of payment under the totals,
 * never a discount, so the taxable value stays the goods' (docs/decisions/021-store-credit-on-invoices.md).
 */
export function paymentLines(order: OrderRow): Pick<TaxDocument, 'payments'> {
  if (order.store_credit_paise <= 0) return {};
  const rest = order.total_amount - order.store_credit_paise;
  const payments: NonNullable<TaxDocument['payments']> = [
    { method: 'store_credit', label: 'Paid by store credit', amount: toRupees(order.store_credit_paise) },
  ];
  if (rest > 0) {
    payments.push(
      order.payment_method === 'cod'
        ? { method: 'cash', label: 'Cash on delivery', amount: toRupees(rest) }
        : { method: 'online', label: 'Paid online', amount: toRupees(rest) },
    );
  }
  return { payments };
}

/** The COD fee the document's lines include (rupees), when the order was charged one (docs/product/checkout.md#cod-fee). */
export const codFeeLine = (order: Pick<OrderRow, 'cod_fee_paise'>): Pick<TaxDocument, 'cod_fee'> =>
  order.cod_fee_paise > 0 ? { cod_fee: toRupees(order.cod_fee_paise) } : {};
