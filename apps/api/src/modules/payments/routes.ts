import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';
import {
  paymentConfig,
  paymentOrderInput,
  paymentOrderReply,
  paymentResult,
  paymentVerifyInput,
  paymentVerifyReply,
} from '@store/shared/schemas/orders';
import { orderIdParams } from '@store/shared/schemas/orders';
import { toPaise } from '@store/shared/money';
import { checkoutOptions, checkoutOptionsQuery } from '@store/shared/schemas/delivery';
import { checkoutOptions as readCheckoutOptions } from '../delivery/cod.ts';
import { placeOrder } from '../orders/checkout.ts';
import { catalogueStockChanged } from '../orders/stock-changes.ts';
import { storeLinks } from '../notifications/outbox.ts';
import { throttleCheckout } from './checkout-limits.ts';
import { createPaymentProvider, SANDBOX_CARDS } from './provider.ts';
import { bearerAuth as security, orderErrors as errors } from './route-schemas.ts';
import { paySandbox, receiveWebhook, resumablePaymentOrder, verifyPayment } from './service.ts';

/**
 * Checkout and payment (docs/product/api.md#orders-and-payment): the server prices the bag, takes stock and
 * creates the order at /payment/order (docs/product/checkout.md#stock); a payment counts only with a valid
 * signature over the order id the server stored (docs/product/checkout.md#payments); Razorpay webhooks can
 * complete an order whose browser never came back (docs/product/checkout.md#webhooks).
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPaymentProvider(app.config);
  const payments = {
    db: app.database.db,
    provider,
    onStockChanged: catalogueStockChanged(app),
    log: app.log,
    links: storeLinks(app.config),
  };
  const cod = {
    maxAmount: toPaise(app.config.COD_MAX_AMOUNT),
    maxRto: app.config.COD_MAX_RTO,
    confirmAbove: toPaise(app.config.COD_CONFIRM_ABOVE),
    confirmHours: app.config.COD_CONFIRM_HOURS,
    fee: toPaise(app.config.COD_FEE),
  };
  const holding = {
    codMaxOpenOrders: app.config.COD_MAX_OPEN_ORDERS,
    maxUnitsPerVariation: app.config.MAX_UNITS_PER_VARIATION,
  };
  const checkout = { ...payments, timeoutMinutes: app.config.ORDER_PAYMENT_TIMEOUT_MINUTES, cod, holding };

  app.post(
    '/payment/order',
    {
      config: { permission: 'signed-in' },
      onRequest: app.requireVerifiedEmail,
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          '`payment_method` is `razorpay` (the default) or `cod`: cash on delivery, refused (400 COD_NOT_ALLOWED, 403 COD_NOT_ALLOWED with rule `rto`, 403 EMAIL_NOT_VERIFIED or PHONE_NOT_VERIFIED, `details.rule`) unless the PIN code offers it, the total is at most COD_MAX_AMOUNT, fewer than COD_MAX_RTO orders of the account were returned to origin in 180 days and the email and mobile number are verified; a COD order is Confirmed at once with payment status CashDue and `orderId` empty, except a first COD order (none delivered yet) above COD_CONFIRM_ABOVE: it stays New with payment status CashDue until COD_CONFIRM_HOURS later and answers `confirmation_required: true` (confirm it with POST /orders/{id}/cod-confirmation). Every order: an address whose PIN code is not 6 digits is 400 INVALID_PINCODE, one not served 400 NOT_DELIVERABLE. Prices the bag from the catalogue, checks `total_amount` (409 with the server figure when it differs), takes stock (409 naming a line that ran out) and creates the order (status New) and the payment order, held until `expires_at`. `amount` is in paise. Each line 1 to 5, each variation once, at most 20 lines; at most 2 orders waiting for payment per shopper (409 UNPAID_ORDERS_LIMIT listing them); at most COD_MAX_OPEN_ORDERS undelivered COD orders per account and per delivery phone (409 COD_OPEN_ORDERS_LIMIT) and MAX_UNITS_PER_VARIATION units of one size held unpaid or undelivered (409 ITEM_HOLD_LIMIT); rate-limited per shopper and per address (429). `use_store_credit: true` pays with store credit first (docs/product/checkout.md#store-credit): min(balance, total) taken in the same transaction (nothing with an empty balance), never leaving a rest under ₹1; `total_amount` stays the total before credit, the answer adds `store_credit_used` (rupees) and `amount` is the rest; credit covering it all answers `payment_method: "store_credit"`, `orderId` empty, the order Confirmed and Paid; cash on delivery limits apply to the cash due. Cash on delivery adds COD_FEE to the total (`total_amount` includes it; docs/product/checkout.md#cod-fee), unless store credit pays the bag less the coupon in full.',
        body: paymentOrderInput,
        response: { 200: paymentOrderReply, ...errors },
      },
    },
    async (request) => {
      await throttleCheckout(app.rateLimiter, request.user!.user_id, request.ip);
      return placeOrder(checkout, request.user!.user_id, request.body);
    },
  );

  app.get(
    '/payment/options',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          'What the Payment page shows before PLACE ORDER (docs/product/checkout.md#payment-page): the delivery of the address (`useraddress_id`, else the default one), why it cannot be delivered to if so, and whether cash on delivery is allowed for `total_amount` (rupees) with the rule and sentence POST /payment/order would refuse it with. `cod.max_amount` is COD_MAX_AMOUNT in rupees; `cod.fee` is COD_FEE in rupees, added to `total_amount` (the cash due without the fee) before COD_MAX_AMOUNT is applied (docs/product/checkout.md#cod-fee).',
        querystring: checkoutOptionsQuery,
        response: { 200: checkoutOptions, ...errors },
      },
    },
    (request) => readCheckoutOptions(app.database.db, request.user!.user_id, request.query, cod),
  );

  app.get(
    '/payment/order/:orderid',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          "The payment order of one of your orders waiting for payment, to resume paying it (same answer as POST /payment/order). 404 for anyone else's order, 409 once it is paid, cancelled or past its time.",
        params: orderIdParams,
        response: { 200: paymentOrderReply, ...errors },
      },
    },
    (request) => resumablePaymentOrder(payments, request.user!.user_id, request.params.orderid),
  );

  app.post(
    '/payment/verify',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          'Checks the payment signature against the payment order the server stored; idempotent. A payment for a cancelled order, or an expired one whose stock or coupon use is gone, is refunded in full: 409 PAYMENT_REFUNDED (docs/product/checkout.md#late-payments).',
        body: paymentVerifyInput,
        response: { 200: paymentVerifyReply, ...errors },
      },
    },
    (request) => verifyPayment(payments, request.user!.user_id, request.body),
  );

  app.get(
    '/payment/config',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['orders and payment'],
        description: 'Which payment provider the Payment page opens.',
        response: { 200: paymentConfig },
      },
    },
    async () => ({ provider: provider.name, key: provider.keyId }),
  );

  if (provider.name === 'sandbox') {
    app.post(
      '/payment/sandbox/pay',
      {
        config: { permission: 'signed-in' },
        schema: {
          tags: ['orders and payment'],
          security,
          description: `TEST MODE only (no Razorpay keys): card ${SANDBOX_CARDS.success} succeeds, ${SANDBOX_CARDS.declined} is declined (402). Answers what Razorpay Checkout would hand the browser, signed the same way.`,
          body: z.object({
            orderId: z.string().min(1, 'required'),
            card_number: z.string().transform((value) => value.replace(/[\s-]/g, '')),
          }),
          response: { 200: paymentResult, ...errors },
        },
      },
      (request) => paySandbox(payments, request.user!.user_id, request.body),
    );
  }

  // Webhooks are verified over the raw body, so this route keeps the body as text.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/payment/webhook',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['orders and payment'],
          description:
            'Razorpay webhook (payment.captured, order.paid, payment.failed, refund.processed, refund.failed), verified by X-Razorpay-Signature and deduplicated by x-razorpay-event-id.',
          response: { 200: z.object({ status: z.string() }), 400: errorBody, 503: errorBody },
        },
      },
      (request) =>
        receiveWebhook(payments, {
          rawBody: typeof request.body === 'string' ? request.body : '',
          signature: String(request.headers['x-razorpay-signature'] ?? ''),
          eventId: String(request.headers['x-razorpay-event-id'] ?? ''),
        }),
    );
  });
};

export default paymentRoutes;
