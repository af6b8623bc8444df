/** An error a client should see: the status code, a sentence a person understands, and field messages. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);

/** PostgreSQL error codes the services turn into HTTP answers. */
export const pgCodes = { uniqueViolation: '23505', foreignKeyViolation: '23503', checkViolation: '23514' } as const;

export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  // Drizzle wraps driver errors; the code sits on the cause.
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `write`, turning a unique-key violation into 409 with `message`. */
export async function uniquely<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.uniqueViolation) throw conflict(message);
    throw error;
  }
}
