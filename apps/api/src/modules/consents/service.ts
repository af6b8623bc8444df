import { desc, eq, sql } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@store/shared/privacy';
import {
  consentMessages,
  type ConsentsInput,
  type ConsentsView,
  type MarketingConsent,
  type MarketingConsentChange,
} from '@store/shared/schemas/consents';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  consentEvents,
  marketingConsents,
  users,
  type ConsentChannel,
  type ConsentSource,
} from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

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

/** How many of the latest consent changes the shopper's page lists. */
const HISTORY_SHOWN = 20;

/** The account's choices, the notice it acknowledged, and its latest changes (docs/product/privacy.md#consent). */
export async function consentsOf(db: DbOrTx, userId: number): Promise<ConsentsView> {
  const [consent, [account], events] = await Promise.all([
    currentConsent(db, userId),
    db.select({ notice_version: users.privacy_notice_version }).from(users).where(eq(users.user_id, userId)),
    db
      .select({
        channel: consentEvents.channel,
        granted: consentEvents.granted,
        source: consentEvents.source,
        notice_version: consentEvents.notice_version,
        at: consentEvents.at,
      })
      .from(consentEvents)
      .where(eq(consentEvents.user_id, userId))
      .orderBy(desc(consentEvents.at), desc(consentEvents.event_id))
      .limit(HISTORY_SHOWN),
  ]);
  return {
    ...consent,
    notice_version: account?.notice_version ?? null,
    current_notice_version: PRIVACY_NOTICE_VERSION,
    events,
  };
}

/** Records that the account was shown the current privacy notice, now (registration or the first sign-in). */
export async function acknowledgeNotice(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ privacy_notice_version: PRIVACY_NOTICE_VERSION, privacy_notice_at: sql`now()` })
    .where(eq(users.user_id, userId));
}

/**
 * PUT /User/{email}/consents: the channels named change (source `profile`, or `sign_in_notice` when the notice is
 * acknowledged with them); `notice_version` must be the current notice's, else 400 and nothing changes.
 */
export async function changeConsents(db: Db, userId: number, input: ConsentsInput): Promise<ConsentsView> {
  const { notice_version, ...channels } = input;
  if (notice_version !== undefined && notice_version !== PRIVACY_NOTICE_VERSION) {
    throw new HttpError(400, consentMessages.staleNotice);
  }
  await db.transaction(async (tx) => {
    if (notice_version !== undefined) await acknowledgeNotice(tx, userId);
    await setConsent(tx, userId, channels, notice_version === undefined ? 'profile' : 'sign_in_notice');
  });
  return consentsOf(db, userId);
}
