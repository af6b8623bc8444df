import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { couponDiscount, normaliseCouponCode, spreadDiscount } from '@store/shared/coupons';
import { formatRupees, toPaise, toRupees } from '@store/shared/money';
import type { CouponData, CouponRefusal, CouponView } from '@store/shared/schemas/coupons';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound, uniquely } from '../../lib/http-error.ts';
import { recordRowChange, type AuditActor } from '../audit/record.ts';

// Coupons (docs/product/checkout.md#coupons): the admin's CRUD, the bag's check of a code, and the use a placed
// order takes (and gives back when it is cancelled or expires). Paise inside, rupees in the API.

export type CouponRow = typeof coupons.$inferSelect;

const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value === null ? null : iso(value));

export function couponView(row: CouponRow): CouponView {
  return {
    coupon_id: row.coupon_id,
    code: row.code,
    type: row.type,
    amount: row.type === 'percent' ? row.amount : toRupees(row.amount),
    max_discount: row.max_discount === null ? null : toRupees(row.max_discount),
    min_amount: toRupees(row.min_amount),
    starts_at: isoOrNull(row.starts_at),
    ends_at: isoOrNull(row.ends_at),
    total_uses: row.total_uses,
    per_user_uses: row.per_user_uses,
    used_count: row.used_count,
    is_active: row.is_active,
    is_public: row.is_public,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** The form's rupees as the table keeps them: a flat amount, the cap and the minimum in paise. */
function couponColumns(data: CouponData) {
  return {
    code: data.code,
    type: data.type,
    amount: data.type === 'percent' ? data.amount : toPaise(data.amount),
    max_discount: data.type === 'percent' && data.max_discount !== null ? toPaise(data.max_discount) : null,
    min_amount: toPaise(data.min_amount),
    starts_at: data.starts_at,
    ends_at: data.ends_at,
    total_uses: data.total_uses,
    per_user_uses: data.per_user_uses,
    is_active: data.is_active,
    is_public: data.is_public,
  };
}

const taken = (code: string) => `A coupon with the code ${code} already exists.`;

/** A coupon's terms as the audit log keeps them, money in paise (docs/product/staff.md#audit-log). */
const AUDITED = [
  'code',
  'type',
  'amount',
  'max_discount',
  'min_amount',
  'starts_at',
  'ends_at',
  'total_uses',
  'per_user_uses',
  'is_active',
  'is_public',
] as const;

/** GET /coupons: every coupon, newest first. */
export async function listCoupons(db: Db): Promise<CouponView[]> {
  const rows = await db
    .select()
    .from(coupons)
    .orderBy(sql`${coupons.coupon_id} DESC`);
  return rows.map(couponView);
}

export async function getCoupon(db: Db, couponId: number): Promise<CouponView> {
  const [row] = await db.select().from(coupons).where(eq(coupons.coupon_id, couponId));
  if (!row) throw notFound('Coupon');
  return couponView(row);
}

/** POST /coupons: codes are unique whatever their case (the table's unique index is on upper(code)). */
export async function createCoupon(db: Db, data: CouponData, actor: AuditActor): Promise<CouponView> {
  return db.transaction(async (tx) => {
    const [row] = await uniquely(() => tx.insert(coupons).values(couponColumns(data)).returning(), taken(data.code));
    await recordRowChange(tx, actor, {
      entity: 'coupon',
      verb: 'create',
      id: row!.coupon_id,
      after: row,
      fields: AUDITED,
    });
    return couponView(row!);
  });
}

/**
 * PUT /coupons/{id}: the whole coupon. Orders already placed keep the discount they got; the total number of uses
 * cannot go below the uses orders hold now. The row is locked so an order taking a use is counted first.
 */
export async function updateCoupon(db: Db, couponId: number, data: CouponData, actor: AuditActor): Promise<CouponView> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(coupons).where(eq(coupons.coupon_id, couponId)).for('update');
    if (!current) throw notFound('Coupon');
    if (data.total_uses !== null && data.total_uses < current.used_count) {
      throw badRequest(`Orders already hold ${current.used_count} uses of this coupon; the total cannot be less.`, {
        total_uses: `At least ${current.used_count}`,
      });
    }
    const [row] = await uniquely(
      () =>
        tx
          .update(coupons)
          .set({ ...couponColumns(data), updated_at: sql`now()` })
          .where(eq(coupons.coupon_id, couponId))
          .returning(),
      taken(data.code),
    );
    await recordRowChange(tx, actor, {
      entity: 'coupon',
      verb: 'update',
      id: couponId,
      before: current,
      after: row,
      fields: AUDITED,
    });
    return couponView(row!);
  });
}

