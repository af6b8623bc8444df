import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@store/shared/schemas/errors';
import {
  codCodeSentReply,
  codConfirmationInput,
  orderCancelInput,
  orderCancelReply,
  orderView,
  paymentVerifyReply,
} from '@store/shared/schemas/orders';
import { isLocalRequest } from '../../lib/client-address.ts';
import { createSmsProvider } from '../accounts/sms.ts';
import { storeLinks } from '../notifications/outbox.ts';
import { confirmCodOrder, sendCodConfirmationCode } from './cod-confirmation.ts';
import { ownerOf } from '../addresses/owner.ts';
import { bearerAuth as security, orderErrors as errors } from '../payments/route-schemas.ts';
import { findOwnOrder } from '../payments/service.ts';
import { refundsContext } from '../refunds/service.ts';
import { cancelOwnOrder } from './cancel.ts';
import { listOrders, orderDetail } from './read.ts';
import { catalogueStockChanged } from './stock-changes.ts';
import { userCan } from '../staff/access.ts';

/**
 * The shopper's orders (docs/product/api.md#orders-and-payment): confirming the order /payment/order created,
 * the list of paid and unpaid orders (docs/product/checkout.md#orders) and cancelling an unpaid one
 * (docs/product/checkout.md#unpaid-orders), or one that has not shipped yet (docs/product/orders.md#lifecycle).
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cancelling = { ...refundsContext(app), onStockChanged: catalogueStockChanged(app) };
  const confirming = {
    db,
    links: storeLinks(app.config),
    otp: {
      db,
      limiter: app.rateLimiter,
      sms: createSmsProvider(app.config, app.log),
      secret: app.config.jwtSecret,
      perIpPerHour: app.config.OTP_CODES_PER_IP_PER_HOUR,
    },
  };

  app.post(
    '/Order',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          'Confirms the order created by /payment/order (a call the original API had, kept for its clients): answers its `orderid`. Order fields sent by older clients are ignored; the server already holds them.',
        body: z.object({ orderId: z.string().min(1, 'required') }).passthrough(),
        response: { 200: z.object({ orderid: z.number(), status: z.string() }), ...errors },
      },
    },
    async (request) => {
      const order = await findOwnOrder(db, request.user!.user_id, request.body.orderId);
      return { orderid: order.order_id, status: order.status };
    },
  );

  app.get(
    '/Order/:email',
    {
      config: { permission: 'signed-in' },
      onRequest: app.requireVerifiedEmail,
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          'The orders of the signed-in user (own email only, or any for the admin): those waiting for payment first (status New, with `expires_at`), then every order paid at some point (also cancelled or refunded after payment), newest first, each with its progress (payment status, tracking, history, refunds, returns). Orders never paid that expired or were cancelled are not listed. The admin also sees `stock_shortfall`.',
        params: z.object({ email: z.string() }),
        response: { 200: z.array(orderView), ...errors },
      },
    },
    async (request) =>
      listOrders(db, await ownerOf(db, request.user!, request.params.email, 'orders'), {
        admin: userCan(request.user, 'orders.read'),
      }),
  );

  app.get(
    '/Order/:id/detail',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          "One of your orders with its progress (payment status, tracking, history, refunds, returns), in any status; the admin may read any. 404 for anyone else's order.",
        params: idParams,
        response: { 200: orderView, ...errors },
      },
    },
    async (request) => orderDetail(db, request.user!, request.params.id),
  );

  app.post(
    '/Order/:id/cancel',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          "Cancels one of your orders before it ships (New, Confirmed or Packed; the admin may cancel any): status Cancelled and its stock back at once; a paid order is refunded what is left (`refund`), the way it was paid, or with `refund_destination: { store_credit: true }` into your store credit at once. 404 for anyone else's order; 409 ORDER_NOT_CANCELLABLE once it has shipped (a return is possible after delivery), expired or was cancelled.",
        params: idParams,
        body: orderCancelInput,
        response: { 200: orderCancelReply, ...errors },
      },
    },
    (request) => cancelOwnOrder(cancelling, request.user!, request.params.id, request.body),
  );

  // A first cash-on-delivery order above COD_CONFIRM_ABOVE is confirmed by a code to the account's mobile
  // (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order).
  app.post(
    '/orders/:id/cod-confirmation/code',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          "Sends a 6-digit code to the account's mobile to confirm one of your cash-on-delivery orders waiting for it (New, payment status CashDue, before `expires_at`); rate-limited as every code send (429). `phone` is the number masked; `dev_code` only with the development console provider, to a client on the store's machine. 404 for anyone else's order, 409 when the order does not wait for a code (confirmed, expired, cancelled).",
        params: idParams,
        response: { 200: codCodeSentReply, ...errors },
      },
    },
    (request) =>
      sendCodConfirmationCode(confirming, request.user!.user_id, request.params.id, {
        ip: request.ip,
        local: isLocalRequest(request),
      }),
  );

  app.post(
    '/orders/:id/cod-confirmation',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          "Confirms one of your cash-on-delivery orders waiting for its code: Confirmed with the cash still due, and the order_placed message. 400 for a wrong or expired code, 429 after 5 wrong tries (ask for a new code), 404 for anyone else's order, 409 once the order is past its time, confirmed or cancelled.",
        params: idParams,
        body: codConfirmationInput,
        response: { 200: paymentVerifyReply, ...errors },
      },
    },
    (request) => confirmCodOrder(confirming, request.user!.user_id, request.params.id, request.body.code),
  );
};

export default orderRoutes;
