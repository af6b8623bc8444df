import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalIdentity } from '../../../lib/optional-identity.ts';
import { z } from 'zod';
import { errorBody, idParams } from '@store/shared/schemas/errors';

/** The app as a route plugin sees it, with zod schemas typing each request. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

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

/** The options of an admin's DELETE of one record by id: the admin check, the id, and 204 or an error. */
export function adminDelete(app: FastifyInstance, tag: string) {
  const admin = adminOnly(app);
  return {
    onRequest: admin.onRequest,
    schema: { tags: [tag], security: admin.security, params: idParams, response: { ...noContent, ...adminErrors } },
  };
}

/**
 * A public read's scope: the admin's token also shows inactive products (docs/product/admin.md#products); no token,
 * a shopper's, or one that no longer works shows active ones only. Such reads are never cached.
 */
export async function readScope(app: FastifyInstance, request: FastifyRequest): Promise<{ includeInactive: boolean }> {
  return { includeInactive: (await optionalIdentity(app, request))?.role === 'admin' };
}
