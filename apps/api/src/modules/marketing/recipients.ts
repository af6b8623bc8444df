import { sql, type SQL } from 'drizzle-orm';

// The accounts the marketing jobs may write to (docs/product/privacy.md#consent): those whose current consent allows
// at least one channel the store can send on. Statement parts for the jobs' queries, which join `users u` and
// `marketing_consents mc`.

/** The recipient's columns (MarketingRecipient). */
export const recipientColumns = sql`u.user_id, u.email, u.phone, u.first_name, mc.email AS by_email, mc.sms AS by_sms`;

/** Email allowed, or SMS allowed with a proven mobile number while the store sends SMS. */
export function mayReceive(smsOn: boolean): SQL {
  return sql`(mc.email OR (mc.sms AND u.phone IS NOT NULL AND ${smsOn}::boolean))`;
}

/** The store's calendar day (India) of a moment, `YYYY-MM-DD`: price-drop messages go at most once a day. */
export const storeDay = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
