import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    user_id: serial('user_id').primaryKey(),
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name'),
    phone: text('phone'),
    password_hash: text('password_hash'),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /** Bumped on logout so that every token issued before stops working. */
    token_version: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(sql`lower(${t.email})`), uniqueIndex('users_phone_key').on(t.phone)],
);

/** The latest one-time code per mobile number: only its HMAC is kept (docs/decisions/007-one-time-codes.md). */
export const otpCodes = pgTable('otp_codes', {
  phone: text('phone').primaryKey(),
  code_hash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sent_at: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
});

/**
 * Short-lived, single-use proofs that a sign-in step succeeded, a verified code or ID token
 * (docs/decisions/006-no-token-without-proof.md).
 * Only a hash of the proof is stored; `subject` is the phone number or email it vouches for.
 */
export const authProofs = pgTable('auth_proofs', {
  proof_hash: text('proof_hash').primaryKey(),
  kind: text('kind', { enum: ['otp', 'google', 'firebase'] }).notNull(),
  subject: text('subject').notNull(),
  first_name: text('first_name'),
  last_name: text('last_name'),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
});

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull(),
  count: integer('count').notNull(),
});
