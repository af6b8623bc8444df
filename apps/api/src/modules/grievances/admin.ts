import { eq, sql, type SQL } from 'drizzle-orm';
import {
  GRIEVANCE_LIMITS,
  OPEN_GRIEVANCE_STATUSES,
  type AdminGrievance,
  type AdminGrievanceFilter,
  type AdminGrievanceList,
  type GrievanceStatus,
} from '@store/shared/schemas/grievances';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { grievanceMessages, grievances } from '../../db/schema/index.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import { recordAudit, type AuditActor } from '../audit/record.ts';
import { queueGrievanceMail, replyMail } from './messages.ts';
import { acknowledgeLateSql, grievanceWhere, overdueSql, resolveLateSql } from './rows.ts';

// Support's side of grievances (docs/product/admin.md#grievances): the list, one grievance, replies and statuses,
// each step in the audit log (docs/product/staff.md#audit-log).

function filterSql(status: AdminGrievanceFilter): SQL {
  if (status === 'all') return sql`true`;
  if (status === 'overdue') return overdueSql();
  return sql`g.status = ${status}`;
}

/** GET /api/admin/grievances: newest first, GRIEVANCE_LIMITS.pageSize a page, filtered by status (or overdue). */
export async function adminListGrievances(
  db: Db,
  query: { status: AdminGrievanceFilter; page: number },
): Promise<AdminGrievanceList> {
  const where = filterSql(query.status);
  const size = GRIEVANCE_LIMITS.pageSize;
  const items = await queryRows<AdminGrievanceList['items'][number]>(
    db,
    sql`SELECT g.reference, g.category, g.status, g.order_id, g.user_id, g.email, left(g.text, 140) AS excerpt,
               g.created_at, g.acknowledge_by, g.resolve_by, g.acknowledged_at, g.closed_at,
               ${acknowledgeLateSql()} AS acknowledge_late, ${resolveLateSql()} AS resolve_late
          FROM grievances g WHERE ${where}
         ORDER BY g.created_at DESC, g.grievance_id DESC
         LIMIT ${size} OFFSET ${(query.page - 1) * size}`,
  );
  const [{ total }] = (await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM grievances g WHERE ${where}`,
  )) as [{ total: number }];
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    items: items.map((row) => ({
      ...row,
      overdue: row.acknowledge_late || row.resolve_late,
      created_at: iso(row.created_at)!,
      acknowledge_by: iso(row.acknowledge_by)!,
      resolve_by: iso(row.resolve_by)!,
      acknowledged_at: iso(row.acknowledged_at),
      closed_at: iso(row.closed_at),
    })),
    totalCount: total,
    pageSize: size,
  };
}

/** GET /api/admin/grievances/{reference}. */
export async function adminGrievance(db: Db | Tx, reference: string): Promise<AdminGrievance> {
  const found = await grievanceWhere(db, sql`g.reference = ${reference}`);
  if (!found) throw notFound('Grievance');
  return found;
}

interface Locked {
  grievance_id: number;
  reference: string;
  status: GrievanceStatus;
  email: string;
  order_id: number | null;
}

async function locked(tx: Tx, reference: string): Promise<Locked> {
  const [row] = await tx
    .select({
      grievance_id: grievances.grievance_id,
      reference: grievances.reference,
      status: grievances.status,
      email: grievances.email,
      order_id: grievances.order_id,
    })
    .from(grievances)
    .where(eq(grievances.reference, reference))
    .for('update');
  if (!row) throw notFound('Grievance');
  return row;
}

/** Writes support's reply to the thread and queues it to the shopper's email (kind grievance_reply). */
async function writeReply(tx: Tx, link: string, actor: AuditActor, row: Locked, text: string, status: GrievanceStatus) {
  const [message] = await tx
    .insert(grievanceMessages)
    .values({ grievance_id: row.grievance_id, author: 'store', author_id: actor.user_id, text })
    .returning({ id: grievanceMessages.message_id });
  await queueGrievanceMail(
    tx,
    'grievance_reply',
    { email: row.email, orderId: row.order_id, key: `${row.reference}:${message!.id}` },
    replyMail({ reference: row.reference, status, reply: text, link }),
  );
  return message!.id;
}

const closedMessage = (status: GrievanceStatus) =>
  `This grievance is already ${status.toLowerCase()}: it takes no more replies or changes.`;

/** POST /api/admin/grievances/{reference}/replies: a reply to an open grievance, mailed to the shopper. */
export async function replyToGrievance(
  db: Db,
  publicUrl: string,
  actor: AuditActor,
  reference: string,
  text: string,
): Promise<AdminGrievance> {
  return db.transaction(async (tx) => {
    const row = await locked(tx, reference);
    if (!OPEN_GRIEVANCE_STATUSES.includes(row.status)) throw new HttpError(409, closedMessage(row.status));
    const messageId = await writeReply(tx, `${publicUrl}/Grievance/${reference}`, actor, row, text, row.status);
    await tx
      .update(grievances)
      .set({ updated_at: sql`now()` })
      .where(eq(grievances.grievance_id, row.grievance_id));
    await recordAudit(tx, actor, {
      action: 'grievance.reply',
      entity: 'grievance',
      entity_id: reference,
      changes: { message_id: { before: null, after: messageId } },
    });
    return adminGrievance(tx, reference);
  });
}

const VERBS = { Acknowledged: 'acknowledge', Resolved: 'resolve', Rejected: 'reject' } as const;
const NEEDS_REPLY: Record<keyof typeof VERBS, string | null> = {
  Acknowledged: null,
  Resolved: 'Write a reply telling the shopper how the grievance was resolved.',
  Rejected: 'Write a reply telling the shopper why the grievance was rejected.',
};

/**
 * POST /api/admin/grievances/{reference}/status: Open → Acknowledged; Open or Acknowledged → Resolved or Rejected,
 * which need a reply (400 without). A closed grievance, or acknowledging twice, is 409.
 */
export async function setGrievanceStatus(
  db: Db,
  publicUrl: string,
  actor: AuditActor,
  reference: string,
  input: { status: keyof typeof VERBS; reply?: string | undefined },
): Promise<AdminGrievance> {
  const needed = NEEDS_REPLY[input.status];
  if (needed && !input.reply) throw badRequest(needed, { reply: 'required' });
  return db.transaction(async (tx) => {
    const row = await locked(tx, reference);
    if (!OPEN_GRIEVANCE_STATUSES.includes(row.status)) throw new HttpError(409, closedMessage(row.status));
    if (input.status === 'Acknowledged' && row.status === 'Acknowledged') {
      throw new HttpError(409, 'This grievance is already acknowledged.');
    }
    const closing = input.status !== 'Acknowledged';
    await tx
      .update(grievances)
      .set({
        status: input.status,
        acknowledged_at: sql`coalesce(${grievances.acknowledged_at}, now())`,
        closed_at: closing ? sql`now()` : null,
        updated_at: sql`now()`,
      })
      .where(eq(grievances.grievance_id, row.grievance_id));
    const messageId = input.reply
      ? await writeReply(tx, `${publicUrl}/Grievance/${reference}`, actor, row, input.reply, input.status)
      : null;
    await recordAudit(tx, actor, {
      action: `grievance.${VERBS[input.status]}`,
      entity: 'grievance',
      entity_id: reference,
      changes: {
        status: { before: row.status, after: input.status },
        ...(messageId === null ? {} : { message_id: { before: null, after: messageId } }),
      },
    });
    return adminGrievance(tx, reference);
  });
}
