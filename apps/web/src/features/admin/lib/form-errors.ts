import { ApiError } from '@/lib/api-client';

interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/**
 * The first message of each field, as the form shows them under the fields (docs/product/admin.md#forms-and-toasts).
 */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Words for a failure without a usable server message. */
function fallback(status: number): string {
  switch (status) {
    case 401:
      return 'Your session has ended. Please log in again.';
    case 403:
      return 'You do not have permission to do this.';
    case 404:
      return 'It no longer exists; the list has been reloaded.';
    case 413:
      return 'The upload is too large.';
    case 415:
      return 'Only image files can be uploaded.';
    default:
      return status >= 500 ? 'The server could not do it. Please try again.' : 'Please check the form and try again.';
  }
}

/**
 * The red toast of a failed admin call: its title ('Failed to Add Product!') followed by the server's own
 * message (409 duplicate SKU, category still in use, 403, 413, 415, ...), never silent
 * (docs/product/admin.md#forms-and-toasts).
 */
export function failureMessage(title: string, error: unknown): string {
  if (error instanceof ApiError) {
    const generic = /^Request failed \(\d+\)$/.test(error.message);
    return `${title} ${generic || !error.message ? fallback(error.status) : error.message}`;
  }
  if (error instanceof TypeError) return `${title} The store could not be reached. Check the connection and try again.`;
  return `${title} ${error instanceof Error && error.message ? error.message : 'Please try again.'}`;
}

/** Field messages the server sent with a 400, to show under the fields as well. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? error.errors : {};
}
