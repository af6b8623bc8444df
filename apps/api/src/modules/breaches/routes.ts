import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { breachInput, breachView } from '@store/shared/schemas/breaches';
import { idParams } from '@store/shared/schemas/errors';
import { auditActor } from '../audit/record.ts';
import { adminErrors, adminOnly } from '../catalogue/routes/common.ts';
import { createBreach, getBreach, listBreaches, updateBreach } from './service.ts';

/**
 * The data-breach register (docs/product/privacy.md#breach-register, docs/product/api.md#breaches): the owner only
 * (settings.manage), every change in the audit log.
 */
const breachRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('settings.manage');
  const tags = ['privacy'];
  const deadlines =
    'Each deadline is counted from discovered_at: CERT-In 6 hours, the Data Protection Board and the affected shoppers 72 hours; its status is due, overdue (past due, not told) or done (late when told after due).';

  app.get(
    '/admin/breaches',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description: `Every recorded breach, the latest found first. ${deadlines}`,
        response: { 200: z.array(breachView), ...adminErrors },
      },
    },
    () => listBreaches(db),
  );
  app.get(
    '/admin/breaches/:id',
    {
      config: admin.config,
      schema: { tags, security: admin.security, params: idParams, response: { 200: breachView, ...adminErrors } },
    },
    (request) => getBreach(db, request.params.id),
  );
  app.post(
    '/admin/breaches',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description:
          'Records a breach (400 with a sentence for a time in the future, one that happened after it was found, or anyone told before it was found). Recorded in the audit log (breach.create).',
        body: breachInput,
        response: { 201: breachView, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createBreach(db, auditActor(request), request.body);
    },
  );
  app.put(
    '/admin/breaches/:id',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description:
          'Saves every field of a breach, as POST checks them; marking CERT-In, the Board or the shoppers told is setting its time. Recorded in the audit log (breach.update, before and after).',
        params: idParams,
        body: breachInput,
        response: { 200: breachView, ...adminErrors },
      },
    },
    (request) => updateBreach(db, auditActor(request), request.params.id, request.body),
  );
};

export default breachRoutes;
