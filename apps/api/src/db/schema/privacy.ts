import { bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at } from './columns.ts';

/** The channels a shopper may allow marketing on (docs/product/privacy.md#consent). */
export const CONSENT_CHANNELS = ['email', 'sms'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = ['registration', 'profile', 'unsubscribe_link', 'erasure'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

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
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
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
