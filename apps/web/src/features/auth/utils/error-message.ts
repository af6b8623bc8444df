import { ApiError } from '@/lib/api-client';

/**
 * The banner and the verify-email form share this text; it lives here, not in the form's zod-using module, so the
 * banner under the header does not bring zod into every page (docs/product/storefront.md#page-weight).
 */
export const RESEND_FAILED = 'Could not send the email. Please try again.';

/**
 * Each failure has one fixed message ('Failed to send OTP. Try again.', …). Where the server knows something
 * the shopper can act on (wait 30 s, register first, ask for a new code), its sentence is shown instead;
 * anything else (network, server trouble) gets the fixed message (docs/product/accounts.md#one-time-codes).
 */
export function messageFor(
  error: unknown,
  fallback: string,
  actionable: readonly number[] = [400, 401, 404, 409, 429, 503],
): string {
  if (
    error instanceof ApiError &&
    actionable.includes(error.status) &&
    Object.keys(error.errors).length === 0 &&
    error.message
  ) {
    return error.message;
  }
  return fallback;
}

/** Field messages a 400 or 409 answer carried (`{ errors: { field: message } }`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.errors : {};
}

/** The first message of each field in a zod result, keyed by field name. */
export function zodFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
