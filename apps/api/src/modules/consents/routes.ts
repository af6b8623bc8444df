import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consentMessages, consentsInput, consentsView } from '@store/shared/schemas/consents';
import { errorBody } from '@store/shared/schemas/errors';
import { requireOwnEmail } from '../../lib/own-email.ts';
import { changeConsents, consentsOf } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };
const params = z.object({ email: z.string() });

/** The shopper's marketing consent and privacy notice (docs/product/api.md#privacy). */
const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/User/:email/consents',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['users'],
        description:
          'The account’s marketing consent per channel (off until given), the privacy notice it acknowledged and the current one, and its latest 20 consent changes, newest first. Only for the token’s own email (403).',
        security: [{ bearer: [] }],
        params,
        response: { 200: consentsView, ...errors },
      },
    },
    async (request) =>
      consentsOf(db, requireOwnEmail(request.params.email, request.user, consentMessages.notYours).user_id),
  );

  app.put(
    '/User/:email/consents',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['users'],
        description:
          'Sets the channels named (`email`, `sms`); each change is recorded with its time and the notice’s version. With `notice_version` (it must be the current one, else 400) the account acknowledges the privacy notice. Only for the token’s own email (403).',
        security: [{ bearer: [] }],
        params,
        body: consentsInput,
        response: { 200: consentsView, ...errors },
      },
    },
    async (request) =>
      changeConsents(
        db,
        requireOwnEmail(request.params.email, request.user, consentMessages.notYours).user_id,
        request.body,
      ),
  );
};

export default consentRoutes;
