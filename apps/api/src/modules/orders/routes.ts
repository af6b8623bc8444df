import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderView } from '@store/shared/schemas/orders';
import { ownerOf } from '../addresses/owner.ts';
import { bearerAuth as security, orderErrors as errors } from '../payments/route-schemas.ts';
import { findOwnOrder } from '../payments/service.ts';
import { listOrders } from './service.ts';

/**
 * The shopper's orders (docs/product/api.md#orders-and-payment): confirming the order /payment/order created,
 * and the list of paid orders (docs/product/checkout.md#orders).
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/Order',
    {
      onRequest: app.authenticate,
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
      onRequest: app.requireVerifiedEmail,
      schema: {
        tags: ['orders and payment'],
        security,
        description: 'The paid orders of the signed-in user (own email only, or any for the admin).',
        params: z.object({ email: z.string() }),
        response: { 200: z.array(orderView), ...errors },
      },
    },
    async (request) => listOrders(db, await ownerOf(db, request.user!, request.params.email, 'orders')),
  );
};

export default orderRoutes;
