import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../../lib/csv.ts';
import { catalogueCsv, catalogueCsvFileName } from '../export.ts';
import { adminTableFilter } from '../listing-where.ts';
import { adminErrors, adminOnly, optionalName } from './common.ts';

/**
 * The catalogue as a file (docs/product/catalogue-import.md): GET /admin/catalogue.csv under the admin product
 * table's filters, for whoever may import (`catalogue.import`). A read: no audit entry.
 */
const catalogueExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('catalogue.import');
  const query = z.object({
    name: z.string().trim().max(200, 'name: at most 200 characters').optional(),
    categoryname: optionalName,
    parentcategory: optionalName,
    includeinactive: z.enum(['true', 'false']).optional(),
  });
  app.get(
    '/admin/catalogue.csv',
    {
      config: admin.config,
      schema: {
        tags: ['products'],
        security: admin.security,
        description:
          "The catalogue as CSV, one row per variation (a product without variations is one row), in the format of docs/product/catalogue-import.md; narrowed by the admin product table's filters (`name`, `categoryname`, `parentcategory`), inactive products included unless `includeinactive=false`. Cells that a spreadsheet would run as a formula start with `'`.",
        querystring: query,
        response: { 200: z.string().describe('text/csv'), ...adminErrors },
      },
    },
    (request, reply) => {
      const { includeinactive, ...table } = request.query;
      const lines = catalogueCsv(db, adminTableFilter({ ...table, includeinactive: includeinactive !== 'false' }));
      return sendCsv(reply, lines, catalogueCsvFileName());
    },
  );
};

export default catalogueExportRoutes;
