import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestUser } from '../plugins/auth.ts';
import { HttpError } from './http-error.ts';

/**
 * Who is asking a route that guests may use too, or null for a guest: no token, or one that no longer works (which
 * counts as a guest rather than failing the read; docs/security.md#accounts-and-sign-in). Any other failure is thrown.
 */
export async function optionalIdentity(app: FastifyInstance, request: FastifyRequest): Promise<RequestUser | null> {
  if (!request.headers.authorization) return null;
  try {
    return await app.identify(request);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  }
}
