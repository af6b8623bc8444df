import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { couponOffer, couponRules } from '@store/shared/coupons';
import { toRupees } from '@store/shared/money';
import type { AvailableCoupon } from '@store/shared/schemas/coupons';
import type { DbOrTx } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { unusableReason, type CouponRow } from './service.ts';

// My Coupons (docs/product/accounts.md#my-coupons): the public coupons a shopper can use now, by the same rules the
// bag and the order check (unusableReason), worded by the shared coupon text.

/** The live uses (orders not cancelled or expired) the shopper holds of each of these coupons. */
async function usesByCoupon(db: DbOrTx, userId: number, couponIds: number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ coupon_id: couponRedemptions.coupon_id, count: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(
      and(
        inArray(couponRedemptions.coupon_id, couponIds),
        eq(couponRedemptions.user_id, userId),
        isNull(couponRedemptions.released_at),
      ),
    )
    .groupBy(couponRedemptions.coupon_id);
  return new Map(rows.map((row) => [row.coupon_id, Number(row.count)]));
}

function availableView(row: CouponRow, uses: number): AvailableCoupon {
  const terms = {
    type: row.type,
    amount: row.type === 'percent' ? row.amount : toRupees(row.amount),
    max_discount: row.max_discount === null ? null : toRupees(row.max_discount),
    min_amount: toRupees(row.min_amount),
    ends_at: row.ends_at === null ? null : new Date(row.ends_at).toISOString(),
    per_user_uses: row.per_user_uses,
  };
  return {
    code: row.code,
    type: terms.type,
    amount: terms.amount,
    max_discount: terms.max_discount,
    min_amount: terms.min_amount,
    ends_at: terms.ends_at,
    uses_left: row.per_user_uses === null ? null : row.per_user_uses - uses,
    offer: couponOffer(terms),
    rules: couponRules(terms),
  };
}

/**
 * GET /coupons/available: public coupons that are active, within their dates, not used up in total and with uses
 * left for this shopper; those ending soonest first, then the others by code.
 */
export async function availableCoupons(db: DbOrTx, userId: number): Promise<AvailableCoupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.is_public, true))
    .orderBy(sql`${coupons.ends_at} ASC NULLS LAST`, coupons.code);
  const uses = await usesByCoupon(
    db,
    userId,
    rows.map((row) => row.coupon_id),
  );
  const now = Date.now();
  return rows
    .filter((row) => unusableReason(row, uses.get(row.coupon_id) ?? 0, now) === null)
    .map((row) => availableView(row, uses.get(row.coupon_id) ?? 0));
}
