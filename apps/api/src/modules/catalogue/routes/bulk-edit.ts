import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkEditInput, bulkEditResult } from '@store/shared/schemas/bulk-edit';
import { auditActor } from '../../audit/record.ts';
import { bulkEdit } from '../bulk-edit.ts';
import { adminErrors, adminOnly } from './common.ts';

/**
 * Bulk edits of the Products screen (docs/product/api.md#bulk-edits): `catalogue.write`, as the product and variation
 * forms that edit the same prices and stock one by one.
 */
const bulkEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = adminOnly('catalogue.write');
  app.post(
    '/admin/products/bulk',
    {
      config: admin.config,
      schema: {
        tags: ['products'],
        security: admin.security,
        description:
          "One action over the selected products (`ids`) or all products matching the Products table's filters: activate, deactivate, discount_percent, discount_price, price_change (percent or rupees; price and discount price move together), set_stock, add_stock (the variations' stock, or the product's own when it has none), move_category, move_brand. `preview: true` counts what would change and writes nothing. Written in batches of 200 products, each one transaction with one audit row. 400, with nothing written, when a product would get a discount price above its price, a price under ₹1 or stock below zero.",
        body: bulkEditInput,
        response: { 200: bulkEditResult, ...adminErrors },
      },
    },
    (request) => bulkEdit(app, auditActor(request), request.body),
  );
};

export default bulkEditRoutes;
