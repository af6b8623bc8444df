import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@store/shared/schemas/errors';
import { adminDashboard as adminDashboardSchema } from '@store/shared/schemas/merchant';
import { adminDashboard } from './service.ts';

/** The admin's dashboard figures (docs/product/admin.md#dashboard, docs/product/api.md#merchant-operations). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/admin/dashboard',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['merchant'],
        security: [{ bearer: [] }],
        description:
          'Sales today, in 7 and 30 days (store days, Asia/Kolkata; paid less refunded), orders today and by status, shoppers, orders needing attention, open returns, 30 days of sales, top products and low stock; `codAndCredit`: for the last 30 days, the share of orders paid cash on delivery, the rate of COD and of prepaid orders returned to origin (percent, one decimal), the COD fees collected, and store credit issued, spent and outstanding now (docs/product/admin.md#dashboard).',
        response: { 200: adminDashboardSchema, 401: errorBody, 403: errorBody },
      },
    },
    () => adminDashboard(db),
  );
};

export default dashboardRoutes;
