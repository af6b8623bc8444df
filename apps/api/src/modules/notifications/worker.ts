import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { SmsNotConfiguredError, type SmsProvider } from '../accounts/sms.ts';
import type { Mailer } from '../mail/mailer.ts';

/** How the outbox worker delivers (docs/product/orders.md#delivery-and-retries). */
export interface OutboxWorkerOptions {
  /** Rows one claim takes; small, so several processes share a burst. */
  batchSize: number;
  /** Sends before a row is given up as Failed. */
  maxAttempts: number;
  /**
   * How long a claimed row is left alone by every other worker: longer than any send may take. A batch starts no send
   * that could end in the last tenth of it, and hands the rows it did not reach back (timeLeftToSend).
   */
  leaseMs: number;
  /** A send that has not finished after this long counts as failed (it is retried after the lease, not sooner). */
  sendTimeoutMs: number;
  /** The wait after the first failure; it doubles with each further failure … */
  retryBaseMs: number;
  /** … up to this. */
  retryMaxMs: number;
}

export const defaultOutboxWorkerOptions: OutboxWorkerOptions = {
  batchSize: 10,
  maxAttempts: 8,
  leaseMs: 10 * 60_000,
  sendTimeoutMs: 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
};

/** What the worker sends with: the store's mailer and SMS provider. */
export interface OutboxSenders {
  mailer: Pick<Mailer, 'send'>;
  sms: Pick<SmsProvider, 'send'>;
}

/** A claimed row: what to send, and how many times it has now been tried (this one included). */
export interface ClaimedNotification {
  notification_id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  headers: Record<string, string> | null;
  attempts: number;
}

/** What one batch did; `claimed` below the batch size means nothing more was due. */
export interface BatchResult {
  claimed: number;
  sent: Array<ClaimedNotification['channel']>;
  /** Given up: Failed for good. */
  failed: Array<ClaimedNotification['channel']>;
  /** Failed this time, tried again later. */
  retried: number;
}

class SendTimeoutError extends Error {}

/**
 * The wait before the next try after `attempts` failed ones: retryBaseMs × 2^(attempts − 1), capped at
 * retryMaxMs, less up to a fifth at random so rows that failed together do not all come back together.
 */
export function retryDelayMs(
  attempts: number,
  options: Pick<OutboxWorkerOptions, 'retryBaseMs' | 'retryMaxMs'>,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (1 - 0.2 * random()));
}

/**
 * Claims up to `batchSize` due rows for this worker (docs/product/orders.md#delivery-and-retries): Pending with
 * next_attempt_at passed, locked with SKIP LOCKED so concurrent claims take different rows, and leased by moving
 * next_attempt_at past the lease, counting the attempt. The statement commits on its own, before any send, so
 * no other worker claims these rows until the lease runs out; a worker that dies mid-send leaves its rows to be
 * sent once more after the lease (at least once, never two at the same time). The rows come back in the order they
 * were queued, so one order's messages go out in the order of its changes.
 */
export async function claimDueNotifications(
  db: DbOrTx,
  options: Pick<OutboxWorkerOptions, 'batchSize' | 'leaseMs'>,
): Promise<ClaimedNotification[]> {
  return queryRows<ClaimedNotification>(
    db,
    sql`WITH claimed AS (
          UPDATE notifications AS n
          SET next_attempt_at = now() + make_interval(secs => ${options.leaseMs / 1000}),
              attempts = n.attempts + 1
          WHERE n.notification_id IN (
            SELECT notification_id FROM notifications
            WHERE status = 'Pending' AND next_attempt_at <= now()
            ORDER BY next_attempt_at, notification_id
            LIMIT ${options.batchSize}
            FOR UPDATE SKIP LOCKED
          )
          RETURNING n.notification_id, n.channel, n.recipient, n.subject, n.body, n.html, n.headers, n.attempts
        )
        SELECT * FROM claimed ORDER BY notification_id`,
  );
}

