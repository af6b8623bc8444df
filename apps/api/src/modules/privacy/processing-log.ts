import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { privacyLog, type PrivacyLogAction } from '../../db/schema/index.ts';

export type ProcessingSource = 'shopper' | 'retention';

/** How long the processing log is kept (docs/product/privacy.md#the-processing-log): one year. */
export const PROCESSING_LOG_DAYS = 365;

/** Appends one row to the processing log: the account's id, what was done, who asked, when; nothing personal. */
export async function logProcessing(
  db: DbOrTx,
  userId: number,
  action: PrivacyLogAction,
  source: ProcessingSource,
  at?: Date,
): Promise<void> {
  await db.insert(privacyLog).values({ user_id: userId, action, source, ...(at ? { at: at.toISOString() } : {}) });
}

/** Removes the processing log's rows older than a year at `now`; answers how many went. */
export async function pruneProcessingLog(db: DbOrTx, now: Date): Promise<number> {
  const gone = await queryRows<{ log_id: number }>(
    db,
    sql`DELETE FROM privacy_log WHERE at < ${now.toISOString()}::timestamptz - make_interval(days => ${PROCESSING_LOG_DAYS}) RETURNING log_id`,
  );
  return gone.length;
}
