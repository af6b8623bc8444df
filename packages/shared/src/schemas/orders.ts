import { z } from 'zod';
import { messages } from '../messages.ts';

// Payloads and answers of the order and payment API (docs/product/api.md#orders-and-payment).

/** A line of an order as the shopper sees it: what was bought, at the price paid. */
export const orderLine = z.object({
  order_item_id: z.number(),
  product_id: z.number().nullable(),
  productvariation_id: z.number().nullable(),
  productImage: z.string().nullable(),
  productName: z.string(),
  brand_name: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  list_price: z.number(),
  quantity: z.number(),
  attributes: z.array(z.object({ attribute_name: z.string(), value: z.string() })),
});
export type OrderLine = z.infer<typeof orderLine>;

/** An order with its lines (`orderitemss`, the API's spelling). */
export const orderView = z.object({
  order_id: z.number(),
  order_date: z.string(),
  status: z.string(),
  total_amount: z.number(),
  shipping_address: z.record(z.string(), z.unknown()).nullable(),
  orderitemss: z.array(orderLine),
});
export type OrderView = z.infer<typeof orderView>;

export const paymentProviders = ['razorpay', 'sandbox'] as const;

/** POST /payment/order: the bag as the server needs it; prices come from the catalogue, never the client. */
export const paymentOrderInput = z.object({
  total_amount: z.coerce.number({ error: messages.required }).nonnegative('Must not be negative'),
  items: z
    .array(
      z.object({
        product_id: z.coerce.number({ error: messages.required }).int().positive(),
        productvariation_id: z.coerce.number().int().positive().nullish(),
        quantity: z.coerce
          .number({ error: messages.required })
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(10, 'At most 10 of one item'),
      }),
      { error: 'Your bag is empty.' },
    )
    .min(1, 'Your bag is empty.')
    .max(50, 'At most 50 lines in one order'),
  useraddress_id: z.coerce.number().int().positive().optional(),
});
export type PaymentOrderInput = z.infer<typeof paymentOrderInput>;

/** POST /payment/order: the payment order to pay (`amount` in paise). */
export const paymentOrderReply = z.object({
  orderId: z.string(),
  orderid: z.number(),
  amount: z.number(),
  currency: z.literal('INR'),
  key: z.string(),
  provider: z.enum(paymentProviders),
});
export type PaymentOrderReply = z.infer<typeof paymentOrderReply>;

/** POST /payment/verify: what Razorpay Checkout (or the sandbox) handed the browser. */
export const paymentVerifyInput = z.object({
  razorpay_order_id: z.string({ error: messages.required }).min(1, messages.required).max(100),
  razorpay_payment_id: z.string({ error: messages.required }).min(1, messages.required).max(100),
  razorpay_signature: z.string({ error: messages.required }).min(1, messages.required).max(200),
});
export type PaymentVerifyInput = z.infer<typeof paymentVerifyInput>;

/** POST /payment/verify. */
export const paymentVerifyReply = z.object({ message: z.string(), orderid: z.number(), status: z.string() });
export type PaymentVerifyReply = z.infer<typeof paymentVerifyReply>;

/** GET /payment/config: which checkout the Payment page opens. */
export const paymentConfig = z.object({ provider: z.enum(paymentProviders), key: z.string() });
export type PaymentConfig = z.infer<typeof paymentConfig>;

/** POST /payment/sandbox/pay: what Razorpay Checkout would hand the browser. */
export const paymentResult = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResult>;