async function withTimeout(send: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(`no answer within ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    await Promise.race([send, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function sendOne(senders: OutboxSenders, row: ClaimedNotification): Promise<void> {
  if (row.channel === 'sms') return senders.sms.send(row.recipient, row.body);
  const mail = { to: row.recipient, subject: row.subject ?? '', text: row.body, html: row.html ?? '' };
  return senders.mailer.send(row.headers ? { ...mail, headers: row.headers } : mail);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Claims one batch and sends each row (docs/product/orders.md#delivery-and-retries): Sent with the time it went,
 * every sent row of the batch in one statement after the sends; or the error kept in last_error and another try
 * after an exponential wait; or Failed after `maxAttempts` tries, and at once when no SMS provider is configured
 * (trying again would not help). A worker that dies before the batch is marked leaves its rows leased: they are
 * sent once more after the lease, as with a death mid-send.
 */
export async function deliverDueNotifications(
  db: DbOrTx,
  senders: OutboxSenders,
  options: OutboxWorkerOptions = defaultOutboxWorkerOptions,
): Promise<BatchResult> {
  // Timed from before the claim, so this end is never later than the lease the database gave.
  const leaseEnds = Date.now() + options.leaseMs;
  const claimed = await claimDueNotifications(db, options);
  const result: BatchResult = { claimed: claimed.length, sent: [], failed: [], retried: 0 };
  const sentAt: Array<{ id: number; at: Date }> = [];
  try {
    for (const [index, row] of claimed.entries()) {
      if (!timeLeftToSend(leaseEnds, options)) {
        // Another worker may claim these once the lease ends: hand them back now, unsent and untried.
        await releaseUnsent(db, claimed.slice(index));
        break;
      }
      if (row.attempts > options.maxAttempts) {
        // Claimed this many times without an outcome: workers died while sending it. Stop trying.
        await giveUp(db, row, `No outcome after ${options.maxAttempts} attempts (the sender stopped mid-send)`);
        result.failed.push(row.channel);
        continue;
      }
      try {
        await withTimeout(sendOne(senders, row), options.sendTimeoutMs);
      } catch (error) {
        if (error instanceof SmsNotConfiguredError || row.attempts >= options.maxAttempts) {
          await giveUp(db, row, errorText(error));
          result.failed.push(row.channel);
        } else {
          // A send that timed out may still be under way: never retry it before the lease ends.
          const delay = Math.max(
            retryDelayMs(row.attempts, options),
            error instanceof SendTimeoutError ? options.leaseMs : 0,
          );
          await db.execute(sql`UPDATE notifications
            SET last_error = ${errorText(error)}, next_attempt_at = now() + make_interval(secs => ${delay / 1000})
            WHERE notification_id = ${row.notification_id} AND status = 'Pending'`);
          result.retried++;
        }
        continue;
      }
      sentAt.push({ id: row.notification_id, at: new Date() });
      result.sent.push(row.channel);
    }
  } finally {
    // Even when a later row's bookkeeping failed: what went out is marked, not sent again after the lease.
    await markSent(db, sentAt);
  }
  return result;
}

/**
 * A batch starts a send only if it would end, at its timeout, a tenth of the lease before the lease ends: the rest is
 * kept for marking the batch Sent, so no other worker can claim a row this one is sending or has sent
 * (docs/product/orders.md#delivery-and-retries).
 */
function timeLeftToSend(leaseEnds: number, options: Pick<OutboxWorkerOptions, 'leaseMs' | 'sendTimeoutMs'>) {
  return Date.now() + options.sendTimeoutMs <= leaseEnds - options.leaseMs / 10;
}

/** Rows claimed but not tried: due again at once, and the claim's attempt not counted. */
async function releaseUnsent(db: DbOrTx, rows: ClaimedNotification[]): Promise<void> {
  const ids = sql.join(
    rows.map((row) => sql`${row.notification_id}::int`),
    sql`, `,
  );
  await db.execute(sql`UPDATE notifications SET next_attempt_at = now(), attempts = attempts - 1
    WHERE notification_id IN (${ids}) AND status = 'Pending'`);
}

/** Marks the rows a batch sent as Sent, each with the time it went, in one statement. */
async function markSent(db: DbOrTx, rows: Array<{ id: number; at: Date }>): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(({ id, at }) => sql`(${id}::int, ${at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE notifications AS n SET status = 'Sent', sent_at = s.at, last_error = NULL
    FROM (VALUES ${values}) AS s(id, at)
    WHERE n.notification_id = s.id AND n.status = 'Pending'`);
}

async function giveUp(db: DbOrTx, row: ClaimedNotification, error: string): Promise<void> {
  await db.execute(sql`UPDATE notifications SET status = 'Failed', last_error = ${error}
    WHERE notification_id = ${row.notification_id} AND status = 'Pending'`);
}
