import { z } from 'zod';
import { errorCodes } from '../error-codes.ts';

/** The codes live in a zod-free module so the store's first load does not carry zod (docs/product/storefront.md#page-weight). */
export { defaultErrorCode, errorCodes, type ErrorCode } from '../error-codes.ts';

/**
 * `{ message, code, errors?, details?, request_id? }`: every error answer of the API. `request_id` is the answer's
 * `X-Request-Id`, which the server's log lines of that request carry too (docs/product/api.md#errors).
 */
export const errorBody = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  errors: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  request_id: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** `details` of PRICES_CHANGED: the server's total in rupees. */
export const pricesChangedDetails = z.object({ total_amount: z.number() });
/** `details` of RETRY_AFTER: seconds until the next try is allowed (also the Retry-After header). */
export const retryAfterDetails = z.object({ retry_after: z.number() });

/** `{id}` path parameters: a positive whole number. */
export const idParams = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int().positive('id must be a positive number'),
});
