import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalIdentity } from '../../../lib/optional-identity.ts';
import { userCan } from '../../staff/access.ts';
import type { Permission } from '../../staff/permissions.ts';
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
 * An admin route's declaration (docs/product/staff.md#roles): the permission the one hook checks, and how the API
 * description marks it.
 */
export function adminOnly(permission: Permission) {
  return { config: { permission }, security: [{ bearer: [] }] };
}

/** The options of a catalogue DELETE of one record by id: the permission, the id, and 204 or an error. */
export function adminDelete(tag: string) {
  const admin = adminOnly('catalogue.write');
  return {
    config: admin.config,
    schema: { tags: [tag], security: admin.security, params: idParams, response: { ...noContent, ...adminErrors } },
  };
}

/**
 * A public read's scope: a token with catalogue.write also shows inactive products (docs/product/admin.md#products);
 * no token, a shopper's, or one that no longer works shows active ones only. Such reads are never cached.
 */
export async function readScope(app: FastifyInstance, request: FastifyRequest): Promise<{ includeInactive: boolean }> {
  return { includeInactive: userCan(await optionalIdentity(app, request), 'catalogue.write') };
}
