import { sql } from 'drizzle-orm';
import { timestamps } from './columns.ts';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { STAFF_ROLES, USER_ROLES } from '@store/shared/permissions';
export { STAFF_ROLES, USER_ROLES, type StaffRole, type UserRole } from '@store/shared/permissions';

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
    /**
     * `admin` is the owner (ADMIN_EMAIL); the staff roles are fixed bundles of permissions
     * (docs/product/staff.md#roles, apps/api/src/modules/staff/permissions.ts).
     */
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    /** A suspended staff member cannot sign in or act; their history stays (docs/product/staff.md). */
    suspended_at: timestamp('suspended_at', { withTimezone: true, mode: 'string' }),
    /** The last time a token was issued to this account. */
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true, mode: 'string' }),
    /** Base32 TOTP secret, sealed with the server's key (docs/product/staff.md#two-step-sign-in). */
    totp_secret: text('totp_secret'),
    /** Set when a first code proved the authenticator app; null while only set up or after disabling. */
    totp_enabled_at: timestamp('totp_enabled_at', { withTimezone: true, mode: 'string' }),
    /** The last 30-second step a TOTP code was accepted for: a code is never accepted twice. */
    totp_last_step: integer('totp_last_step'),
    /** The privacy notice's version the account was shown when it was created (docs/product/privacy.md#notice). */
    privacy_notice_version: text('privacy_notice_version'),
    privacy_notice_at: timestamp('privacy_notice_at', { withTimezone: true, mode: 'string' }),
    /**
     * When the account was erased (docs/product/privacy.md#deleting-the-account): the row stays, anonymised, so the
     * orders and invoices the law keeps still point at it; nothing signs into it.
     */
    erased_at: timestamp('erased_at', { withTimezone: true, mode: 'string' }),
    /** When the retention notice went to this inactive account (docs/product/privacy.md#retention); null otherwise. */
    retention_notice_at: timestamp('retention_notice_at', { withTimezone: true, mode: 'string' }),
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

/**
 * An invitation to join the staff (docs/product/staff.md#invitations): only a hash of the link's token is kept;
 * valid 72 hours, single use. Accepting gives the account `role`.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    invite_id: serial('invite_id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    token_hash: text('token_hash').notNull(),
    invited_by: integer('invited_by').references(() => users.user_id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true, mode: 'string' }),
    /** Set when the owner withdraws the invitation or sends a newer one to the same address. */
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invites_token_key').on(t.token_hash),
    index('staff_invites_email_idx').on(sql`lower(${t.email})`),
  ],
);

/** Ten single-use backup codes per account with two-step sign-in; only hashes are kept. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    code_id: serial('code_id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('backup_codes_user_idx').on(t.user_id)],
);

/**
 * The second step of a sign-in: issued after the first step succeeded for an account with two-step sign-in,
 * single use, 5 minutes; wrong codes are counted (docs/product/staff.md#two-step-sign-in).
 */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  challenge_hash: text('challenge_hash').primaryKey(),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'string' }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true, mode: 'string' }),
});

/**
 * One row per change made through the admin API, written in the change's own transaction; appends only, a trigger
 * refuses UPDATE, DELETE and TRUNCATE (docs/decisions/019-append-only-audit-log.md).
 * `changes` maps each changed field to `{ before, after }`; a shopper's personal field is `{ changed: true }`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    audit_id: bigserial('audit_id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    actor_id: integer('actor_id'),
    actor_role: text('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    changes: jsonb('changes').notNull().default({}),
    ip: text('ip'),
    request_id: text('request_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actor_id, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
  ],
);
