import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPaise } from '@store/shared/money';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import {
  goodwillCreditInput,
  goodwillCreditReply,
  storeCreditQuery,
  storeCreditView,
} from '@store/shared/schemas/store-credit';
import { auditActor } from '../audit/record.ts';
import { adminErrors, adminOnly } from '../catalogue/routes/common.ts';
import { refundLimitOf } from '../staff/access.ts';
import { giveGoodwillCredit } from './goodwill.ts';
import { storeCreditOf } from './ledger.ts';

/**
 * Store credit (docs/product/api.md#store-credit, docs/product/accounts.md#store-credit): the shopper reads their own
 * ledger; the admin gives goodwill credit from the customer's page.
 */
const storeCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/StoreCredit',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['store credit'],
        security: [{ bearer: [] }],
        description:
          'Your store credit (rupees): the balance, what of it expires when (soonest first), and the ledger newest first, `limit` rows a page (1 to 100, default 20) from `page` 1. Reasons: refund, goodwill, order_payment (spent on an order), order_payment_returned (given back by a cancel or refund), expiry.',
        querystring: storeCreditQuery,
        response: { 200: storeCreditView, 400: errorBody, 401: errorBody },
      },
    },
    (request) => db.transaction((tx) => storeCreditOf(tx, request.user!.user_id, request.query)),
  );

  const admin = adminOnly('refunds.create');
  app.post(
    '/admin/customers/:id/credit',
    {
      config: admin.config,
      schema: {
        tags: ['admin customers'],
        security: admin.security,
        description: `Goodwill store credit for a customer (rupees), with the reason; it expires after STORE_CREDIT_EXPIRY_DAYS (never when 0). A support member may give one customer at most SUPPORT_REFUND_LIMIT in goodwill credit in 30 days, everyone's goodwill counted (403 past it, \`details.limit\`); the owner is not limited. 404 for an unknown id or a staff account. Recorded in the audit log (store_credit.goodwill).`,
        params: idParams,
        body: goodwillCreditInput,
        response: { 201: goodwillCreditReply, ...adminErrors },
      },
    },
    async (request, reply) => {
      const answer = await giveGoodwillCredit(
        db,
        request.params.id,
        {
          amount: toPaise(request.body.amount),
          reason: request.body.reason,
          expiryDays: app.config.STORE_CREDIT_EXPIRY_DAYS,
          limit: refundLimitOf(request.user!.role, app.config.SUPPORT_REFUND_LIMIT),
        },
        auditActor(request),
      );
      return reply.status(201).send(answer);
    },
  );
};

export default storeCreditRoutes;
