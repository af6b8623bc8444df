import { consentSources } from '@store/shared/schemas/consents';
import { bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at } from './columns.ts';

/** The channels a shopper may allow marketing on (docs/product/privacy.md#consent). */
export const CONSENT_CHANNELS = ['email', 'sms'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export { consentSources as CONSENT_SOURCES, type ConsentSource } from '@store/shared/schemas/consents';

/**
 * Marketing consent per account and channel: one row for every time it was given or withdrawn, with the privacy
 * notice's version shown then (docs/product/privacy.md#consent). Appends only; the account's current choice is the
 * latest row per channel, mirrored on `marketing_consents` for the jobs that send.
 */
export const consentEvents = pgTable(
  'consent_events',
  {
    event_id: bigserial('event_id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: CONSENT_CHANNELS }).notNull(),
    granted: boolean('granted').notNull(),
    notice_version: text('notice_version').notNull(),
    source: text('source', { enum: consentSources }).notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('consent_events_user_idx').on(t.user_id, t.channel, t.at)],
);

/** The current marketing consent of an account: no row means never given (off). */
export const marketingConsents = pgTable('marketing_consents', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(false),
  sms: boolean('sms').notNull().default(false),
  updated_at: at('updated_at').notNull().defaultNow(),
});

/** What the processing log records (docs/product/privacy.md#the-processing-log). */
export const PRIVACY_LOG_ACTIONS = ['export', 'erasure', 'retention_notice'] as const;
export type PrivacyLogAction = (typeof PRIVACY_LOG_ACTIONS)[number];

/**
 * The processing log (docs/product/privacy.md#the-processing-log): one row for each download of a shopper's data,
 * each erasure and each retention notice, with the account's id, what asked for it and when; never a name, email,
 * phone or address. Kept one year, then removed by the retention job. No foreign key: the row outlives nothing it
 * needs, and the account row stays (anonymised) after an erasure anyway.
 */
export const privacyLog = pgTable(
  'privacy_log',
  {
    log_id: bigserial('log_id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').notNull(),
    action: text('action', { enum: PRIVACY_LOG_ACTIONS }).notNull(),
    /** `shopper` (their own request through the API) or `retention` (the inactivity job). */
    source: text('source', { enum: ['shopper', 'retention'] }).notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('privacy_log_at_idx').on(t.at), index('privacy_log_user_idx').on(t.user_id, t.at)],
);
