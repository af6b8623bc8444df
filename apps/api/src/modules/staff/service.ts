import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { StaffMember, StaffUpdateInput } from '@store/shared/schemas/staff';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { STAFF_ROLES, staffInvites, users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';

// The owner's Staff page (docs/product/staff.md#roles): the members, their invitations, and changing them.

export const OWNER_UNCHANGEABLE = 'The owner cannot be demoted, suspended or removed.';
const noSuchMember = () => new HttpError(404, 'No such staff member.');

type UserRow = typeof users.$inferSelect;

function memberView(row: UserRow): StaffMember {
  return {
    id: String(row.user_id),
    email: row.email,
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    role: row.role,
    status: row.suspended_at === null ? 'active' : 'suspended',
    last_sign_in_at: row.last_sign_in_at,
    two_factor_enabled: row.totp_enabled_at !== null,
    invite_expires_at: null,
  };
}

/** GET /api/admin/staff: the owner first, then the members by email, then the invitations not yet accepted. */
export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  const members = await db
    .select()
    .from(users)
    .where(inArray(users.role, ['admin', ...STAFF_ROLES]))
    .orderBy(sql`${users.role} = 'admin' DESC`, asc(sql`lower(${users.email})`));
  const invites = await db
    .select()
    .from(staffInvites)
    .where(and(isNull(staffInvites.accepted_at), isNull(staffInvites.revoked_at)))
    .orderBy(asc(staffInvites.invite_id));
  return [
    ...members.map(memberView),
    ...invites.map((invite) => ({
      id: `invite-${invite.invite_id}`,
      email: invite.email,
      name: invite.name,
      role: invite.role,
      status: 'invited' as const,
      last_sign_in_at: null,
      two_factor_enabled: false,
      invite_expires_at: invite.expires_at,
    })),
  ];
}

/** The member `id` names, locked for the change; 404 for a shopper, 409 for the owner. */
async function lockMember(tx: Tx, id: string): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(eq(users.user_id, Number(id)))
    .for('update');
  if (!row || row.role === 'customer') throw noSuchMember();
  if (row.role === 'admin') throw new HttpError(409, OWNER_UNCHANGEABLE);
  return row;
}

const statusOf = (row: UserRow) => (row.suspended_at === null ? 'active' : 'suspended');

/**
 * PUT /api/admin/staff/{id}: a new role, or suspending (every session ends at once, in every process: the token
 * version moves on and the permission hook reads suspended_at on every call) or reinstating. Invitations are not
 * changed: withdraw one and invite again.
 */
export async function updateStaff(db: Db, actor: AuditActor, id: string, input: StaffUpdateInput) {
  if (id.startsWith('invite-')) {
    throw new HttpError(409, 'An invitation cannot be changed. Withdraw it and invite again.');
  }
  return db.transaction(async (tx) => {
    const before = await lockMember(tx, id);
    const suspending = input.status === 'suspended' && before.suspended_at === null;
    const [after] = await tx
      .update(users)
      .set({
        ...(input.role ? { role: input.role } : {}),
        ...(input.status === 'active' ? { suspended_at: null } : {}),
        ...(suspending
          ? { suspended_at: sql`now()` as unknown as string, token_version: sql`${users.token_version} + 1` }
          : {}),
        updated_at: sql`now()`,
      })
      .where(eq(users.user_id, before.user_id))
      .returning();
    const changes: Record<string, { before: unknown; after: unknown }> = {};
    if (before.role !== after!.role) changes.role = { before: before.role, after: after!.role };
    if (statusOf(before) !== statusOf(after!)) changes.status = { before: statusOf(before), after: statusOf(after!) };
    await recordAudit(tx, actor, { action: 'staff.update', entity: 'user', entity_id: before.user_id, changes });
    return memberView(after!);
  });
}

/**
 * DELETE /api/admin/staff/{id}: an invitation is withdrawn; a member goes back to being a shopper with every session
 * ended, their orders and the audit log's record of what they did kept.
 */
export async function removeStaff(db: Db, actor: AuditActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (id.startsWith('invite-')) {
      const inviteId = Number(id.slice('invite-'.length));
      const [revoked] = await tx
        .update(staffInvites)
        .set({ revoked_at: sql`now()` })
        .where(
          and(eq(staffInvites.invite_id, inviteId), isNull(staffInvites.accepted_at), isNull(staffInvites.revoked_at)),
        )
        .returning({ role: staffInvites.role });
      if (!revoked) throw new HttpError(404, 'No such invitation.');
      await recordAudit(tx, actor, {
        action: 'staff.remove',
        entity: 'staff_invite',
        entity_id: inviteId,
        changes: { role: { before: revoked.role, after: null } },
      });
      return;
    }
    const before = await lockMember(tx, id);
    await tx
      .update(users)
      .set({
        role: 'customer',
        suspended_at: null,
        token_version: sql`${users.token_version} + 1`,
        updated_at: sql`now()`,
      })
      .where(eq(users.user_id, before.user_id));
    await recordAudit(tx, actor, {
      action: 'staff.remove',
      entity: 'user',
      entity_id: before.user_id,
      changes: { role: { before: before.role, after: 'customer' } },
    });
  });
}
