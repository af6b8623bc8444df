import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { defaultErrorCode, type ErrorBody } from '@store/shared/schemas/errors';
import { HttpError, pgCodes, pgErrorCode, TooManyRequests } from '../lib/http-error.ts';

type Body = ErrorBody & Record<string, unknown>;

/**
 * JSON errors as docs/product/api.md#errors says: `{ message, code, errors?, details?, request_id }`, honest status
 * codes, and never a stack trace or SQL in a 500. `request_id` is the request's id, as in its `X-Request-Id` header
 * and on its log lines, so the log line of a 500 is found from the answer a shopper saw.
 */
export default fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const body = errorBodyOf(error, reply);
    if (body.code === 'INTERNAL') request.log.error({ err: error }, 'request failed');
    return reply.send({ ...body, request_id: request.id } satisfies Body);
  });
});

/** The body of the error's answer; sets its status (and Retry-After) on the reply. */
function errorBodyOf(error: unknown, reply: FastifyReply): Body {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
      if (!(field in errors)) errors[field] = issue.message ?? 'Invalid value';
    }
    const first = Object.entries(errors)[0];
    const message = first ? `${first[0]}: ${first[1]}` : (error.validation[0]?.message ?? 'Invalid request.');
    reply.status(400);
    return { message, code: 'VALIDATION_FAILED', errors };
  }
  if (error instanceof HttpError) {
    if (error instanceof TooManyRequests) reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfter))));
    const body: Body = { ...error.legacy, message: error.message, code: error.code };
    if (error.errors) body.errors = error.errors;
    if (error.details) body.details = error.details;
    reply.status(error.statusCode);
    return body;
  }
  const code = pgErrorCode(error);
  if (code === pgCodes.uniqueViolation) {
    reply.status(409);
    return { message: 'A record with the same name or code already exists.', code: 'CONFLICT' };
  }
  if (code === pgCodes.foreignKeyViolation) {
    reply.status(409);
    return { message: 'This record is still used by other records.', code: 'CONFLICT' };
  }
  if (code === pgCodes.checkViolation) {
    reply.status(400);
    return { message: 'The values break a rule of the catalogue (price or stock).', code: 'BAD_REQUEST' };
  }
  const statusCode = (error as { statusCode?: number }).statusCode;
  if (statusCode && statusCode >= 400 && statusCode < 500 && !isResponseSerializationError(error)) {
    reply.status(statusCode);
    return { message: (error as Error).message, code: defaultErrorCode(statusCode) };
  }
  reply.status(500);
  return { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
}
