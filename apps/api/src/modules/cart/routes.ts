import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@store/shared/schemas/errors';
import { cartInput, cartReply } from '@store/shared/schemas/cart';
import { MAX_CART_LINES } from '@store/shared/cart';
import { readCart, saveCart } from './service.ts';

const security = [{ bearer: [] }];

/**
 * The signed-in shopper's bag (docs/product/api.md#bag): always the token's own, so no shopper can read or change
 * another's (docs/decisions/005-owners-only.md). Staff accounts have one too, as they have a wishlist.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/Cart',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['bag'],
        security,
        description:
          'Your bag as the browser renders it, with the version a PUT must name; lines whose product is no longer sold are left out.',
        response: { 200: cartReply, 401: errorBody },
      },
    },
    (request) => readCart(db, request.user!.user_id),
  );

  app.put(
    '/Cart',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['bag'],
        security,
        description: `Replaces your bag (at most ${MAX_CART_LINES} lines, quantities 1 to 5) if \`version\` is the one last read; answers it as GET does, with the next version. 409 CART_CHANGED, with the current bag in \`details\`, when it changed since.`,
        body: cartInput,
        response: { 200: cartReply, 400: errorBody, 401: errorBody, 409: errorBody },
      },
    },
    (request) => saveCart(db, request.user!.user_id, request.body),
  );
};

export default cartRoutes;
