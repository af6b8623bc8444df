import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditCsvQuery, auditList, auditQuery } from '@store/shared/schemas/audit';
import { sendCsv } from '../../lib/csv.ts';
import { adminErrors, adminOnly } from '../catalogue/routes/common.ts';
import { auditCsv, auditCsvFileName } from './export.ts';
import { listAudit } from './query.ts';

/**
 * The owner's audit log (docs/product/api.md#audit-log, docs/product/staff.md#audit-log): read-only. There is no
 * route that edits or deletes an entry, and the table refuses it (docs/decisions/019-append-only-audit-log.md).
 */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // The owner's alone (docs/product/staff.md#who-may-read-it).
  const admin = adminOnly('audit.read');
  const tags = ['audit'];

  app.get(
    '/admin/audit',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description:
          'Audit entries, newest first (the order they were written). `actor_id`, `entity` and `action` match exactly; `from`/`to` are days in Asia/Kolkata (inclusive) or ISO timestamps (inclusive); `page` from 1, `page_size` 1 to 200 (default 50).',
        querystring: auditQuery,
        response: { 200: auditList, ...adminErrors },
      },
    },
    (request) => listAudit(db, request.query),
  );

  app.get(
    '/admin/audit.csv',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description:
          "The entries under the same filters as the list, as CSV, streamed (no paging), `changes` as JSON. Cells that a spreadsheet would run as a formula start with `'`.",
        querystring: auditCsvQuery,
        response: { 200: z.string().describe('text/csv'), ...adminErrors },
      },
    },
    (request, reply) => sendCsv(reply, auditCsv(db, request.query), auditCsvFileName()),
  );
};

export default auditRoutes;
