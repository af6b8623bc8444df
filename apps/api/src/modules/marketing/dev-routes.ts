import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { marketingConsentChangeSchema } from '@store/shared/schemas/consents';
import { users } from '../../db/schema/index.ts';
import { isLocalRequest } from '../../lib/client-address.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { setConsent } from '../consents/service.ts';

/**
 * Development tools for the messages that bring shoppers back (docs/development.md#marketing-messages), open like
 * /dev/outbox only to this machine in a development store whose email goes to the outbox: production, SMTP and
 * clients from elsewhere get the 404 of an unknown page.
 *
 * - POST /dev/marketing/consent `{ email, consent: { email?, sms? } }` sets an account's marketing consent (recorded
 *   as from the profile), until the profile's consent screen is there to use.
 * - POST /dev/marketing/run `{ hours_ahead }` runs the price-drop and forgotten-bag jobs now, as if that many hours
 *   later, and answers what they did.
 */
const marketingDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    const open = !app.config.isProduction && app.mailer.provider === 'console' && isLocalRequest(request);
    if (!open) throw new HttpError(404, 'Not found.');
  });

  app.post(
    '/dev/marketing/consent',
    {
      config: { permission: 'public' },
      schema: { hide: true, body: z.object({ email: z.string(), consent: marketingConsentChangeSchema }) },
    },
    async (request) => {
      const [account] = await app.database.db
        .select({ id: users.user_id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, request.body.email.toLowerCase()));
      if (!account) throw notFound('Account');
      return app.database.db.transaction((tx) => setConsent(tx, account.id, request.body.consent, 'profile'));
    },
  );

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
