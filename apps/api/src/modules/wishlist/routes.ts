import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';
import {
  wishlist,
  wishlistEntry,
  wishlistMergeInput,
  wishlistMergeResult,
  wishlistParams,
} from '@store/shared/schemas/wishlist';
import { listWishlist, mergeAndList, removeProduct, saveProduct } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };
const security = [{ bearer: [] }];

/**
 * The signed-in shopper's wishlist (docs/product/api.md#wishlist): always the token's own list, so no shopper can
 * read or change another's (docs/decisions/005-owners-only.md).
 */
const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/Wishlist',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['wishlist'],
        security,
        description: 'Your saved products, newest first; a product no longer sold has `is_active: false`.',
        response: { 200: wishlist, 401: errorBody },
      },
    },
    (request) => listWishlist(db, request.user!.user_id),
  );

  app.put(
    '/Wishlist/:product_id',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['wishlist'],
        security,
        description:
          'Saves a product (201 the first time, 200 when it was already saved). 404 for an unknown or inactive product; 409 when the list holds 100 products.',
        params: wishlistParams,
        response: { 200: wishlistEntry, 201: wishlistEntry, ...errors },
      },
    },
    async (request, reply) => {
      const { created, ...entry } = await db.transaction((tx) =>
        saveProduct(tx, request.user!.user_id, request.params.product_id),
      );
      return reply.status(created ? 201 : 200).send(entry);
    },
  );

  app.delete(
    '/Wishlist/:product_id',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['wishlist'],
        security,
        description: 'Removes a product from your list (204 whether or not it was there).',
        params: wishlistParams,
        response: { 204: z.null(), 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      await removeProduct(db, request.user!.user_id, request.params.product_id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Wishlist/merge',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['wishlist'],
        security,
        description:
          'Adds the products a guest saved in this browser at sign-in, newest first, as far as the cap allows; answers the merged list with the ids it did not add (`not_found`, `over_limit`).',
        body: wishlistMergeInput,
        response: { 200: wishlistMergeResult, 400: errorBody, 401: errorBody },
      },
    },
    (request) => mergeAndList(db, request.user!.user_id, request.body.product_ids),
  );
};

export default wishlistRoutes;
