import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@store/shared/messages';
import { users, type UserRole } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-error.ts';
import { verifyToken } from '../modules/accounts/tokens.ts';

export interface RequestUser {
  user_id: number;
  email: string;
  role: UserRole;
  /** The owner proved the email (the admin counts as verified). */
  email_verified: boolean;
  /** Verified, or an account that ordered before verification existed (docs/product/accounts.md#email-verification). */
  may_order: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid, current token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest hook: 401 without a token, 403 unless the user is the admin
     * (docs/decisions/004-admin-enforced-on-server.md).
     */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest hook: 401 without a token, 403 EMAIL_NOT_VERIFIED until the email is verified
     * (docs/product/accounts.md#email-verification).
     */
    requireVerifiedEmail: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Reads the token when there is one; never refuses. */
    identify: (request: FastifyRequest) => Promise<RequestUser | null>;
  }
}

const unauthenticated = () => new HttpError(401, 'Please sign in to continue.');

/**
 * Tokens are checked against the user row on every call, so the role comes from the database and a token
 * issued before a logout (token version bumped) stops working.
 */
export default fp(async (app) => {
  app.decorateRequest('user', null);

  // Every signed-in request reads its user: a named prepared statement, built once (no SQL building per request)
  // and parsed once per database connection.
  const tokenUser = app.database.db
    .select({
      user_id: users.user_id,
      email: users.email,
      role: users.role,
      token_version: users.token_version,
      email_verified_at: users.email_verified_at,
      orders_before_verification: users.orders_before_verification,
    })
    .from(users)
    .where(eq(users.user_id, sql.placeholder('userId')))
    .limit(1)
    .prepare('token_user');

  async function identify(request: FastifyRequest): Promise<RequestUser | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthenticated();
    const claims = await verifyToken(match[1]!, app.config.jwtSecret);
    if (!claims) throw new HttpError(401, 'Your session has expired. Please sign in again.');
    const [row] = await tokenUser.execute({ userId: Number(claims.sub) });
    if (!row || row.token_version !== claims.ver) {
      throw new HttpError(401, 'Your session has expired. Please sign in again.');
    }
    const email_verified = row.email_verified_at !== null || row.role === 'admin';
    request.user = {
      user_id: row.user_id,
      email: row.email,
      role: row.role,
      email_verified,
      may_order: email_verified || row.orders_before_verification,
    };
    return request.user;
  }

  app.decorate('identify', identify);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!(await identify(request))) throw unauthenticated();
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const user = await identify(request);
    if (!user) throw unauthenticated();
    if (user.role !== 'admin') throw new HttpError(403, 'Only the store admin may do this.');
  });
  app.decorate('requireVerifiedEmail', async (request: FastifyRequest) => {
    const user = await identify(request);
    if (!user) throw unauthenticated();
    if (!user.may_order) throw new HttpError(403, messages.emailNotVerified, { code: 'EMAIL_NOT_VERIFIED' });
  });
});
