import { z } from 'zod';

/** The environment variables of the messages that bring shoppers back (docs/configuration.md). */
export const marketingEnv = z.object({
  /**
   * Hours a signed-in shopper's bag waits unchanged, with no order placed since, before its one reminder
   * (docs/product/storefront.md#forgotten-bag).
   */
  BAG_REMINDER_HOURS: z.coerce.number().int('BAG_REMINDER_HOURS must be a whole number').min(1).max(720).default(24),
  /**
   * Minutes between the looks for price drops and forgotten bags (docs/product/storefront.md#messages-that-bring-shoppers-back);
   * 0 turns both jobs off in this process.
   */
  MARKETING_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
});
