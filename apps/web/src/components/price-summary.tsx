import type { ReactNode, Ref } from 'react';
import {
  GST_AMOUNT,
  SHIPPING_CHARGE,
  cartFullPriceTotal,
  cartQuantity,
  cartTotal,
  type CartItem,
} from '@store/shared/cart';
import { formatRupees } from '@store/shared/money';

/** '₹1,299.00', as the bag's summary shows amounts. */
export const summaryMoney = (value: number) =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The bag's total with GST, which is 0.00; shipping is free (docs/product/storefront.md#bag). */
export const bagTotal = (items: readonly CartItem[]) => cartTotal(items) + GST_AMOUNT;

interface PriceSummaryProps {
  items: readonly CartItem[];
  children?: ReactNode;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The price summary of the bag, the address book and Payment: Cart Total, GST 0.00, Shipping 50.00 struck
 * through and Free, Total Amount (docs/product/storefront.md#bag).
 */
export function PriceSummary({ items, children, id, ref }: PriceSummaryProps) {
  const count = cartQuantity(items);
  const total = cartTotal(items);
  const fullTotal = cartFullPriceTotal(items);
  return (
    <div
      ref={ref}
      id={id}
      className="scroll-mt-24 rounded-lg border border-line bg-white p-4"
      data-testid="price-summary"
    >
      <h2 className="mb-4 text-xs font-bold tracking-widest text-ink-soft uppercase">
        Price Details ({count} {count === 1 ? 'Item' : 'Items'})
      </h2>
      <dl className="space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-ink-soft">Cart Total (excl. taxes)</dt>
          <dd className="text-ink" data-testid="cart-total">
            {summaryMoney(total)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-ink-soft">GST</dt>
          <dd className="text-ink">{GST_AMOUNT.toFixed(2)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-ink-soft">Shipping Charges</dt>
          <dd>
            <s className="mr-1.5 text-muted">{SHIPPING_CHARGE.toFixed(2)}</s>
            <span className="font-semibold text-success">Free</span>
          </dd>
        </div>
        <div className="flex justify-between border-t border-line pt-3 text-base font-bold">
          <dt className="text-ink">Total Amount</dt>
          <dd className="text-ink" data-testid="total-amount">
            {summaryMoney(total + GST_AMOUNT)}
          </dd>
        </div>
      </dl>
      {fullTotal > total && (
        <p className="mt-3 rounded bg-success/10 px-3 py-2 text-xs font-semibold text-success">
          You save {formatRupees(fullTotal - total)} on this order
        </p>
      )}
      {children}
    </div>
  );
}
