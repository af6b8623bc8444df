import { z } from 'zod';

/** The environment variables of personal data (docs/configuration.md#personal-data, docs/product/privacy.md). */
export const privacyEnv = z.object({
  /**
   * Years an account may go unused (no sign-in, no order) before it and its personal data are deleted; 0: never for
   * being unused (docs/product/privacy.md#privacy-page). /Privacy states it.
   */
  DATA_RETENTION_YEARS: z.coerce
    .number()
    .int('DATA_RETENTION_YEARS must be a whole number of years')
    .min(0)
    .max(50)
    .default(3),
});
