import { z } from 'zod';

/** An account's marketing consent per channel (docs/product/privacy.md#consent): off until the shopper turns it on. */
export const marketingConsentSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
});
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

/** A change to it: the channels named are set, the others stay. */
export const marketingConsentChangeSchema = marketingConsentSchema.partial().strict();
export type MarketingConsentChange = z.infer<typeof marketingConsentChangeSchema>;

/** Where a consent was given or withdrawn. */
export const consentSources = ['registration', 'sign_in_notice', 'profile', 'unsubscribe_link', 'erasure'] as const;
export type ConsentSource = (typeof consentSources)[number];

/** One change of a channel's consent, as the shopper's history shows it. */
export const consentEventView = z.object({
  channel: z.enum(['email', 'sms']),
  granted: z.boolean(),
  source: z.enum(consentSources),
  notice_version: z.string(),
  at: z.string(),
});
export type ConsentEventView = z.infer<typeof consentEventView>;

/**
 * GET/PUT /User/{email}/consents: the choice per channel, the privacy notice the account last acknowledged and the
 * current one (docs/product/privacy.md#notice), and the latest changes, newest first.
 */
export const consentsView = marketingConsentSchema.extend({
  notice_version: z.string().nullable(),
  current_notice_version: z.string(),
  events: z.array(consentEventView),
});
export type ConsentsView = z.infer<typeof consentsView>;

/** PUT /User/{email}/consents: channels to set, and `notice_version` when the shopper acknowledges the notice. */
export const consentsInput = marketingConsentChangeSchema
  .extend({ notice_version: z.string().max(40).optional() })
  .strict();
export type ConsentsInput = z.infer<typeof consentsInput>;

export const consentMessages = {
  staleNotice: 'The privacy notice has changed since this page opened. Please reload the page and read the new one.',
  notYours: 'You can only see and change your own choices.',
} as const;
