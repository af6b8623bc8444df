import { z } from 'zod';

/**
 * Machine-readable error codes sent beside every error's `message` (docs/product/api.md#errors). Clients act
 * on the code, never on the message text, which is written for people and may change.
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PRICES_CHANGED',
  'OUT_OF_STOCK',
  'PAYMENT_DECLINED',
  'PAYMENT_VERIFICATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RETRY_AFTER',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_NOT_VERIFIED',
  'PHONE_PROOF_REQUIRED',
  'UNPAID_ORDERS_LIMIT',
  'INVALID_PINCODE',
  'NOT_DELIVERABLE',
  'COD_NOT_ALLOWED',
  'PHONE_NOT_VERIFIED',
  'ORDER_NOT_CANCELLABLE',
  'COUPON_REFUSED',
  'COUPON_IN_USE',
  'ORDER_TRANSITION_REFUSED',
  'REFUND_REFUSED',
  'RETURN_REFUSED',
  'PROVIDER_UNAVAILABLE',
  'NOT_CONFIGURED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The code an error gets when the server names none: one per status. */
export function defaultErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 402:
      return 'PAYMENT_DECLINED';
    case 403:
      return 'FORBIDDEN';
    case 404:
    case 410:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RETRY_AFTER';
    case 502:
      return 'PROVIDER_UNAVAILABLE';
    case 503:
      return 'NOT_CONFIGURED';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

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
