import { eq, sql } from 'drizzle-orm';
import { queryRows, tryTransactionLock, type Tx } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';
import { mailHtml } from '../mail/templates.ts';
import type { PrivacyNotificationKind } from '../notifications/kinds.ts';
import { balanceOf } from '../store-credit/ledger.ts';
import type { ErasedValues } from './erasure.ts';
import { logProcessing, pruneProcessingLog } from './processing-log.ts';
import { afterErasure, decideErasure, type ErasureContext } from './service.ts';

/** An advisory-lock key of its own ("dataret"): one process runs the retention job at a time. */
export const DATA_RETENTION_LOCK = 0x64617461726574;
/** Hours between the notice and the erasure (docs/product/privacy.md#retention). */
export const RETENTION_NOTICE_HOURS = 48;
/** Accounts one run notices or erases at most; the next run takes the rest. */
const BATCH = 200;

export interface RetentionRun {
  /** Another process holds the job's lock: this run did nothing. */
  skipped: boolean;
  noticed: number[];
  erased: number[];
  logRowsRemoved: number;
}

/**
 * The inactivity rule (docs/product/privacy.md#retention), at `now`: removes the processing log's rows older than a
 * year; then, unless `years` is 0, sends a notice to each shopper account with no sign-in or order for `years` (none
 * holding store credit), and erases each account noticed at least 48 hours ago that has not come back since (one
 * still held by an order, return or refund waits for a later run). One process at a time, under an advisory lock.
 */
export async function runRetention(
  context: ErasureContext & { publicUrl: string },
  { years, now = new Date() }: { years: number; now?: Date },
): Promise<RetentionRun> {
  const erasedValues: ErasedValues[] = [];
  const run = await context.db.transaction(async (tx): Promise<RetentionRun> => {
    if (!(await tryTransactionLock(tx, DATA_RETENTION_LOCK))) {
      return { skipped: true, noticed: [], erased: [], logRowsRemoved: 0 };
    }
    const logRowsRemoved = await pruneProcessingLog(tx, now);
    if (years === 0) return { skipped: false, noticed: [], erased: [], logRowsRemoved };
    const noticed = await sendNotices(tx, years, now, context.publicUrl);
    const erased: number[] = [];
    for (const userId of await dueForErasure(tx, now)) {
      if ((await balanceOf(tx, userId, now)) > 0) continue;
      const decision = await decideErasure(tx, userId, 'retention', now);
      if (decision.erased && decision.values) {
        erased.push(userId);
        erasedValues.push(decision.values);
      }
    }
    return { skipped: false, noticed, erased, logRowsRemoved };
  });
  for (const values of erasedValues) await afterErasure(context, values);
  return run;
}

/** The last sign-in, order or creation of an account: the moment inactivity counts from. */
const lastActivity = sql`greatest(u.created_at, coalesce(u.last_sign_in_at, u.created_at),
  coalesce((SELECT max(o.order_date) FROM orders o WHERE o.user_id = u.user_id), u.created_at))`;

async function sendNotices(tx: Tx, years: number, now: Date, publicUrl: string): Promise<number[]> {
  const at = now.toISOString();
  const due = await queryRows<{ user_id: number; email: string; first_name: string; last_active: string }>(
    tx,
    sql`SELECT u.user_id, u.email, u.first_name, ${lastActivity} AS last_active FROM users u
        WHERE u.role = 'customer' AND u.erased_at IS NULL
          AND ${lastActivity} < ${at}::timestamptz - make_interval(years => ${years})
          AND (u.retention_notice_at IS NULL OR u.retention_notice_at < ${lastActivity})
        ORDER BY u.user_id LIMIT ${BATCH}`,
  );
  const noticed: number[] = [];
  for (const user of due) {
    if ((await balanceOf(tx, user.user_id, now)) > 0) continue;
    const kind: PrivacyNotificationKind = 'retention_notice';
    const mail = retentionMail(user.first_name, years, `${publicUrl}/Login`);
    await tx
      .insert(notifications)
      .values({
        kind,
        channel: 'email',
        recipient: user.email,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        dedupe_key: `${kind}:${user.user_id}:${at}:email`,
      })
      .onConflictDoNothing({ target: notifications.dedupe_key });
    await tx.update(users).set({ retention_notice_at: at }).where(eq(users.user_id, user.user_id));
    await logProcessing(tx, user.user_id, 'retention_notice', 'retention', now);
    noticed.push(user.user_id);
  }
  return noticed;
}

/** Accounts noticed 48 hours or more before `now` with no sign-in or order since the notice. */
async function dueForErasure(tx: Tx, now: Date): Promise<number[]> {
  const rows = await queryRows<{ user_id: number }>(
    tx,
    sql`SELECT u.user_id FROM users u
        WHERE u.role = 'customer' AND u.erased_at IS NULL AND u.retention_notice_at IS NOT NULL
          AND u.retention_notice_at <= ${now.toISOString()}::timestamptz - make_interval(hours => ${RETENTION_NOTICE_HOURS})
          AND ${lastActivity} <= u.retention_notice_at
        ORDER BY u.user_id LIMIT ${BATCH}`,
  );
  return rows.map((row) => row.user_id);
}

/** The notice (docs/product/privacy.md#retention): sign in within 48 hours to keep the account. */
export function retentionMail(firstName: string, years: number, link: string) {
  const hello = `Hello ${firstName},`;
  const says = [
    `You have not signed in or ordered at Store for ${years} year${years === 1 ? '' : 's'}. To keep no more of your data than it needs, Store will delete your account and its personal data in ${RETENTION_NOTICE_HOURS} hours.`,
    'To keep your account, just sign in before then. Tax invoices of your orders are kept as the law requires.',
  ];
  return {
    subject: 'Store: your account will be deleted in 48 hours',
    text: [hello, ...says, `Sign in: ${link}`, '— Store'].join('\n\n'),
    html: mailHtml([hello, ...says], { href: link, label: 'Sign in to keep your account' }),
  };
}
