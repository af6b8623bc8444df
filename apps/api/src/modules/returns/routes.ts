import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReturnList,
  adminReturnQuery,
  returnDecisionInput,
  returnRequestInput,
  returnView,
} from '@store/shared/schemas/merchant';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { storeLinks } from '../notifications/outbox.ts';
import { catalogueStockChanged, productsMoved } from '../orders/stock-changes.ts';
import { auditActor } from '../audit/record.ts';
import { decideReturn, listReturns, requestReturn } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];

import { returnMovePermission } from '../staff/access.ts';
/**
 * Returns and exchanges (docs/product/api.md#merchant-operations, docs/product/orders.md#returns-and-exchanges):
 * the shopper asks, the admin decides.
 */
const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const links = storeLinks(app.config);
  const onStockChanged = catalogueStockChanged(app);

  app.post(
    '/Order/:id/return',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['orders and payment'],
        security,
        description:
          "Asks to return lines of one of your delivered orders, or (with `exchange_variation_id`, one line) to exchange it for another size of the same product, within 14 days of delivery. A cash-on-delivery order needs `refund_destination`; `{ store_credit: true }` (any order) refunds into your store credit at once when the refund is made. 404 for anyone else's order; 409 RETURN_REFUSED when not delivered, past the return window, over the quantity left to return, or the size is out of stock.",
        params: idParams,
        body: returnRequestInput,
        response: { 201: returnView, ...errors },
      },
    },
    async (request, reply) => {
      const created = await requestReturn(
        db,
        { user_id: request.user!.user_id, role: 'shopper' },
        request.params.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/admin/returns',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['merchant operations'],
        security,
        description:
          'Return and exchange requests, newest first, 50 a page, with their order, customer and lines; `status` filters.',
        querystring: adminReturnQuery,
        response: { 200: adminReturnList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => listReturns(db, request.query),
  );

  app.post(
    '/admin/returns/:id/status',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags: ['merchant operations'],
        security,
        description:
          'Moves a return: Requested → Accepted (an exchange takes the new size from stock) or Rejected (note required); Accepted → Received (the returned units go back to stock); Received → Exchanged. Refunded only comes with a refund naming the return. 409 RETURN_REFUSED for any other move.',
        params: idParams,
        body: returnDecisionInput,
        response: { 200: returnView, ...errors },
      },
    },
    async (request) => {
      // The move names the permission (docs/product/staff.md#roles): deciding is support's, receiving fulfilment's.
      await app.requirePermission(request, returnMovePermission(request.body.status));
      const { view, productIds } = await decideReturn(
        db,
        links,
        { user_id: request.user!.user_id, role: 'admin', audit: auditActor(request) },
        request.params.id,
        request.body,
      );
      onStockChanged(productsMoved(productIds));
      return view;
    },
  );
};

export default returnRoutes;
