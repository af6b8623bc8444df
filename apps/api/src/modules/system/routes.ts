import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';
import { checkMetricsAccess } from '../../plugins/metrics.ts';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['system'],
        description: 'Answers 200 when the database answers, 503 otherwise.',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      try {
        await app.database.db.execute(sql`SELECT 1`);
      } catch {
        return reply.status(503).send({
          message: 'The database is not answering.',
          code: 'PROVIDER_UNAVAILABLE',
          request_id: request.id,
        });
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  app.get(
    '/metrics',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['system'],
        description:
          'Prometheus metrics of this process. Production: only with `Authorization: Bearer <METRICS_TOKEN>`, ' +
          '404 without METRICS_TOKEN; development: clients on this machine.',
        produces: ['text/plain'],
        response: {
          200: z.string().describe('Prometheus text exposition format'),
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      checkMetricsAccess(app, request);
      const { registry } = app.metrics;
      // A text type: Fastify sends the text as it is, without the JSON serializer.
      return reply
        .type(registry.contentType)
        .header('cache-control', 'no-store')
        .send(await registry.metrics());
    },
  );
};

export default systemRoutes;
