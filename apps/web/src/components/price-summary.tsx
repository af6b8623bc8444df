import type { ReactNode, Ref } from 'react';
import {
  SHIPPING_CHARGE,
  cartFullPriceTotal,
  cartIncludedGst,
  cartQuantity,
  cartTotal,
  type CartItem,
} from '@store/shared/cart';

/** '₹1,299.00', as the bag's summary shows amounts. */
export const summaryMoney = (value: number) =>
  `₹${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The bag's total: prices include GST and shipping is free (docs/product/storefront.md#bag). */
export const bagTotal = (items: readonly CartItem[]) => cartTotal(items);

interface PriceSummaryProps {
  items: readonly CartItem[];
  /** A coupon applied (docs/product/checkout.md#coupons): its code and what it takes off, in rupees. */
  coupon?: { code: string; discount: number } | null;
  /** Store credit the shopper chose to spend (rupees; docs/product/checkout.md#store-credit): shown with what is left to pay. */
  storeCredit?: number;
  /** The cash-on-delivery fee (rupees) once cash is chosen (docs/product/checkout.md#cod-fee): its own line, in the total. */
  codFee?: number;
  children?: ReactNode;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The price summary of the bag, the address book and Payment: Cart Total (incl. of all taxes), the coupon's discount
 * when one is applied, Shipping ₹50.00 struck through and Free, Total Amount and the GST it includes
 * (docs/product/storefront.md#bag); on Payment, the COD fee once cash on delivery is chosen
 * (docs/product/checkout.md#cod-fee), the store credit spent and what is left to pay
 * (docs/product/checkout.md#store-credit).
 */
export function PriceSummary({ items, coupon, storeCredit = 0, codFee = 0, children, id, ref }: PriceSummaryProps) {
  const count = cartQuantity(items);
  const total = cartTotal(items);
  const discount = coupon?.discount ?? 0;
  const fullTotal = cartFullPriceTotal(items);
  const payable = Math.max(0, total - discount);
  // Rounded to the paisa: the bag's floats plus the fee must read as the server's figure.
  const amount = Math.round((payable + codFee) * 100) / 100;
  const saved = Math.round((fullTotal - total + discount) * 100) / 100;
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
          <dt className="text-ink-soft">Cart Total (incl. of all taxes)</dt>
          <dd className="text-ink" data-testid="cart-total">
            {summaryMoney(total)}
          </dd>
        </div>
        {coupon && (
          <div className="flex justify-between">
            <dt className="text-ink-soft">Coupon Discount ({coupon.code})</dt>
            <dd className="font-semibold text-success" data-testid="coupon-discount">
              −{summaryMoney(discount)}
            </dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-ink-soft">Shipping Charges</dt>
          <dd>
            <s className="mr-1.5 text-muted">{summaryMoney(SHIPPING_CHARGE)}</s>
            <span className="font-semibold text-success">Free</span>
          </dd>
        </div>
        {codFee > 0 && (
          <div className="flex justify-between">
            <dt className="text-ink-soft">COD Fee</dt>
            <dd className="text-ink" data-testid="cod-fee">
              {summaryMoney(codFee)}
            </dd>
          </div>
        )}
        <div className="flex justify-between border-t border-line pt-3 text-base font-bold">
          <dt className="text-ink">Total Amount</dt>
          <dd className="text-ink" data-testid="total-amount">
            {summaryMoney(amount)}
          </dd>
        </div>
        {storeCredit > 0 && (
          <>
            <div className="flex justify-between">
              <dt className="text-ink-soft">Store credit</dt>
              <dd className="font-semibold text-success" data-testid="store-credit-used">
                −{summaryMoney(storeCredit)}
              </dd>
            </div>
            <div className="flex justify-between text-base font-bold">
              <dt className="text-ink">To Pay</dt>
              <dd className="text-ink" data-testid="amount-to-pay">
                {summaryMoney(Math.max(0, Math.round((amount - storeCredit) * 100) / 100))}
              </dd>
            </div>
          </>
        )}
      </dl>
      {/* Prices include GST: the tax in the total, as the invoice will show it (docs/product/checkout.md#prices). */}
      <p className="mt-3 text-xs text-muted" data-testid="included-gst">
        Includes GST of {summaryMoney(cartIncludedGst(items, discount))}
      </p>
      {saved > 0 && (
        <p className="mt-3 rounded bg-success/10 px-3 py-2 text-xs font-semibold text-success">
          You save {summaryMoney(saved)} on this order
        </p>
      )}
      {children}
    </div>
  );
}
