import { and, eq, gt, sql } from 'drizzle-orm';
import { formatRupees, toRupees } from '@store/shared/money';
import type { GoodwillCreditReply } from '@store/shared/schemas/store-credit';
import type { Db } from '../../db/client.ts';
import { storeCreditEntries, users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';
import { addCredit, itemView, lockShopper } from './ledger.ts';

/** Goodwill credit as the audit log keeps it, the amount in paise (docs/product/staff.md#changes). */
const AUDITED = ['user_id', 'amount', 'kind', 'note', 'expires_at'] as const;

/** The window a support member's goodwill credit to one shopper is added up over (SUPPORT_REFUND_LIMIT). */
export const GOODWILL_LIMIT_DAYS = 30;

export interface GoodwillRequest {
  /** Paise, above zero. */
  amount: number;
  reason: string;
  /** STORE_CREDIT_EXPIRY_DAYS; 0: never expires. */
  expiryDays: number;
  /**
   * Paise a support member may give one shopper in GOODWILL_LIMIT_DAYS, everyone's goodwill counted
   * (SUPPORT_REFUND_LIMIT, docs/product/staff.md#roles); none for the owner.
   */
  limit?: number | undefined;
}

/**
 * POST /api/admin/customers/{id}/credit (docs/product/accounts.md#store-credit): goodwill credit for a shopper,
 * expiring after STORE_CREDIT_EXPIRY_DAYS, with its audit row, in one transaction under the shopper's lock (so two
 * support members at once are counted one after the other against the limit). 404 for an unknown id or a staff
 * account; 403 past a support member's limit, writing nothing.
 */
export async function giveGoodwillCredit(
  db: Db,
  userId: number,
  request: GoodwillRequest,
  actor: AuditActor,
  now = new Date(),
): Promise<GoodwillCreditReply> {
  return db.transaction(async (tx) => {
    const [shopper] = await tx
      .select({ user_id: users.user_id })
      .from(users)
      .where(and(eq(users.user_id, userId), eq(users.role, 'customer')));
    if (!shopper) throw notFound('Customer');
    if (request.limit !== undefined) {
      const since = new Date(now.getTime() - GOODWILL_LIMIT_DAYS * 86_400_000).toISOString();
      // Under the shopper's lock (taken by reading the ledger first), so two grants at once cannot both pass.
      await lockShopper(tx, userId);
      const [row] = await tx
        .select({ total: sql<number>`coalesce(sum(${storeCreditEntries.amount}), 0)::int` })
        .from(storeCreditEntries)
        .where(
          and(
            eq(storeCreditEntries.user_id, userId),
            eq(storeCreditEntries.kind, 'goodwill'),
            gt(storeCreditEntries.created_at, since),
          ),
        );
      if (Number(row?.total ?? 0) + request.amount > request.limit) {
        throw new HttpError(
          403,
          `Goodwill credit above ${formatRupees(toRupees(request.limit))} to one customer in ${GOODWILL_LIMIT_DAYS} days needs the owner.`,
          { details: { limit: toRupees(request.limit) } },
        );
      }
    }
    const expires =
      request.expiryDays === 0 ? null : new Date(now.getTime() + request.expiryDays * 86_400_000).toISOString();
    const { row, balance } = await addCredit(
      tx,
      {
        user_id: userId,
        amount: request.amount,
        kind: 'goodwill',
        note: request.reason,
        created_by: actor.user_id,
        expires_at: expires,
      },
      now,
    );
    await recordRowChange(tx, actor, {
      entity: 'store_credit',
      verb: 'goodwill',
      id: row.entry_id,
      after: row,
      fields: AUDITED,
    });
    return { entry: { ...itemView(row), note: request.reason }, balance: toRupees(balance) };
  });
}
