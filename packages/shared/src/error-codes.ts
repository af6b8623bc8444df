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
  'TWO_FACTOR_REQUIRED',
  'PHONE_PROOF_REQUIRED',
  'UNPAID_ORDERS_LIMIT',
  'COD_OPEN_ORDERS_LIMIT',
  'ITEM_HOLD_LIMIT',
  'PAYMENT_REFUNDED',
  'INVALID_PINCODE',
  'NOT_DELIVERABLE',
  'COD_NOT_ALLOWED',
  'PHONE_NOT_VERIFIED',
  'ORDER_NOT_CANCELLABLE',
  'COUPON_REFUSED',
  'COUPON_IN_USE',
  'CART_CHANGED',
  'ORDER_TRANSITION_REFUSED',
  'REFUND_REFUSED',
  'RETURN_REFUSED',
  'ERASURE_REFUSED',
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
