import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';
import { unsubscribeReplySchema, unsubscribeTokenSchema } from '@store/shared/schemas/marketing';
import { unsubscribe, unsubscribeState } from './unsubscribe.ts';

const params = z.object({ token: unsubscribeTokenSchema });

/**
 * The one-click unsubscribe link of marketing messages (docs/product/api.md#unsubscribe): no sign-in, the signed token
 * is the permission. The POST takes whatever body a mail client sends (RFC 8058's `List-Unsubscribe=One-Click` as a
 * form, or nothing) and ignores it.
 */
const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const secret = app.config.jwtSecret;
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  app.get(
    '/Unsubscribe/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['marketing'],
        description:
          'The channel of an unsubscribe link and whether its account still gets offers on it. Changes nothing (mail scanners follow links). 400 for a forged or altered link.',
        params,
        response: { 200: unsubscribeReplySchema, 400: errorBody },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await unsubscribeState(db, secret, request.params.token)),
  );

  app.post(
    '/Unsubscribe/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['marketing'],
        description:
          "Unsubscribes the link's account from offers on its channel (the page's button, or a mail client's RFC 8058 one-click POST), recorded with its time. 400 for a forged or altered link, and nothing changes.",
        params,
        response: { 200: unsubscribeReplySchema, 400: errorBody },
      },
    },
    (request) => unsubscribe(db, secret, request.params.token),
  );
};

export default marketingRoutes;
