import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { defaultErrorCode, type ErrorBody } from '@store/shared/schemas/errors';
import { HttpError, pgCodes, pgErrorCode, TooManyRequests } from '../lib/http-error.ts';

/**
 * JSON errors as docs/product/api.md#errors says: `{ message, code, errors?, details? }`, honest status codes,
 * and never a stack trace or SQL in a 500.
 */
export default fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
        if (!(field in errors)) errors[field] = issue.message ?? 'Invalid value';
      }
      const first = Object.entries(errors)[0];
      const message = first ? `${first[0]}: ${first[1]}` : (error.validation[0]?.message ?? 'Invalid request.');
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', errors } satisfies ErrorBody);
    }
    if (error instanceof HttpError) {
      if (error instanceof TooManyRequests)
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfter))));
      const body: ErrorBody & Record<string, unknown> = { ...error.legacy, message: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      if (error.details) body.details = error.details;
      return reply.status(error.statusCode).send(body);
    }
    const code = pgErrorCode(error);
    if (code === pgCodes.uniqueViolation) {
      return reply
        .status(409)
        .send({ message: 'A record with the same name or code already exists.', code: 'CONFLICT' } satisfies ErrorBody);
    }
    if (code === pgCodes.foreignKeyViolation) {
      return reply
        .status(409)
        .send({ message: 'This record is still used by other records.', code: 'CONFLICT' } satisfies ErrorBody);
    }
    if (code === pgCodes.checkViolation) {
      return reply.status(400).send({
        message: 'The values break a rule of the catalogue (price or stock).',
        code: 'BAD_REQUEST',
      } satisfies ErrorBody);
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500 && !isResponseSerializationError(error)) {
      return reply
        .status(statusCode)
        .send({ message: (error as Error).message, code: defaultErrorCode(statusCode) } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' } satisfies ErrorBody);
  });
});
