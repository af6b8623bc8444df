import { cartTotal, type CartItem } from '@store/shared/cart';
import type { PaymentMethod } from '@store/shared/schemas/delivery';
import type { PaymentOrderInput } from '@store/shared/schemas/orders';

/**
 * POST /Order: the payment order to confirm, plus the order fields older clients sent, which the server now
 * ignores (docs/product/api.md#orders-and-payment).
 */
export interface OrderBody {
  orderId: string;
  user_name: string;
  order_date: string;
  status: 'New';
  total_amount: number;
  created_at: string;
  updated_at: string;
  ordersitems: Array<{
    product_id: number;
    productvariation_id: number | null;
    quantity: number;
    price: number;
    created_at: string;
    updated_at: string;
  }>;
}

/** Rupees with at most two decimals, as the API takes them (the sum of floats can drift). */
const rupees = (value: number) => Math.round(value * 100) / 100;

/** A coupon the shopper applied: its code and what the server said it takes off (rupees). */
export interface AppliedCoupon {
  code: string;
  discount: number;
}

/**
 * POST /payment/order: the bag as the server needs it; it prices the lines itself (docs/product/checkout.md#prices).
 * With a coupon the total is the bag less its discount (docs/product/checkout.md#coupons); `cod` asks for cash on
 * delivery (docs/product/checkout.md#cash-on-delivery), with `codFee` (rupees) in the total; `useStoreCredit` pays with
 * store credit first, the total staying the one before credit.
 */
export function paymentOrderBody(
  items: readonly CartItem[],
  addressId: number | undefined,
  coupon: AppliedCoupon | null = null,
  paymentMethod: PaymentMethod = 'razorpay',
  useStoreCredit = false,
  codFee = 0,
): PaymentOrderInput {
  return {
    payment_method: paymentMethod,
    // Credit first, the rest by `paymentMethod` (docs/product/checkout.md#store-credit); only sent when ticked.
    ...(useStoreCredit ? { use_store_credit: true } : {}),
    // Cash on delivery adds its fee to the total (docs/product/checkout.md#cod-fee).
    total_amount: rupees(cartTotal(items) - (coupon?.discount ?? 0) + (paymentMethod === 'cod' ? codFee : 0)),
    items: items.map((item) => ({
      product_id: item.product_id,
      productvariation_id: item.productvariation_id,
      quantity: item.quantity,
    })),
    ...(addressId ? { useraddress_id: addressId } : {}),
    ...(coupon ? { coupon_code: coupon.code } : {}),
  };
}

export function orderBody(orderId: string, email: string, items: readonly CartItem[], now = new Date()): OrderBody {
  const stamp = now.toISOString();
  return {
    orderId,
    user_name: email,
    order_date: stamp,
    status: 'New',
    total_amount: rupees(cartTotal(items)),
    created_at: stamp,
    updated_at: stamp,
    ordersitems: items.map((item) => ({
      product_id: item.product_id,
      productvariation_id: item.productvariation_id,
      quantity: item.quantity,
      // A line is priced at the selling price, which the bag keeps in `discount_price`.
      price: item.discount_price,
      created_at: stamp,
      updated_at: stamp,
    })),
  };
}

/**
 * What identifies the bag a payment order was made for: the same bag reopens the same payment (no second
 * order and no second stock reservation when the shopper closes the checkout and tries again).
 */
export function bagSignature(
  items: readonly CartItem[],
  addressId: number | undefined,
  couponCode?: string,
  storeCredit = false,
): string {
  const lines = items.map((item) => `${item.product_id}:${item.productvariation_id ?? ''}:${item.quantity}`).sort();
  return `${addressId ?? ''}|${lines.join(',')}${couponCode ? `|${couponCode}` : ''}${storeCredit ? '|credit' : ''}`;
}

/** '4111111111111111' → '4111 1111 1111 1111' while typing; other characters are dropped. */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
