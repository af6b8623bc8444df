import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@store/shared/messages';
import { users, type UserRole } from '../db/schema/index.ts';
import { HttpError } from '../lib/http-error.ts';
import { verifyToken } from '../modules/accounts/tokens.ts';
import { isStaffRole } from '../modules/staff/permissions.ts';

export interface RequestUser {
  user_id: number;
  email: string;
  role: UserRole;
  /** The owner proved the email (the owner and staff count as verified). */
  email_verified: boolean;
  /** Verified, or an account that ordered before verification existed (docs/product/accounts.md#email-verification). */
  may_order: boolean;
  /** Two-step sign-in is set up (users.totp_enabled_at; docs/product/staff.md#two-step-sign-in). */
  two_factor_enabled: boolean;
  /**
   * A staff member or the owner who must enrol two-step sign-in before acting (STAFF_REQUIRE_2FA): until then no
   * admin permission counts (docs/product/staff.md#two-step-sign-in).
   */
  two_factor_required: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid, current token. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest hook: 401 without a token, 403 EMAIL_NOT_VERIFIED until the email is verified
     * (docs/product/accounts.md#email-verification).
     */
    requireVerifiedEmail: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Reads the token when there is one; never refuses. */
    identify: (request: FastifyRequest) => Promise<RequestUser | null>;
  }
}

export const unauthenticated = () => new HttpError(401, 'Please sign in to continue.');
const sessionExpired = () => new HttpError(401, 'Your session has expired. Please sign in again.');

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
      suspended_at: users.suspended_at,
      totp_enabled_at: users.totp_enabled_at,
    })
    .from(users)
    .where(eq(users.user_id, sql.placeholder('userId')))
    .limit(1)
    .prepare('token_user');

  async function identify(request: FastifyRequest): Promise<RequestUser | null> {
    // Read once per request: the permission hook, then a route's own check.
    if (request.user) return request.user;
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthenticated();
    const claims = await verifyToken(match[1]!, app.config.jwtSecret);
    if (!claims) throw sessionExpired();
    const [row] = await tokenUser.execute({ userId: Number(claims.sub) });
    // A suspended member's sessions end at once, whatever token they hold (docs/product/staff.md#roles).
    if (!row || row.token_version !== claims.ver || row.suspended_at !== null) throw sessionExpired();
    const staff = isStaffRole(row.role);
    const email_verified = row.email_verified_at !== null || staff;
    const two_factor_enabled = row.totp_enabled_at !== null;
    request.user = {
      user_id: row.user_id,
      email: row.email,
      role: row.role,
      email_verified,
      may_order: email_verified || row.orders_before_verification,
      two_factor_enabled,
      two_factor_required: staff && app.config.STAFF_REQUIRE_2FA && !two_factor_enabled,
    };
    return request.user;
  }

  app.decorate('identify', identify);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!(await identify(request))) throw unauthenticated();
  });
  app.decorate('requireVerifiedEmail', async (request: FastifyRequest) => {
    const user = await identify(request);
    if (!user) throw unauthenticated();
    if (!user.may_order) throw new HttpError(403, messages.emailNotVerified, { code: 'EMAIL_NOT_VERIFIED' });
  });
});
