import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSummary } from '@store/shared/schemas/account-summary';
import { errorBody } from '@store/shared/schemas/errors';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { accountSummaryOf } from './service.ts';
import { userCan } from '../staff/access.ts';

export const NOT_YOUR_FIGURES = 'You can only see your own figures.';

/**
 * The signed-in shopper's own figures for /Dashboard (docs/product/accounts.md#dashboard), owner-checked like the
 * other /User/{email} calls: anyone but the owner (or the admin) gets 403 (docs/decisions/005-owners-only.md).
 */
const accountSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/User/:email/summary',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['users'],
        description:
          "The account's own figures: orders bought, those still on their way, products saved. Only for the account itself (or staff with customers.read).",
        security: [{ bearer: [] }],
        params: z.object({ email: z.string().max(254) }),
        response: { 200: accountSummary, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = request.user!;
      const email = request.params.email.toLowerCase();
      if (user.email.toLowerCase() === email) return accountSummaryOf(db, user.user_id);
      if (!userCan(user, 'customers.read')) throw new HttpError(403, NOT_YOUR_FIGURES);
      const [owner] = await db
        .select({ user_id: users.user_id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      if (!owner) throw new HttpError(404, 'No account uses this email.');
      return accountSummaryOf(db, owner.user_id);
    },
  );
};

export default accountSummaryRoutes;
