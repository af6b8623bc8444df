import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error.ts';
import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';

/** What an admin-only route can answer besides its success (docs/product/api.md#errors). */
export const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
export const noContent = { 204: z.null().describe('Deleted') };
/** A name filter of a query string; an empty one filters nothing. */
export const optionalName = z.string().trim().optional();

/**
 * Catalogue writes are the admin's (docs/product/admin.md#access): the hook that checks it and how the API
 * description marks it.
 */
export function adminOnly(app: FastifyInstance) {
  return { onRequest: app.requireAdmin, security: [{ bearer: [] }] };
}

/**
 * A public read's scope: the admin's token also shows inactive products (docs/product/admin.md#products); no token,
 * a shopper's, or one that no longer works shows active ones only. Such reads are never cached.
 */
export async function readScope(app: FastifyInstance, request: FastifyRequest): Promise<{ includeInactive: boolean }> {
  if (!request.headers.authorization) return { includeInactive: false };
  try {
    return { includeInactive: (await app.identify(request))?.role === 'admin' };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return { includeInactive: false };
    throw error;
  }
}
