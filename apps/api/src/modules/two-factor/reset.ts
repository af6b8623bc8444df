import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { clearSecondStep } from './enrolment.ts';

/** The server's command line as the audit log records it (docs/operations.md#two-step-sign-in-reset). */
export const CLI_ACTOR: AuditActor = { user_id: null, role: 'cli', ip: null, request_id: null };

/**
 * Clears an account's second step (secret, backup codes, last step) and ends its sessions, with an audit row
 * `staff.reset_2fa` in the same transaction. `staffOnly` refuses a shopper's account (409). Answers the account, or
 * null when none matches.
 */
async function resetSecondStep(db: Db, actor: AuditActor, which: SQL, { staffOnly }: { staffOnly: boolean }) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ user_id: users.user_id, email: users.email, role: users.role, enabled: users.totp_enabled_at })
      .from(users)
      .where(which)
      .for('update');
    if (!account) return null;
    if (staffOnly && account.role === 'customer') {
      throw new HttpError(409, 'This account is a shopper, not a staff member.');
    }
    await clearSecondStep(tx, account.user_id, { endSessions: true });
    await recordAudit(tx, actor, {
      action: 'staff.reset_2fa',
      entity: 'user',
      entity_id: account.user_id,
      changes: { two_factor_enabled: { before: account.enabled !== null, after: false } },
    });
    return account;
  });
}

/** POST /api/admin/staff/{id}/reset-2fa: the owner resets a staff member's second step (404 unknown, 409 a shopper). */
export async function resetStaffSecondStep(db: Db, actor: AuditActor, userId: number): Promise<void> {
  const reset = await resetSecondStep(db, actor, eq(users.user_id, userId), { staffOnly: true });
  if (!reset) throw new HttpError(404, 'Staff member not found.');
}

export class UnknownAccountError extends Error {}

/**
 * `npm run admin:reset-2fa -- <email>`: resets any account's second step from the server's command line, e.g. an
 * owner who lost both phone and backup codes; audited with the role `cli`.
 */
export async function resetSecondStepByEmail(db: Db, email: string) {
  const account = await resetSecondStep(db, CLI_ACTOR, sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, {
    staffOnly: false,
  });
  if (!account) throw new UnknownAccountError(`No account has the email ${email}.`);
  return { email: account.email, wasEnabled: account.enabled !== null };
}
