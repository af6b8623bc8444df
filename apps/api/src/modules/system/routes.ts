import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        description: 'Answers 200 when the database answers, 503 otherwise.',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: errorBody,
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.db.execute(sql`SELECT 1`);
      } catch {
        return reply.status(503).send({ message: 'The database is not answering.', code: 'PROVIDER_UNAVAILABLE' });
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};

export default systemRoutes;
