import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPaise } from '@store/shared/money';
import { refundInput, refundView } from '@store/shared/schemas/merchant';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { auditActor } from '../audit/record.ts';
import { refundOrder, refundsContext } from './service.ts';

import { refundLimitOf } from '../staff/access.ts';
/**
 * Razorpay's rule for an idempotency key: 10 or more letters, digits, hyphens or underscores. Required: without
 * it a client's double submit would be two refunds (docs/product/orders.md#how-a-refund-is-made).
 */
const idempotencyHeaders = z
  .object({
    'idempotency-key': z
      .string({
        error: (issue) =>
          issue.input === undefined
            ? 'Send an Idempotency-Key header (a new one per refund, the same one when retrying it) so a double submit never refunds twice.'
            : undefined,
      })
      .regex(/^[A-Za-z0-9_-]{10,100}$/, 'Idempotency-Key: 10 to 100 letters, digits, hyphens or underscores'),
  })
  .passthrough();

/** The admin's refunds (docs/product/api.md#merchant-operations, docs/product/orders.md#refunds). */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = refundsContext(app);

  app.post(
    '/admin/orders/:id/refunds',
    {
      config: { permission: 'refunds.create' },
      schema: {
        tags: ['merchant operations'],
        security: [{ bearer: [] }],
        description:
          'Refunds part or all of a paid order (rupees, at most what is refundable: paid − refunded − pending) through the way it was paid; a cash-on-delivery order is recorded as a payout. With `to_store_credit: true`, or for a return whose shopper chose store credit, it goes into the shopper’s store credit and is processed at once (no provider call). The `Idempotency-Key` header is required (400 without it); the same key again answers the same refund and never refunds twice. With `return_id` (an accepted or received return) the return becomes Refunded. 409 REFUND_REFUSED when unpaid or over the refundable amount (`details.refundable`); 502 when the payment service does not answer (the refund stays pending; send the same request again).',
        params: idParams,
        headers: idempotencyHeaders,
        body: refundInput,
        response: {
          201: refundView,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
          502: errorBody,
        },
      },
    },
    async (request, reply) => {
      const refund = await refundOrder(
        context,
        request.params.id,
        {
          amount: toPaise(request.body.amount),
          reason: request.body.reason,
          returnId: request.body.return_id,
          idempotencyKey: request.headers['idempotency-key'],
          limit: refundLimitOf(request.user!.role, app.config.SUPPORT_REFUND_LIMIT),
          toStoreCredit: request.body.to_store_credit,
        },
        { user_id: request.user!.user_id, role: 'admin', audit: auditActor(request) },
      );
      return reply.status(201).send(refund);
    },
  );
};

export default refundRoutes;
