import { eq, sql } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@store/shared/privacy';
import type { MarketingConsent, MarketingConsentChange } from '@store/shared/schemas/consents';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { consentEvents, marketingConsents, type ConsentChannel, type ConsentSource } from '../../db/schema/index.ts';

const NONE: MarketingConsent = { email: false, sms: false };

/** The account's marketing consent now: off on every channel until given (docs/product/privacy.md#consent). */
export async function currentConsent(db: DbOrTx, userId: number): Promise<MarketingConsent> {
  const [row] = await db
    .select({ email: marketingConsents.email, sms: marketingConsents.sms })
    .from(marketingConsents)
    .where(eq(marketingConsents.user_id, userId));
  return row ?? NONE;
}

/**
 * Sets the channels named in `change`, in the caller's transaction: the account's row is locked, and a channel
 * whose value changes appends a consent event with the notice's version and `source`. Answers the consent after.
 */
export async function setConsent(
  tx: Tx,
  userId: number,
  change: MarketingConsentChange,
  source: ConsentSource,
): Promise<MarketingConsent> {
  await tx.insert(marketingConsents).values({ user_id: userId }).onConflictDoNothing();
  const [before] = await tx
    .select({ email: marketingConsents.email, sms: marketingConsents.sms })
    .from(marketingConsents)
    .where(eq(marketingConsents.user_id, userId))
    .for('update');
  const after = { ...(before ?? NONE), ...change };
  const changed = (Object.keys(change) as ConsentChannel[]).filter((c) => before?.[c] !== after[c]);
  if (changed.length === 0) return after;
  await tx
    .update(marketingConsents)
    .set({ email: after.email, sms: after.sms, updated_at: sql`now()` })
    .where(eq(marketingConsents.user_id, userId));
  await tx.insert(consentEvents).values(
    changed.map((channel) => ({
      user_id: userId,
      channel,
      granted: after[channel],
      notice_version: PRIVACY_NOTICE_VERSION,
      source,
    })),
  );
  return after;
}