/**
 * DELETE /coupons/{id}: only a coupon no order ever used. Orders keep a record of the coupon they used (their
 * redemptions reference it), so a used one answers 409 COUPON_IN_USE: deactivate it instead.
 */
export async function deleteCoupon(db: Db, couponId: number, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(coupons).where(eq(coupons.coupon_id, couponId)).for('update');
    if (!current) throw notFound('Coupon');
    const [uses] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.coupon_id, couponId));
    const count = Number(uses?.count ?? 0);
    if (count > 0) {
      throw new HttpError(
        409,
        `Coupon ${current.code} was used on ${count === 1 ? 'an order' : `${count} orders`}, so it cannot be deleted: order history refers to it. Deactivate it instead.`,
        { code: 'COUPON_IN_USE', details: { orders: count } },
      );
    }
    await tx.delete(coupons).where(eq(coupons.coupon_id, couponId));
    await recordRowChange(tx, actor, {
      entity: 'coupon',
      verb: 'delete',
      id: couponId,
      before: current,
      fields: AUDITED,
    });
  });
}

/** A refusal with the reason the bag shows (docs/product/checkout.md#coupon-messages). */
function refused(reason: CouponRefusal, message: string, details: Record<string, unknown> = {}): HttpError {
  return new HttpError(409, message, { code: 'COUPON_REFUSED', details: { reason, ...details } });
}

const storeTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** Lines as the coupon sees them: what each is worth at catalogue prices (paise). */
export interface CouponLine {
  price: number;
  quantity: number;
}

/** What a coupon takes off a bag: the total and each line's share (paise, adding up exactly). */
export interface AppliedCoupon {
  coupon_id: number;
  code: string;
  subtotal: number;
  discount: number;
  lineDiscounts: number[];
}

/**
 * Why a coupon cannot be used now, whatever the bag, or null when it can: inactive, not started, expired, used up,
 * or the shopper's own limit reached. `userUses` is how many live uses the shopper already has (null for a guest:
 * their limit is checked when they sign in, and always at order time). My Coupons lists the ones this lets through.
 */
export function unusableReason(row: CouponRow, userUses: number | null, now = Date.now()): HttpError | null {
  if (!row.is_active) return refused('inactive', `Coupon ${row.code} is no longer available.`);
  if (row.starts_at && Date.parse(row.starts_at) > now) {
    return refused('not_started', `Coupon ${row.code} can be used from ${storeTime.format(new Date(row.starts_at))}.`, {
      starts_at: iso(row.starts_at),
    });
  }
  if (row.ends_at && Date.parse(row.ends_at) <= now) return refused('expired', 'This coupon has expired.');
  if (row.total_uses !== null && row.used_count >= row.total_uses)
    return refused('used_up', 'This coupon has been used up.');
  if (userUses !== null && row.per_user_uses !== null && userUses >= row.per_user_uses) {
    return refused(
      'user_limit',
      row.per_user_uses === 1
        ? 'You have already used this coupon.'
        : `You have already used this coupon ${row.per_user_uses} times, the most allowed.`,
    );
  }
  return null;
}

/** Checks a coupon against a bag and answers its discount, or throws why not (unusableReason, then the minimum). */
function priceCoupon(row: CouponRow, lines: readonly CouponLine[], userUses: number | null): AppliedCoupon {
  const refusal = unusableReason(row, userUses);
  if (refusal) throw refusal;
  const values = lines.map((line) => line.price * line.quantity);
  const subtotal = values.reduce((sum, value) => sum + value, 0);
  if (subtotal < row.min_amount) {
    const short = row.min_amount - subtotal;
    throw refused('min_amount', `Add ${formatRupees(toRupees(short))} more to use this coupon.`, {
      min_amount: toRupees(row.min_amount),
      short_by: toRupees(short),
    });
  }
  const discount = couponDiscount(row, subtotal);
  return {
    coupon_id: row.coupon_id,
    code: row.code,
    subtotal,
    discount,
    lineDiscounts: spreadDiscount(discount, values),
  };
}

