import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError, pgCodes, pgErrorCode } from '../lib/http-error.ts';

interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/**
 * JSON errors as DESIGN.md "The API contract" says: `{ message, errors }`, honest status codes, and never a
 * stack trace or SQL in a 500.
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
      return reply.status(400).send({ message, errors } satisfies ErrorBody);
    }
    if (error instanceof HttpError) {
      const retryAfter = (error as { retryAfter?: number }).retryAfter;
      if (error.statusCode === 429 && retryAfter) reply.header('retry-after', String(Math.max(1, retryAfter)));
      const body: ErrorBody = { message: error.message, ...(error as { extra?: object }).extra };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    const code = pgErrorCode(error);
    if (code === pgCodes.uniqueViolation) {
      return reply.status(409).send({ message: 'A record with the same name or code already exists.' });
    }
    if (code === pgCodes.foreignKeyViolation) {
      return reply.status(409).send({ message: 'This record is still used by other records.' });
    }
    if (code === pgCodes.checkViolation) {
      return reply.status(400).send({ message: 'The values break a rule of the catalogue (price or stock).' });
    }
    const statusCode = (error as { statusCode?: number }).statusCode;
    if (statusCode && statusCode >= 400 && statusCode < 500 && !isResponseSerializationError(error)) {
      return reply.status(statusCode).send({ message: (error as Error).message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
});
