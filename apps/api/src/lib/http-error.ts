import { defaultErrorCode, type ErrorCode } from '@store/shared/schemas/errors';

export interface HttpErrorOptions {
  /** What a client can act on; defaults to the status's own code. */
  code?: ErrorCode;
  /** Field messages (`{ field: message }`). */
  errors?: Record<string, string>;
  /** Data a client needs to act on the code (the server's total, the seconds to wait). */
  details?: Record<string, unknown>;
  /** Fields kept at the top level of the body for older clients (the 409's `total_amount`). */
  legacy?: Record<string, unknown>;
}

/**
 * An error a client should see: the status code, a sentence a person understands, a typed code and its
 * details (docs/product/api.md#errors).
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly errors?: Record<string, string>;
  readonly details?: Record<string, unknown>;
  readonly legacy?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.code = options.code ?? defaultErrorCode(statusCode);
    this.errors = options.errors;
    this.details = options.details;
    this.legacy = options.legacy;
  }
}

/** 429 with the seconds to wait, sent as `details.retry_after` and the Retry-After header. */
export class TooManyRequests extends HttpError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(429, message, { code: 'RETRY_AFTER', details: { retry_after: Math.max(1, Math.ceil(retryAfter)) } });
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
export const conflict = (message: string, code?: ErrorCode) => new HttpError(409, message, { code });
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, { errors });

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
