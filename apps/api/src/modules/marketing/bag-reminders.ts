import { sql } from 'drizzle-orm';
import { queryRows, tryTransactionLock, type DbOrTx } from '../../db/client.ts';
import { bagReminderContent, queueMarketing, type MarketingContext, type MarketingRecipient } from './messages.ts';
import { mayReceive, recipientColumns } from './recipients.ts';

/** The advisory lock key of the forgotten-bag job: one number for the whole database ('bagrem' in ASCII). */
export const BAG_REMINDER_LOCK = 0x62616772656d;

/** What one run did; `skipped` when another process was running it. */
export interface BagReminderRun {
  skipped: boolean;
  /** Accounts reminded. */
  messages: number;
}

interface ForgottenBag extends MarketingRecipient {
  version: number;
  units: number;
}

/**
 * The forgotten-bag run (docs/product/storefront.md#forgotten-bag): every signed-in shopper who may get marketing,
 * whose server bag has lines, was last changed `hours` or more before `now`, has no order placed since that change,
 * and was not reminded of this version of it, gets one reminder; the version is kept so the same bag is never
 * reminded twice. One run at a time across processes (an advisory lock held to commit; a process that finds it taken
 * skips).
 */
export async function sendBagReminders(
  db: DbOrTx,
  context: MarketingContext,
  hours: number,
  now = new Date(),
): Promise<BagReminderRun> {
  return db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, BAG_REMINDER_LOCK))) return { skipped: true, messages: 0 };
    const bags = await queryRows<ForgottenBag>(
      tx,
      sql`SELECT ${recipientColumns}, c.version,
          (SELECT coalesce(sum((line ->> 'quantity')::int), 0) FROM jsonb_array_elements(c.items) AS line)::int AS units
        FROM carts c
        JOIN users u ON u.user_id = c.user_id
        JOIN marketing_consents mc ON mc.user_id = c.user_id
        LEFT JOIN marketing_sends s ON s.user_id = c.user_id
        WHERE jsonb_array_length(c.items) > 0
          AND c.updated_at <= ${now.toISOString()}::timestamptz - make_interval(hours => ${hours}::int)
          AND s.bag_version IS DISTINCT FROM c.version
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = c.user_id AND o.created_at >= c.updated_at)
          AND ${mayReceive(context.sms)}
        ORDER BY c.user_id`,
    );
    for (const bag of bags) {
      const content = bagReminderContent(context.publicUrl, bag.first_name, bag.units);
      await queueMarketing(tx, context, 'bag_reminder', bag, `${bag.user_id}:${bag.version}`, content);
      await tx.execute(sql`INSERT INTO marketing_sends (user_id, bag_version) VALUES (${bag.user_id}, ${bag.version})
        ON CONFLICT (user_id) DO UPDATE SET bag_version = excluded.bag_version, updated_at = now()`);
    }
    return { skipped: false, messages: bags.length };
  });
}
