import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { errorBody } from '@store/shared/schemas/errors';
import {
  orderView,
  paymentConfig,
  paymentOrderInput,
  paymentOrderReply,
  paymentResult,
  paymentVerifyInput,
  paymentVerifyReply,
} from '@store/shared/schemas/orders';
import { ownerOf } from '../addresses/owner.ts';
import { placeOrder } from '../orders/checkout.ts';
import { listOrders, recordPayment, releaseExpiredOrders } from '../orders/service.ts';
import {
  createPaymentProvider,
  paymentSignature,
  SANDBOX_CARDS,
  signaturesMatch,
  webhookSignature,
} from './provider.ts';

const errors = {
  400: errorBody,
  401: errorBody,
  402: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody.extend({ total_amount: z.number().optional() }),
  502: errorBody,
  503: errorBody,
};
const security = [{ bearer: [] }];

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; currency?: string } };
    order?: { entity?: { id?: string; amount?: number; currency?: string } };
  };
}

/**
 * Checkout and payment (SPEC.md §7 "Orders and payment", DESIGN.md 5 and 6): the server prices the bag, takes
 * stock and creates the order at /payment/order; a payment counts only with a valid signature over the order
 * id the server stored; Razorpay webhooks can complete an order whose browser never came back.
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;
  const provider = createPaymentProvider(config);
  const checkout = {
    db,
    provider,
    timeoutMinutes: config.ORDER_PAYMENT_TIMEOUT_MINUTES,
    onStockChanged: () => app.catalogueCache.clear(),
  };

  const sweep = async () => {
    try {
      if ((await releaseExpiredOrders(db)) > 0) app.catalogueCache.clear();
    } catch (error) {
      app.log.warn({ err: error }, 'releasing unpaid orders failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/payment/order',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          'Prices the bag from the catalogue, checks `total_amount` (409 with the server figure when it differs), takes stock (409 naming a line that ran out) and creates the order (status New) and the payment order. `amount` is in paise.',
        body: paymentOrderInput,
        response: {
          200: paymentOrderReply,
          ...errors,
        },
      },
    },
    async (request) => {
      try {
        return await placeOrder(checkout, request.user!.user_id, request.body);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 502) await sweep();
        throw error;
      }
    },
  );

  app.post(
    '/Order',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          'Confirms the order created by /payment/order (SPEC.md §7 keeps this call): answers its `orderid`. Order fields sent by older clients are ignored; the server already holds them.',
        body: z.object({ orderId: z.string().min(1, 'required') }).passthrough(),
        response: { 200: z.object({ orderid: z.number(), status: z.string() }), ...errors },
      },
    },
    async (request) => {
      const [order] = await db
        .select({ orderid: orders.order_id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.razorpay_order_id, request.body.orderId), eq(orders.user_id, request.user!.user_id)));
      if (!order) throw notFound('Order');
      return order;
    },
  );

  app.post(
    '/payment/verify',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders and payment'],
        security,
        description: 'Checks the payment signature against the payment order the server stored; idempotent.',
        body: paymentVerifyInput,
        response: { 200: paymentVerifyReply, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.razorpay_order_id, body.razorpay_order_id), eq(orders.user_id, request.user!.user_id)));
      if (!order) throw notFound('Order');
      const expected = paymentSignature(provider.secret, order.razorpay_order_id!, body.razorpay_payment_id);
      if (!signaturesMatch(expected, body.razorpay_signature))
        throw new HttpError(400, 'Payment verification failed.', { code: 'PAYMENT_VERIFICATION_FAILED' });
      const { changed } = await db.transaction((tx) => recordPayment(tx, order, body));
      if (changed) app.catalogueCache.clear();
      return {
        message: changed ? 'Order Placed Successfully!' : 'This payment was already recorded.',
        orderid: order.order_id,
        status: 'Paid',
      };
    },
  );

  app.get(
    '/Order/:email',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders and payment'],
        security,
        description: 'The paid orders of the signed-in user (own email only, or any for the admin).',
        params: z.object({ email: z.string() }),
        response: { 200: z.array(orderView), ...errors },
      },
    },
    async (request) => {
      return listOrders(db, await ownerOf(db, request.user!, request.params.email, 'orders'));
    },
  );

  app.get(
    '/payment/config',
    {
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
        onRequest: app.authenticate,
        schema: {
          tags: ['orders and payment'],
          security,
          description: `TEST MODE only (no Razorpay keys): card ${SANDBOX_CARDS.success} succeeds, ${SANDBOX_CARDS.declined} is declined (402). Answers what Razorpay Checkout would hand the browser, signed the same way.`,
          body: z.object({
            orderId: z.string().min(1, 'required'),
            card_number: z.string().transform((value) => value.replace(/[\s-]/g, '')),
          }),
          response: {
            200: paymentResult,
            ...errors,
          },
        },
      },
      async (request) => {
        const [order] = await db
          .select()
          .from(orders)
          .where(and(eq(orders.razorpay_order_id, request.body.orderId), eq(orders.user_id, request.user!.user_id)));
        if (!order) throw notFound('Order');
        if (request.body.card_number === SANDBOX_CARDS.declined)
          throw new HttpError(402, 'Your card was declined. Try another card.');
        if (request.body.card_number !== SANDBOX_CARDS.success) {
          throw new HttpError(
            402,
            'This test card is not accepted. Use 4111 1111 1111 1111 (success) or 4000 0000 0000 0002 (declined).',
          );
        }
        const paymentId = `pay_sbx${order.order_id.toString(36)}${Date.now().toString(36)}`;
        return {
          razorpay_payment_id: paymentId,
          razorpay_order_id: order.razorpay_order_id!,
          razorpay_signature: paymentSignature(provider.secret, order.razorpay_order_id!, paymentId),
        };
      },
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
        schema: {
          tags: ['orders and payment'],
          description:
            'Razorpay webhook (payment.captured, order.paid, payment.failed), verified by X-Razorpay-Signature and deduplicated by x-razorpay-event-id.',
          response: { 200: z.object({ status: z.string() }), 400: errorBody, 503: errorBody },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!provider.webhookSecret) throw new HttpError(503, 'Webhooks are not configured.');
        const signature = String(request.headers['x-razorpay-signature'] ?? '');
        if (!signaturesMatch(webhookSignature(provider.webhookSecret, raw), signature))
          throw new HttpError(400, 'Invalid webhook signature.');
        let event: WebhookEvent;
        try {
          event = JSON.parse(raw);
        } catch {
          throw new HttpError(400, 'The webhook body is not JSON.');
        }
        const eventId = String(request.headers['x-razorpay-event-id'] ?? '');
        return handleWebhook(eventId, event);
      },
    );
  });

  async function handleWebhook(eventId: string, event: WebhookEvent) {
    const name = event.event ?? '';
    const payment = event.payload?.payment?.entity;
    const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
    const result = await db.transaction(async (tx) => {
      if (eventId) {
        const fresh = await tx.execute(
          sql`INSERT INTO webhook_events (event_id, event) VALUES (${eventId}, ${name}) ON CONFLICT DO NOTHING RETURNING event_id`,
        );
        if ((fresh as unknown as { rows: unknown[] }).rows.length === 0) return 'duplicate';
      }
      if (name !== 'payment.captured' && name !== 'order.paid') return 'ignored';
      if (!orderId || !payment?.id) return 'ignored';
      const [order] = await tx.select().from(orders).where(eq(orders.razorpay_order_id, orderId));
      if (!order) return 'unknown order';
      const amount = payment.amount ?? event.payload?.order?.entity?.amount;
      const currency = payment.currency ?? event.payload?.order?.entity?.currency;
      if (amount !== order.total_amount || currency !== order.currency) {
        app.log.warn({ orderId, amount, currency }, 'webhook amount or currency does not match the order');
        return 'amount mismatch';
      }
      const { changed } = await recordPayment(tx, order, {
        razorpay_payment_id: payment.id,
        razorpay_order_id: orderId,
        razorpay_signature: null,
      });
      return changed ? 'paid' : 'already recorded';
    });
    if (result === 'paid') app.catalogueCache.clear();
    return { status: result };
  }
};

export default paymentRoutes;
