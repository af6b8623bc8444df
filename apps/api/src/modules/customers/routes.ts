import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@store/shared/schemas/errors';
import { adminCustomerDetail, adminCustomerList, adminCustomerQuery } from '@store/shared/schemas/customers';
import { adminErrors, adminOnly } from '../catalogue/routes/common.ts';
import { customerDetail, listCustomers } from './service.ts';

/** The contract's query with the lowercase names the app's query parser hands routes (docs/product/api.md#conventions). */
const customerQuerystring = adminCustomerQuery
  .omit({ pageNumber: true })
  .extend({ pagenumber: adminCustomerQuery.shape.pageNumber });

/**
 * The admin's customers (docs/product/api.md#merchant-operations, docs/product/admin.md#customers): shoppers
 * only. Admin only: 401 without a token, 403 for a shopper.
 */
const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('customers.read');
  const tags = ['admin customers'];

  app.get(
    '/admin/customers',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description:
          'Shoppers, newest first, 20 a page; `q` matches part of the name, email or phone. `orders`, `spent` and `last_order_at` count orders paid at some point (spent is totals less refunds).',
        querystring: customerQuerystring,
        response: { 200: adminCustomerList, ...adminErrors },
      },
    },
    (request) => listCustomers(db, { q: request.query.q, pageNumber: request.query.pagenumber }),
  );

  app.get(
    '/admin/customers/:id',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description: 'One shopper with their addresses and 20 most recent orders (any status). 404 for the admin.',
        params: idParams,
        response: { 200: adminCustomerDetail, ...adminErrors },
      },
    },
    (request) => customerDetail(db, request.params.id),
  );
};

export default customerRoutes;
