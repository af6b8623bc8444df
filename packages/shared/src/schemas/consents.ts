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
