import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, whileLockHeld, withOtherProcess, type TestApp } from '../../../test/app.ts';
import { shopperWithAddress, type TestShopper } from '../../../test/orders.ts';
import { giveCredit } from '../../../test/store-credit.ts';
import { notifications, privacyLog, users } from '../../db/schema/index.ts';
import { logProcessing } from './processing-log.ts';
import { DATA_RETENTION_LOCK, runRetention } from './retention.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ DATA_RETENTION_YEARS: '3' });
}, 300_000);
afterAll(() => t.close());

const HOUR = 3_600_000;
/** A moment the test's shoppers have been inactive for more than three years at. */
const later = (hours = 0) => new Date(Date.now() + (3 * 366 * 24 + hours) * HOUR);

const context = (db = t.database.db) => ({
  db,
  objectStore: t.app.objectStore,
  rateLimiter: t.app.rateLimiter,
  invalidateTags: (tags: Iterable<string>) => t.app.invalidateTags(tags),
  publicUrl: 'https://shop.example.com',
});
const accountOf = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.user_id, userId)))[0]!;
const noticesTo = (email: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(sql`${notifications.kind} = 'retention_notice' AND ${notifications.recipient} = ${email}`);

describe('the retention job (docs/product/privacy.md#retention)', () => {
  let idle: TestShopper;
  let holder: TestShopper;
  let returning: TestShopper;

  beforeAll(async () => {
    idle = await shopperWithAddress(t, 'idle');
    holder = await shopperWithAddress(t, 'holder');
    returning = await shopperWithAddress(t, 'back');
    await giveCredit(t, holder.userId, 10_000);
  }, 300_000);

  it('off with DATA_RETENTION_YEARS=0: no notice, no erasure', async () => {
    const run = await runRetention(context(), { years: 0, now: later(100) });
    expect(run).toMatchObject({ skipped: false, noticed: [], erased: [] });
    expect(await noticesTo(idle.email)).toEqual([]);
  });

  it('sends a notice to inactive accounts (not to credit holders), erases 48 hours later unless they came back', async () => {
    const notice = later();
    const first = await runRetention(context(), { years: 3, now: notice });
    expect(first.noticed).toEqual(expect.arrayContaining([idle.userId, returning.userId]));
    expect(first.noticed).not.toContain(holder.userId);
    expect(first.erased).toEqual([]);
    const [mail] = await noticesTo(idle.email);
    expect(mail).toMatchObject({
      channel: 'email',
      status: 'Pending',
      subject: 'Store: your account will be deleted in 48 hours',
    });
    expect(mail!.body).toContain('https://shop.example.com/Login');
    expect((await accountOf(idle.userId)).retention_notice_at).not.toBeNull();
    expect(await noticesTo(holder.email)).toEqual([]);

    // The same moment again sends nothing twice.
    expect((await runRetention(context(), { years: 3, now: notice })).noticed).toEqual([]);
    // One shopper signs in after the notice.
    await t.database.db
      .update(users)
      .set({ last_sign_in_at: new Date(notice.getTime() + HOUR).toISOString() })
      .where(eq(users.user_id, returning.userId));

    const early = await runRetention(context(), { years: 3, now: later(47) });
    expect(early.erased).toEqual([]);
    expect((await accountOf(idle.userId)).erased_at).toBeNull();

    const due = await runRetention(context(), { years: 3, now: later(49) });
    expect(due.erased).toEqual([idle.userId]);
    const erased = await accountOf(idle.userId);
    expect(erased).toMatchObject({ email: `erased-${idle.userId}@invalid`, phone: null, password_hash: null });
    expect(erased.erased_at).not.toBeNull();
    expect(await noticesTo(idle.email)).toEqual([]);
    expect((await accountOf(returning.userId)).erased_at).toBeNull();
    expect((await accountOf(holder.userId)).erased_at).toBeNull();
    const log = await t.database.db.select().from(privacyLog).where(eq(privacyLog.user_id, idle.userId));
    expect(log.map((row) => [row.action, row.source])).toEqual([
      ['retention_notice', 'retention'],
      ['erasure', 'retention'],
    ]);
  });

  it('runs once across two processes: the same run from both sends each notice once', async () => {
    const other = await shopperWithAddress(t, 'twice');
    const at = later(500);
    await withOtherProcess(t, async (second) => {
      const runs = await Promise.all([
        runRetention(context(), { years: 3, now: at }),
        runRetention(context(second.db), { years: 3, now: at }),
      ]);
      const noticed = runs.flatMap((run) => run.noticed).filter((id) => id === other.userId);
      expect(noticed).toEqual([other.userId]);
    });
    expect(await noticesTo(other.email)).toHaveLength(1);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('skips while another process holds the job', async () => {
    await withOtherProcess(t, async (second) => {
      await whileLockHeld(t, DATA_RETENTION_LOCK, async () => {
        expect(await runRetention(context(second.db), { years: 3, now: later(600) })).toMatchObject({ skipped: true });
      });
    });
  });

  it('removes the processing log’s rows older than a year, and keeps the younger', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 366 * 24 * HOUR);
    const young = new Date(now.getTime() - 364 * 24 * HOUR);
    await logProcessing(t.database.db, 999_001, 'export', 'shopper', old);
    await logProcessing(t.database.db, 999_002, 'export', 'shopper', young);
    const run = await runRetention(context(), { years: 0, now });
    expect(run.logRowsRemoved).toBeGreaterThanOrEqual(1);
    const left = await t.database.db
      .select({ user_id: privacyLog.user_id })
      .from(privacyLog)
      .where(sql`${privacyLog.user_id} IN (999001, 999002)`);
    expect(left).toEqual([{ user_id: 999_002 }]);
  });
});
