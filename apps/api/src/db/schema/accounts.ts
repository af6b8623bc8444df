import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    user_id: serial('user_id').primaryKey(),
    email: text('email').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name'),
    /** A mobile number proven by a code sent to it (docs/product/accounts.md#mobile-number); unique. */
    phone: text('phone'),
    /** A number entered without proof yet: never unique, never blocks its real owner, never used to sign in. */
    phone_claim: text('phone_claim'),
    /** When the owner proved the email (the verification message, a password reset, Google's verified email). */
    email_verified_at: timestamp('email_verified_at', { withTimezone: true, mode: 'string' }),
    /** Accounts that existed before email verification keep ordering until they verify. */
    orders_before_verification: boolean('orders_before_verification').notNull().default(false),
    password_hash: text('password_hash'),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /** Bumped on logout so that every token issued before stops working. */
    token_version: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    index('users_phone_claim_idx').on(t.phone_claim),
  ],
);

/**
 * Single-use secrets mailed to an account's email: a verification link and code, or a password-reset link. Only
 * hashes are kept; `purpose` says which, and a newer secret of the same purpose replaces the older one.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    /** HMAC of the 6-digit code sent with a verification link (null for reset links). */
    code_hash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.user_id, t.purpose)],
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

/**
 * Fixed-window counters for rate limits when no Redis is configured. `expires_at` is the end of the counter's window:
 * after it the row counts nothing and the prune job removes it (docs/operations.md#rate-limit-counters).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    window_start: timestamp('window_start', { withTimezone: true, mode: 'string' }).notNull(),
    count: integer('count').notNull(),
    // The limiter always sets it; a row written without it (by hand) lasts the longest window, a day.
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' })
      .notNull()
      .default(sql`now() + interval '1 day'`),
  },
  (table) => [index('rate_limits_expires_at_idx').on(table.expires_at)],
);
