import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';
import {
  inventoryList as inventoryListSchema,
  inventoryQuery,
  stockAdjustmentInput,
  stockAdjustmentList,
  stockAdjustmentQuery,
  stockAdjustmentView,
} from '@store/shared/schemas/inventory';
import { catalogueStockChanged, productsMoved } from '../orders/stock-changes.ts';
import { adjustStock, adjustmentHistory, inventoryList } from './service.ts';
import { auditActor } from '../audit/record.ts';

const security = [{ bearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

// Query keys arrive lowercased (see parseQueryLowercase in app.ts): the contract's `pageNumber` is `pagenumber` here.
const { pageNumber: inventoryPage, ...inventoryFilters } = inventoryQuery.shape;
const { pageNumber: historyPage, ...historyFilters } = stockAdjustmentQuery.shape;

/** The admin's Inventory (docs/product/admin.md#inventory, docs/product/api.md#merchant-operations). */
const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const onStockChanged = catalogueStockChanged(app);

  app.get(
    '/admin/inventory',
    {
      config: { permission: 'inventory.read' },
      schema: {
        tags: ['merchant'],
        security,
        description:
          'Variations, and products without variations, whose stock is at or under `threshold` (default 5), lowest first; active and inactive products; `q` matches the name, brand or SKU; 20 a page.',
        querystring: z.object({ ...inventoryFilters, pagenumber: inventoryPage }),
        response: { 200: inventoryListSchema, ...errors },
      },
    },
    (request) =>
      inventoryList(db, { threshold: request.query.threshold, q: request.query.q, page: request.query.pagenumber }),
  );

  app.post(
    '/admin/inventory/adjustments',
    {
      config: { permission: 'inventory.write' },
      schema: {
        tags: ['merchant'],
        security,
        description:
          'Changes one stock figure by `delta` (signed) with a reason, recorded with the admin. 409 when it would go below zero (nothing changes); 400 when the variation is of another product or the product has variations and none is named.',
        body: stockAdjustmentInput,
        response: { 201: stockAdjustmentView, ...errors },
      },
    },
    async (request, reply) => {
      const adjustment = await adjustStock(db, auditActor(request), request.body);
      onStockChanged(productsMoved([request.body.product_id]));
      return reply.status(201).send(adjustment);
    },
  );

  app.get(
    '/admin/inventory/adjustments',
    {
      config: { permission: 'inventory.read' },
      schema: {
        tags: ['merchant'],
        security,
        description: 'Stock changes made by hand, newest first; `product_id` keeps one product’s; 20 a page.',
        querystring: z.object({ ...historyFilters, pagenumber: historyPage }),
        response: { 200: stockAdjustmentList, ...errors },
      },
    },
    (request) => adjustmentHistory(db, { product_id: request.query.product_id, page: request.query.pagenumber }),
  );
};

export default inventoryRoutes;
