import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLocalRequest } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-error.ts';

/**
 * A development tool for the messages that bring shoppers back (docs/development.md#marketing-messages), open like
 * /dev/outbox only to this machine in a development store whose email goes to the outbox: production, SMTP and
 * clients from elsewhere get the 404 of an unknown page.
 *
 * POST /dev/marketing/run `{ hours_ahead }` runs the price-drop and forgotten-bag jobs now, as if that many hours
 *   later, and answers what they did.
 */
const marketingDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    const open = !app.config.isProduction && app.mailer.provider === 'console' && isLocalRequest(request);
    if (!open) throw new HttpError(404, 'Not found.');
  });

  app.post(
    '/dev/marketing/run',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({
          hours_ahead: z
            .number()
            .min(0)
            .max(24 * 30)
            .default(0),
        }),
      },
    },
    async (request) => app.sendMarketing(new Date(Date.now() + request.body.hours_ahead * 3_600_000)),
  );
};

export default marketingDevRoutes;
