import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an incoming `X-Request-Id` may be to be kept: a short token that is safe in logs and headers. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request (docs/product/api.md#system): the caller's `X-Request-Id` when it is a sane token (a proxy
 * or the web app may have chosen it), otherwise a new random one. Fastify's own `requestIdHeader` would take any
 * value as it comes, so the header is read here instead.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
