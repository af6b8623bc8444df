/** The sentence to show for a failed call: the server's own message (409, 400) or a plain fallback. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
