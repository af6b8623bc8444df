import { defaultErrorCode, errorCodes, type ErrorCode } from '@store/shared/error-codes';
import type { ErrorBody } from '@store/shared/schemas/errors';

/**
 * The one client for the store's API, so the token, the error shape and the 401 handling live in one place.
 * Every path is under /api (docs/product/api.md#conventions).
 */
export const API_BASE = '/api';

/** An error answer of the API: its status, its typed `code` (what the app acts on) and its field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly code: ErrorCode = defaultErrorCode(status),
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type QueryParams = Record<string, QueryValue>;

let tokenSource: () => string | null = () => null;
let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * How calls reach the API: the browser's fetch, or on the server the API itself in-process (docs/decisions/017-server-rendering.md).
 */
export function setFetch(implementation: typeof fetch): void {
  send = implementation;
}
let onRejectedToken: (token: string) => void = () => {};
let onForbidden: (path: string) => void = () => {};

/** The auth feature tells the client where the signed-in user's token is; calls then send it. */
export function setTokenSource(source: () => string | null): void {
  tokenSource = source;
}

/**
 * Called when the server answers 401 to a call that carried the current token: the token has expired or
 * was ended (logout elsewhere), so the auth feature signs the user out with a notice
 * (docs/product/accounts.md#sessions).
 */
export function setRejectedTokenHandler(handler: (token: string) => void): void {
  onRejectedToken = handler;
}

/**
 * Called when the server answers 403 to a signed-in call: the staff member's role may have changed, so what the
 * admin area shows is read again (docs/product/admin.md#what-each-role-sees).
 */
export function setForbiddenHandler(handler: (path: string) => void): void {
  onForbidden = handler;
}

/** The answer's status tells the auth side of the app about an ended session (401) or a refusal (403). */
function report(status: number, token: string | null, path: string): void {
  if (status === 401 && token && token === tokenSource()) onRejectedToken(token);
  if (status === 403 && token) onForbidden(path);
}

/** Query string with repeated keys for lists (`subcategories=a&subcategories=b`); empty values left out. */
export function toQueryString(params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

interface RequestOptions {
  params?: QueryParams;
  /** JSON, or a FormData sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** The bearer token to send instead of the signed-in user's; `null` sends none (sign-in calls). */
  token?: string | null;
  /** Extra request headers (an `Idempotency-Key`, docs/product/api.md#merchant-operations). */
  headers?: Record<string, string>;
}

async function request<T>(
  method: string,
  path: string,
  { params, body, signal, token: given, headers: extra }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...extra };
  const token = given === undefined ? tokenSource() : given;
  if (token) headers.authorization = `Bearer ${token}`;
  // A form (a file upload) goes as multipart, with the boundary the browser writes in its content type.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const response = await send(`${API_BASE}${path}${toQueryString(params)}`, {
    method,
    headers,
    body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    signal,
  });
  report(response.status, token, path);
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const problem = (data ?? {}) as Partial<Record<keyof ErrorBody, unknown>>;
    throw new ApiError(
      response.status,
      typeof problem.message === 'string' ? problem.message : `Request failed (${response.status})`,
      (problem.errors as Record<string, string> | undefined) ?? {},
      (errorCodes as readonly unknown[]).includes(problem.code)
        ? (problem.code as ErrorCode)
        : defaultErrorCode(response.status),
      (problem.details as Record<string, unknown> | undefined) ?? {},
    );
  }
  return data as T;
}

/**
 * A file answer (a CSV export) as a Blob, with the bearer token like every other call; an error answer is read
 * as the usual JSON problem and thrown as an ApiError.
 */
async function download(
  path: string,
  { params, signal }: Pick<RequestOptions, 'params' | 'signal'> = {},
): Promise<Blob> {
  const headers: Record<string, string> = {};
  const token = tokenSource();
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await send(`${API_BASE}${path}${toQueryString(params)}`, { method: 'GET', headers, signal });
  report(response.status, token, path);
  if (!response.ok) {
    const problem = ((await response.json().catch(() => null)) ?? {}) as { message?: unknown };
    throw new ApiError(
      response.status,
      typeof problem.message === 'string' ? problem.message : `Request failed (${response.status})`,
    );
  }
  return response.blob();
}

export const api = {
  download,
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};
