import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';
import { dataExportSchema, deleteAccountInput, erasureCheckSchema } from '@store/shared/schemas/privacy';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, TooManyRequests } from '../../lib/http-error.ts';
import { requireOwnEmail } from '../../lib/own-email.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { consumeProof } from '../accounts/proofs.ts';
import { erasureBlockers } from './blockers.ts';
import { exportAccountData } from './export.ts';
import { eraseIfAllowed } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody, 429: errorBody };
const params = z.object({ email: z.string() });

/** How often a shopper may download their data, and try to confirm a deletion (docs/product/privacy.md#limits). */
export const PRIVACY_LIMITS = { exportsPerHour: 5, confirmationsPer15Minutes: 10 } as const;

/**
 * The shopper's own account only: another email is 403, and so is the owner's or a staff member's account, which has
 * no shopper data to hand out or erase here (docs/product/privacy.md).
 */
async function ownAccount(db: DbOrTx, email: string, user: RequestUser | null) {
  const own = requireOwnEmail(email, user, 'You can only download or delete your own data.');
  const [row] = await db
    .select({ user_id: users.user_id, role: users.role, phone: users.phone, password_hash: users.password_hash })
    .from(users)
    .where(eq(users.user_id, own.user_id));
  if (!row || row.role !== 'customer') {
    throw new HttpError(403, 'Staff and owner accounts are managed by the store owner, not from Privacy.');
  }
  return row;
}

/** Download my data, and delete my account (docs/product/api.md#privacy). */
const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const limiter = app.rateLimiter;
  const erasure = {
    db,
    objectStore: app.objectStore,
    rateLimiter: limiter,
    invalidateTags: (tags: Iterable<string>) => app.invalidateTags(tags),
  };

  app.get(
    '/User/:email/data-export',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['privacy'],
        description:
          "Everything the store holds about the signed-in shopper, as a JSON file (attachment): account, addresses, orders, reviews, wishlist, consents, grievances, store credit. Only the token's own email; staff and the owner get 403. Five an hour (429).",
        security: [{ bearer: [] }],
        params,
        response: { 200: dataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const account = await ownAccount(db, request.params.email, request.user);
      const hit = await limiter.hit(`privacy-export:user:${account.user_id}`, PRIVACY_LIMITS.exportsPerHour, 3600);
      if (!hit.allowed) {
        throw new TooManyRequests(
          'You have downloaded your data several times this hour. Please try again later.',
          hit.retryAfter,
        );
      }
      const data = await exportAccountData(db, account.user_id);
      const day = data.exported_at.slice(0, 10);
      return reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`).send(data);
    },
  );

  app.get(
    '/User/:email/erasure',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['privacy'],
        description:
          'Whether the account may be deleted now, each reason it may not, and how it may confirm (password, or a code to its proven mobile).',
        security: [{ bearer: [] }],
        params,
        response: { 200: erasureCheckSchema, ...errors },
      },
    },
    async (request) => {
      const account = await ownAccount(db, request.params.email, request.user);
      const reasons = await erasureBlockers(db, account);
      return {
        erasable: reasons.length === 0,
        reasons,
        has_password: account.password_hash !== null,
        phone: account.phone,
      };
    },
  );

  app.delete(
    '/User/:email',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['privacy'],
        description:
          "Deletes the signed-in shopper's account: `{ password }` or `{ proof }` (from /Otp/verify-otp for the account's mobile). Every session ends at once and personal data is erased or anonymised, keeping what the law requires (204). 409 ERASURE_REFUSED with `details.reasons` while something holds it; 400 for a wrong password or proof.",
        security: [{ bearer: [] }],
        params,
        body: deleteAccountInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const account = await ownAccount(db, request.params.email, request.user);
      const tries = await limiter.hit(`erase:user:${account.user_id}`, PRIVACY_LIMITS.confirmationsPer15Minutes, 900);
      if (!tries.allowed) throw new TooManyRequests('Too many attempts. Please try again later.', tries.retryAfter);
      await confirmOwner(db, account, request.body);
      const outcome = await eraseIfAllowed(erasure, account.user_id, 'shopper');
      if (!outcome.erased) {
        throw new HttpError(409, outcome.reasons.map((reason) => reason.message).join(' '), {
          code: 'ERASURE_REFUSED',
          details: { reasons: outcome.reasons },
        });
      }
      return reply.status(204).send(null);
    },
  );
};

/** The account's password, or a fresh proof of a code sent to its proven mobile; else 400 naming the field. */
async function confirmOwner(
  db: DbOrTx,
  account: { phone: string | null; password_hash: string | null },
  body: { password?: string | undefined; proof?: string | undefined },
): Promise<void> {
  if (body.password !== undefined) {
    if (account.password_hash && (await verify(account.password_hash, body.password))) return;
    throw new HttpError(400, 'The password is not right.', { errors: { password: 'The password is not right.' } });
  }
  try {
    if (!account.phone) throw new Error('no proven mobile');
    await consumeProof(db, body.proof, ['otp', 'firebase'], account.phone);
  } catch {
    throw new HttpError(400, 'The code check has expired or was for another number. Please get a new code.', {
      errors: { proof: 'Please get a new code.' },
    });
  }
}

export default privacyRoutes;