async function findByCode(db: DbOrTx, code: string, { lock }: { lock: boolean }): Promise<CouponRow> {
  const normalised = normaliseCouponCode(code);
  const query = db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = ${normalised}`);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw refused('unknown', `There is no coupon ${normalised}. Check the code and try again.`);
  return row;
}

/** The uses of a coupon a shopper's orders hold now (cancelled and expired orders gave theirs back). */
async function liveUses(db: DbOrTx, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.coupon_id, couponId),
        eq(couponRedemptions.user_id, userId),
        isNull(couponRedemptions.released_at),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * POST /coupons/validate: what a code takes off a bag, without taking a use. A signed-in shopper's own limit is
 * checked too; a guest's is checked at order time (docs/product/checkout.md#coupons).
 */
export async function quoteCoupon(
  db: DbOrTx,
  userId: number | null,
  code: string,
  lines: readonly CouponLine[],
): Promise<AppliedCoupon> {
  const row = await findByCode(db, code, { lock: false });
  const uses = userId === null ? null : await liveUses(db, row.coupon_id, userId);
  return priceCoupon(row, lines, uses);
}

/**
 * The coupon step of placing an order, inside its transaction: the coupon row is locked (FOR UPDATE) so two
 * orders at once are counted one after the other, then every rule is checked again, the shopper's own limit
 * included. Called after the stock is taken, so rows are always locked stock first, coupon second (as cancel
 * and the sweep do) and no two transactions wait on each other in a circle.
 */
export async function applyCoupon(
  tx: Tx,
  userId: number,
  code: string,
  lines: readonly CouponLine[],
): Promise<AppliedCoupon> {
  const row = await findByCode(tx, code, { lock: true });
  return priceCoupon(row, lines, await liveUses(tx, row.coupon_id, userId));
}

/** Records the use the new order takes: a redemption, and one more on the coupon's count (still locked). */
export async function recordCouponUse(tx: Tx, applied: AppliedCoupon, userId: number, orderId: number): Promise<void> {
  await tx.insert(couponRedemptions).values({
    coupon_id: applied.coupon_id,
    user_id: userId,
    order_id: orderId,
    discount: applied.discount,
  });
  await tx
    .update(coupons)
    .set({ used_count: sql`${coupons.used_count} + 1` })
    .where(eq(coupons.coupon_id, applied.coupon_id));
}

/**
 * Orders cancelled or expired give their coupon uses back, in the transaction that gives their stock back: the
 * redemption is marked released and the coupon's count goes down (coupons in id order, so never a deadlock).
 */
export async function releaseCouponUses(tx: Tx, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const released = await tx
    .update(couponRedemptions)
    .set({ released_at: sql`now()` })
    .where(and(inArray(couponRedemptions.order_id, orderIds), isNull(couponRedemptions.released_at)))
    .returning({ coupon_id: couponRedemptions.coupon_id });
  const perCoupon = new Map<number, number>();
  for (const { coupon_id } of released) perCoupon.set(coupon_id, (perCoupon.get(coupon_id) ?? 0) + 1);
  for (const [couponId, count] of [...perCoupon].sort(([a], [b]) => a - b)) {
    await tx
      .update(coupons)
      .set({ used_count: sql`greatest(${coupons.used_count} - ${count}, 0)` })
      .where(eq(coupons.coupon_id, couponId));
  }
}

/**
 * A payment that arrives for an order already released (docs/product/checkout.md#unpaid-orders) was paid with its
 * discount, so the order takes its coupon use again, even past the coupon's limit (like a stock shortfall).
 */
export async function retakeCouponUse(tx: Tx, orderId: number): Promise<void> {
  const retaken = await tx
    .update(couponRedemptions)
    .set({ released_at: null })
    .where(and(eq(couponRedemptions.order_id, orderId), sql`${couponRedemptions.released_at} IS NOT NULL`))
    .returning({ coupon_id: couponRedemptions.coupon_id });
  for (const { coupon_id } of retaken) {
    await tx
      .update(coupons)
      .set({ used_count: sql`${coupons.used_count} + 1` })
      .where(eq(coupons.coupon_id, coupon_id));
  }
}
