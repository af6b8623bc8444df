import { and, asc, eq, sql } from 'drizzle-orm';
import type { MarketingConsentChange } from '@store/shared/schemas/consents';
import { notifications, users } from '../src/db/schema/index.ts';
import { setConsent } from '../src/modules/consents/service.ts';
import type { MarketingContext } from '../src/modules/marketing/messages.ts';
import { bearer, type TestApp } from './app.ts';
import { userRow } from './users.ts';

/** What the marketing jobs write with in a test app: its public URL and key, SMS on. */
export const marketingContext = (t: TestApp): MarketingContext => ({
  publicUrl: t.config.PUBLIC_URL,
  jwtSecret: t.config.jwtSecret,
  sms: true,
});

/** A shopper with a bearer header, their id, and the consent given (recorded as from the profile). */
export async function consentingShopper(t: TestApp, email: string, consent: MarketingConsentChange) {
  const headers = bearer(await t.shopperToken(email));
  const { user_id } = await userRow(t.database, email);
  if (Object.keys(consent).length > 0) {
    await t.database.db.transaction((tx) => setConsent(tx, user_id, consent, 'profile'));
  }
  return { headers, userId: user_id, email };
}

/** Gives the account a proven mobile number, as a code sent to it would. */
export async function proveNumber(t: TestApp, userId: number, phone: string): Promise<void> {
  await t.database.db.update(users).set({ phone, phone_claim: null }).where(eq(users.user_id, userId));
}

/** The outbox rows of one kind to one recipient (an email address or a phone number), oldest first. */
export function messagesTo(t: TestApp, kind: string, recipient: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, kind), eq(sql`lower(${notifications.recipient})`, recipient.toLowerCase())))
    .orderBy(asc(notifications.notification_id));
}

/** Hours after `from`. */
export const hoursAfter = (from: Date, hours: number) => new Date(from.getTime() + hours * 3_600_000);
