import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { StaffInviteInput } from '@store/shared/schemas/staff';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { notifications, staffInvites, users, type StaffRole } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { hashEmailToken, retireEmailTokens } from '../accounts/email-tokens.ts';
import { mailHtml } from '../mail/templates.ts';
import type { StaffNotificationKind } from '../notifications/kinds.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { isStaffRole, ROLE_LABELS } from './permissions.ts';

/** How long an invitation link works (docs/product/staff.md#invitations). */
export const INVITE_TTL_HOURS = 72;

export const INVITE_NOT_VALID = 'This invitation link is not valid or has expired.';
export const OWNER_NOT_INVITED = "The owner's account cannot be invited: it can already do everything.";
export const ALREADY_STAFF = 'This person is already on the staff. Change their role on the Staff page instead.';

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** An invitation that still works: not accepted, not withdrawn, not expired. */
const open = (tokenHash: string) =>
  and(
    eq(staffInvites.token_hash, tokenHash),
    isNull(staffInvites.accepted_at),
    isNull(staffInvites.revoked_at),
    gt(staffInvites.expires_at, sql`now()`),
  );

/** The invitation email: the store's words, the role and the link; the owner's typed name is only the greeting. */
function inviteMail(name: string, role: StaffRole, link: string) {
  const hello = `Hello ${name},`;
  const says = `You are invited to help run Store as ${ROLE_LABELS[role]}. Open the link to choose your password and sign in.`;
  const expiry = `The link works once, for ${INVITE_TTL_HOURS} hours. If you did not expect it, ignore this email.`;
  return {
    subject: 'You are invited to the Store team',
    text: [hello, says, link, expiry].join('\n\n'),
    html: mailHtml([hello, says, expiry], { href: link, label: 'Accept the invitation' }),
  };
}

/** Queues the invitation email in the outbox in the caller's transaction: it goes out once this commits. */
async function queueInviteMail(tx: Tx, inviteId: number, input: StaffInviteInput, link: string): Promise<void> {
  const kind: StaffNotificationKind = 'staff_invite';
  const mail = inviteMail(input.name, input.role, link);
  await tx.insert(notifications).values({
    kind,
    channel: 'email',
    recipient: input.email,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
    dedupe_key: `${kind}:${inviteId}:email`,
  });
}

/**
 * POST /api/admin/staff (docs/product/staff.md#invitations): a fresh link for the address (only its hash is kept),
 * valid INVITE_TTL_HOURS, mailed through the outbox; a newer invitation withdraws any older one to the same address.
 * The owner's address and a member of the staff are 409. Audited in the same transaction.
 */
export async function inviteStaff(
  db: Db,
  actor: AuditActor,
  input: StaffInviteInput,
  { ownerEmail, publicUrl }: { ownerEmail: string; publicUrl: string },
) {
  if (input.email === ownerEmail.toLowerCase()) throw new HttpError(409, OWNER_NOT_INVITED);
  const token = randomBytes(32).toString('base64url');
  const link = `${publicUrl}/AcceptInvite/${token}`;
  const invite = await db.transaction(async (tx) => {
    // One invitation at a time per address, even when the owner sends two at once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`staff-invite:${input.email}`}))`);
    const [existing] = await tx.select({ role: users.role }).from(users).where(byEmail(input.email));
    if (existing?.role === 'admin') throw new HttpError(409, OWNER_NOT_INVITED);
    if (existing && isStaffRole(existing.role)) throw new HttpError(409, ALREADY_STAFF);
    await tx
      .update(staffInvites)
      .set({ revoked_at: sql`now()` })
      .where(
        and(
          sql`lower(${staffInvites.email}) = ${input.email}`,
          isNull(staffInvites.accepted_at),
          isNull(staffInvites.revoked_at),
        ),
      );
    const [row] = await tx
      .insert(staffInvites)
      .values({
        email: input.email,
        name: input.name,
        role: input.role,
        token_hash: hashEmailToken(token),
        invited_by: actor.user_id,
        expires_at: sql`now() + make_interval(hours => ${INVITE_TTL_HOURS})` as unknown as string,
      })
      .returning();
    await queueInviteMail(tx, row!.invite_id, input, link);
    await recordAudit(tx, actor, {
      action: 'staff.invite',
      entity: 'staff_invite',
      entity_id: row!.invite_id,
      changes: { email: { changed: true }, name: { changed: true }, role: { before: null, after: input.role } },
    });
    return row!;
  });
  return { invite, token };
}

/** GET /api/User/invite/{token}: whom a working invitation greets, and whether the address has an account. */
export async function readInvite(db: DbOrTx, token: string) {
  const [invite] = await db
    .select()
    .from(staffInvites)
    .where(open(hashEmailToken(token)));
  if (!invite) throw new HttpError(404, INVITE_NOT_VALID);
  const [account] = await db.select({ user_id: users.user_id }).from(users).where(byEmail(invite.email));
  return { email: invite.email, name: invite.name, role: invite.role, has_account: account !== undefined };
}

/** "Asha Rao" as first and last name; one word is a first name. */
function splitName(name: string): { first_name: string; last_name: string | null } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { first_name: first!, last_name: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * POST /api/User/accept-invite (docs/product/staff.md#invitations): uses the link up (atomically: a second accept
 * finds it used) and gives the address the invitation's role with the chosen password, its email proven. A new
 * address gets an account with the invitation's name. An existing account keeps its orders and history; its other
 * sessions end, its mailed links stop working and an unproven phone claim is dropped (whoever registered the address
 * first may have set them). Answers the account's row for a fresh token.
 */
export async function acceptInvite(
  db: Db,
  actor: Omit<AuditActor, 'user_id' | 'role'>,
  token: string,
  passwordHash: string,
) {
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(staffInvites)
      .set({ accepted_at: sql`now()` })
      .where(open(hashEmailToken(token)))
      .returning();
    if (!invite) throw new HttpError(404, INVITE_NOT_VALID);
    const [existing] = await tx
      .select({ user_id: users.user_id, role: users.role })
      .from(users)
      .where(byEmail(invite.email))
      .for('update');
    // The owner stays the owner: an invitation never changes that account.
    if (existing?.role === 'admin') throw new HttpError(404, INVITE_NOT_VALID);
    const granted = {
      role: invite.role,
      password_hash: passwordHash,
      last_sign_in_at: sql`now()` as unknown as string,
    };
    let user: typeof users.$inferSelect;
    if (existing) {
      await retireEmailTokens(tx, existing.user_id);
      [user] = (await tx
        .update(users)
        .set({
          ...granted,
          phone_claim: null,
          suspended_at: null,
          email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
          token_version: sql`${users.token_version} + 1`,
          updated_at: sql`now()`,
        })
        .where(eq(users.user_id, existing.user_id))
        .returning()) as [typeof users.$inferSelect];
    } else {
      [user] = (await tx
        .insert(users)
        .values({ ...granted, email: invite.email, ...splitName(invite.name), email_verified_at: sql`now()` })
        .returning()) as [typeof users.$inferSelect];
    }
    await recordAudit(
      tx,
      { ...actor, user_id: user.user_id, role: invite.role },
      {
        action: 'staff.accept',
        entity: 'user',
        entity_id: user.user_id,
        changes: { role: { before: existing?.role ?? null, after: invite.role } },
      },
    );
    return user;
  });
}
