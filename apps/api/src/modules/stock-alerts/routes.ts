import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { stockAlert, stockAlertInput, stockAlertList } from '@store/shared/schemas/stock-alerts';
import { notFound } from '../../lib/http-error.ts';
import { cancelStockAlert, listStockAlerts, subscribe } from './service.ts';

const security = [{ bearer: [] }];

/**
 * The signed-in shopper's back-in-stock alerts (docs/product/api.md#stock-alerts): always the token's own, so no
 * shopper can read or end another's (docs/decisions/005-owners-only.md).
 */
const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/stock-alerts',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['stock-alerts'],
        security,
        description: 'Your open back-in-stock alerts, newest first, with the cap.',
        response: { 200: stockAlertList, 401: errorBody },
      },
    },
    (request) => listStockAlerts(db, request.user!.user_id),
  );

  app.put(
    '/stock-alerts',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['stock-alerts'],
        security,
        description:
          'Asks for one message when a sold-out size (or product without sizes) is back: 201 the first time, 200 when the alert is already open. 404 for an unknown or inactive product or an unknown size; 400 for a size of another product or no size for a product with sizes; 409 when it is in stock or 50 alerts are open.',
        body: stockAlertInput,
        response: { 200: stockAlert, 201: stockAlert, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { product_id, productvariation_id = null } = request.body;
      const { alert, created } = await db.transaction((tx) =>
        subscribe(tx, request.user!.user_id, product_id, productvariation_id),
      );
      return reply.status(created ? 201 : 200).send(alert);
    },
  );

  app.delete(
    '/stock-alerts/:id',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['stock-alerts'],
        security,
        description: 'Cancels one of your open alerts (204); 404 for an alert that is not yours or has ended.',
        params: idParams,
        response: { 204: z.null(), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      if (!(await cancelStockAlert(db, request.user!.user_id, request.params.id))) throw notFound('Alert');
      return reply.status(204).send(null);
    },
  );
};

export default stockAlertRoutes;
