import { eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { setConsent } from '../consents/service.ts';
import { logProcessing, type ProcessingSource } from './processing-log.ts';

/** The address an erased account is left with: never deliverable, unique, and free for the real email to register again. */
export const erasedEmail = (userId: number) => `erased-${userId}@invalid`;
/** The name an erased account's reviews show. */
export const ERASED_NAME = 'Former shopper';
/** What replaces a shopper's own words (grievances, return reasons) and the messages sent to them. */
export const ERASED_TEXT = '[erased]';
/** An invoice of this value (paise) or more must name the buyer and their address (GST rule 46, B2C ₹50,000). */
export const NAMED_INVOICE_FROM = 5_000_000;

/** The personal values an erasure removes, read before it: what the outbox and the rate-limit keys are searched for. */
export interface ErasedValues {
  userId: number;
  email: string;
  /** The account's proven number, its unproven claim and its addresses' numbers. */
  phones: string[];
  /** Products the account reviewed: their cached pages show the author's name. */
  reviewedProducts: number[];
  /** Review and grievance photo files, removed once the rows are gone. */
  fileKeys: string[];
}

/**
 * Erases the account's personal data in the caller's transaction (docs/product/privacy.md#deleting-the-account):
 * the user row stays, anonymised (`erased-{id}@invalid`, no name, phone, password or second step, every session
 * ended); addresses, bag, wishlist, secrets, codes and proofs go; orders keep only what a tax invoice must carry;
 * reviews stay under "Former shopper" without their photos; grievances, return reasons and the messages sent to the
 * shopper lose their text; marketing consent is withdrawn (the events stay). Appends `erasure` to the processing log.
 * The caller has checked erasureBlockers under the row lock and removes `fileKeys` and the rate-limit keys after.
 */
export async function eraseAccount(tx: Tx, userId: number, source: ProcessingSource): Promise<ErasedValues> {
  const [user] = await tx.select().from(users).where(eq(users.user_id, userId)).for('update');
  if (!user) throw new Error(`no account ${userId}`);
  const email = user.email.toLowerCase();
  const phoneRows = await queryRows<{ phone: string }>(
    tx,
    sql`SELECT DISTINCT phone FROM user_addresses WHERE user_id = ${userId} AND phone IS NOT NULL`,
  );
  const phones = [...new Set([user.phone, user.phone_claim, ...phoneRows.map((row) => row.phone)])].filter(
    (phone): phone is string => Boolean(phone),
  );
  const anonymous = erasedEmail(userId);
  await tx
    .update(users)
    .set({
      email: anonymous,
      first_name: ERASED_NAME,
      last_name: null,
      phone: null,
      phone_claim: null,
      password_hash: null,
      email_verified_at: null,
      orders_before_verification: false,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      last_sign_in_at: null,
      retention_notice_at: null,
      erased_at: sql`now()`,
      token_version: sql`${users.token_version} + 1`,
      updated_at: sql`now()`,
    })
    .where(eq(users.user_id, userId));
  for (const table of [
    'user_addresses',
    'carts',
    'wishlist_items',
    'stock_alerts',
    'email_tokens',
    'backup_codes',
    'two_factor_challenges',
  ]) {
    await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE user_id = ${userId}`);
  }
  const subjects = [email, ...phones];
  await tx.execute(
    sql`DELETE FROM auth_proofs WHERE lower(subject) IN (${sql.join(
      subjects.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  );
  if (phones.length > 0) {
    await tx.execute(
      sql`DELETE FROM otp_codes WHERE phone IN (${sql.join(
        phones.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    );
  }
  await tx.execute(
    sql`DELETE FROM rate_limits WHERE ${sql.join(
      subjects.map((s) => sql`strpos(lower(key), ${s}) > 0`),
      sql` OR `,
    )}`,
  );
  await keepInvoiceFieldsOnly(tx, userId);
  const fileKeys = await eraseWords(tx, userId, email, anonymous);
  const reviewed = await queryRows<{ product_id: number; file_key: string | null }>(
    tx,
    sql`WITH gone AS (
          DELETE FROM review_photos p USING reviews r
          WHERE p.review_id = r.review_id AND r.user_id = ${userId} RETURNING p.file_key)
        SELECT product_id, NULL AS file_key FROM reviews WHERE user_id = ${userId}
        UNION ALL SELECT NULL, file_key FROM gone`,
  );
  await eraseOutbox(tx, userId, subjects, anonymous);
  await tx.execute(
    sql`UPDATE staff_invites SET email = ${anonymous}, name = ${ERASED_NAME} WHERE lower(email) = ${email}`,
  );
  await setConsent(tx, userId, { email: false, sms: false }, 'erasure');
  await logProcessing(tx, userId, 'erasure', source);
  return {
    userId,
    email,
    phones,
    reviewedProducts: reviewed.flatMap((row) => (row.product_id === null ? [] : [row.product_id])),
    fileKeys: [...fileKeys, ...reviewed.flatMap((row) => (row.file_key === null ? [] : [row.file_key]))],
  };
}

/**
 * Orders keep what GST needs for 72 months (docs/product/privacy.md#what-is-kept): an invoiced order of ₹50,000 or
 * more keeps the buyer's name and address (not the phone, nor the account's email the copy carries); a smaller invoiced order only the place of supply (state,
 * PIN code, country); an order never invoiced keeps no address. Refund payout details and return refund destinations
 * (bank account, UPI id) go.
 */
async function keepInvoiceFieldsOnly(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE orders SET
      shipping_address = CASE
        WHEN invoice_number IS NULL OR shipping_address IS NULL THEN NULL
        WHEN total_amount >= ${NAMED_INVOICE_FROM} THEN jsonb_strip_nulls(jsonb_build_object(
          'first_name', shipping_address->'first_name',
          'last_name', shipping_address->'last_name',
          'house_number', shipping_address->'house_number',
          'street_number', shipping_address->'street_number',
          'landmark', shipping_address->'landmark',
          'city', shipping_address->'city',
          'state', shipping_address->'state',
          'postal_code', shipping_address->'postal_code',
          'country', shipping_address->'country'))
        ELSE jsonb_strip_nulls(jsonb_build_object(
          'state', shipping_address->'state',
          'postal_code', shipping_address->'postal_code',
          'country', shipping_address->'country'))
      END,
      updated_at = now()
    WHERE user_id = ${userId}`);
  await tx.execute(sql`
    UPDATE refunds SET payout = NULL WHERE payout IS NOT NULL AND order_id IN (SELECT order_id FROM orders WHERE user_id = ${userId})`);
  await tx.execute(sql`
    UPDATE order_returns SET refund_destination = NULL, reason = ${ERASED_TEXT}, updated_at = now() WHERE user_id = ${userId}`);
}

/** Grievances filed by the account or from its email lose the address, the text and the thread's words and photos. */
async function eraseWords(tx: Tx, userId: number, email: string, anonymous: string): Promise<string[]> {
  const mine = sql`SELECT grievance_id FROM grievances WHERE user_id = ${userId} OR lower(email) = ${email}`;
  await tx.execute(sql`UPDATE grievance_messages SET text = ${ERASED_TEXT} WHERE grievance_id IN (${mine})`);
  const photos = await queryRows<{ file_key: string }>(
    tx,
    sql`DELETE FROM grievance_photos WHERE grievance_id IN (${mine}) RETURNING file_key`,
  );
  await tx.execute(
    sql`UPDATE grievances SET email = ${anonymous}, text = ${ERASED_TEXT}, updated_at = now()
        WHERE user_id = ${userId} OR lower(email) = ${email}`,
  );
  return photos.map((row) => row.file_key);
}

/**
 * Messages sent or waiting for the shopper (to their email or a number of theirs, or about their orders) keep only
 * their kind and times: recipient, subject, text and HTML are replaced, and one still pending is not sent.
 */
async function eraseOutbox(tx: Tx, userId: number, subjects: string[], anonymous: string): Promise<void> {
  const values = sql.join(
    subjects.map((s) => sql`${s}`),
    sql`, `,
  );
  const mentions = sql.join(
    subjects.map((s) => sql`strpos(lower(body || coalesce(subject, '') || coalesce(html, '')), ${s}) > 0`),
    sql` OR `,
  );
  await tx.execute(sql`
    UPDATE notifications SET
      recipient = CASE WHEN channel = 'email' THEN ${anonymous} ELSE ${ERASED_TEXT} END,
      subject = CASE WHEN subject IS NULL THEN NULL ELSE ${ERASED_TEXT} END,
      body = ${ERASED_TEXT},
      html = NULL,
      status = CASE WHEN status = 'Pending' THEN 'Failed' ELSE status END,
      last_error = CASE WHEN status = 'Pending' THEN 'account erased' ELSE last_error END
    WHERE lower(recipient) IN (${values})
       OR order_id IN (SELECT order_id FROM orders WHERE user_id = ${userId})
       OR ${mentions}`);
}
