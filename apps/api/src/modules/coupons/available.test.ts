import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/app.ts';
import { CatalogueFactory, smallCatalogue } from '../../../test/factories.ts';
import { shopperWithAddress, type TestShopper } from '../../../test/orders.ts';
import { auditLog, coupons } from '../../db/schema/index.ts';

// My Coupons (docs/product/accounts.md#my-coupons): GET /api/coupons/available lists only the public coupons a
// shopper can use now, by the rules the order checks; the admin's form carries is_public into the audit log.

let t: TestApp;
let admin: Record<string, string>;
let catalogue: Awaited<ReturnType<typeof smallCatalogue>>;
let serial = 0;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await t.adminToken());
  catalogue = await smallCatalogue(new CatalogueFactory(t.app, await t.adminToken()));
});
afterAll(() => t.close());

const uniqueCode = () => `MINE${++serial}X${process.pid % 1000}`;

async function addCoupon(fields: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/coupons',
    headers: admin,
    payload: { code: uniqueCode(), type: 'flat', amount: 100, is_public: true, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { coupon_id: number; code: string; is_public: boolean };
}

/** One linen shirt (₹1,999) with the coupon's ₹100 off. */
const orderWith = (who: TestShopper, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payment/order',
    headers: who.headers,
    remoteAddress: who.remoteAddress,
    payload: {
      total_amount: 1899,
      items: [{ product_id: catalogue.products.linen.product_id, quantity: 1 }],
      coupon_code: code,
    },
  });

async function listedFor(headers: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/coupons/available', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<{ code: string; offer: string; rules: string[]; uses_left: number | null }>;
}
const codesFor = async (headers: Record<string, string>) => (await listedFor(headers)).map((coupon) => coupon.code);

describe('GET /api/coupons/available', () => {
  it('lists a public coupon usable now with its rules in words, and none of the coupons a shopper cannot use', async () => {
    const listed = await addCoupon({
      type: 'percent',
      amount: 10,
      max_discount: 300,
      min_amount: 999,
      per_user_uses: 2,
      ends_at: '2099-12-31T18:29:00.000Z',
    });
    const unlisted = await addCoupon({ is_public: false });
    const inactive = await addCoupon({ is_active: false });
    const expired = await addCoupon({ ends_at: new Date(Date.now() - 60_000).toISOString() });
    const later = await addCoupon({ starts_at: '2099-01-01T04:30:00.000Z' });
    const who = await shopperWithAddress(t, 'lister');
    const answer = await listedFor(who.headers);
    expect(answer.find((coupon) => coupon.code === listed.code)).toEqual({
      code: listed.code,
      type: 'percent',
      amount: 10,
      max_discount: 300,
      min_amount: 999,
      ends_at: '2099-12-31T18:29:00.000Z',
      uses_left: 2,
      offer: '10% off, up to ₹300',
      rules: [
        'On orders of ₹999 or more',
        'Maximum discount ₹300',
        'Up to 2 times per shopper',
        'Valid until 31 Dec 2099, 11:59 pm',
      ],
    });
    const codes = answer.map((coupon) => coupon.code);
    for (const hidden of [unlisted, inactive, expired, later]) expect(codes).not.toContain(hidden.code);
  });

  it('drops a coupon this shopper used up, while another shopper still sees it', async () => {
    const once = await addCoupon({ per_user_uses: 1 });
    const who = await shopperWithAddress(t, 'oncer');
    const other = await shopperWithAddress(t, 'other');
    expect(await codesFor(who.headers)).toContain(once.code);
    const placed = await orderWith(who, once.code);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await codesFor(who.headers)).not.toContain(once.code);
    expect(await codesFor(other.headers)).toContain(once.code);

    // Cancelling the order gives the use back, so it is listed again.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/Order/${placed.json().orderid}/cancel`,
      headers: who.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await codesFor(who.headers)).toContain(once.code);
  });

  it('drops a coupon used up in total by other shoppers', async () => {
    const last = await addCoupon({ total_uses: 1 });
    const first = await shopperWithAddress(t, 'first');
    const late = await shopperWithAddress(t, 'late');
    expect(await codesFor(late.headers)).toContain(last.code);
    expect((await orderWith(first, last.code)).statusCode).toBe(200);
    expect(await codesFor(late.headers)).not.toContain(last.code);
    expect(await codesFor(first.headers)).not.toContain(last.code);
  });

  it('answers 401 without sign-in', async () => {
    await addCoupon({});
    const response = await t.app.inject({ url: '/api/coupons/available' });
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('MINE');
  });
});

describe('is_public on the admin’s coupons', () => {
  const auditOf = async (couponId: number, action: string) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.entity, 'coupon'), eq(auditLog.entity_id, String(couponId)), eq(auditLog.action, action)),
        )
    ).map((row) => row.changes);

  it('is unticked by default, set by create and update, and each change is in the audit log', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: admin,
      payload: { code: uniqueCode(), type: 'flat', amount: 50 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const coupon = response.json() as { coupon_id: number; code: string };
    expect(response.json().is_public).toBe(false);
    expect(await auditOf(coupon.coupon_id, 'coupon.create')).toMatchObject([{ is_public: { after: false } }]);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/coupons/${coupon.coupon_id}`,
      headers: admin,
      payload: { code: coupon.code, type: 'flat', amount: 50, is_public: true },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().is_public).toBe(true);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.coupon_id, coupon.coupon_id));
    expect(row!.is_public).toBe(true);
    expect(await auditOf(coupon.coupon_id, 'coupon.update')).toEqual([{ is_public: { before: false, after: true } }]);
    const who = await shopperWithAddress(t, 'seer');
    expect(await codesFor(who.headers)).toContain(coupon.code);
  });
});
