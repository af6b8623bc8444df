import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { alsoBought } from '@store/shared/schemas/wishlist';
import { ALL_PRODUCTS_TAG, productTag, SALES_ORDER_TAG } from '../../lib/response-cache.ts';
import { alsoBought as findAlsoBought } from './service.ts';

/**
 * "Others Also Bought" (docs/product/api.md#others-also-bought), a public catalogue read from the response cache
 * (docs/decisions/001-catalogue-response-cache.md). Besides the products it shows, an answer carries the product's
 * own tag (a paid order of it or its deactivation drops it), `sales-order` (sales of any product may reorder or fill
 * it, dropped at most once per window) and `all-products` (a new or edited product may enter its category).
 */
const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/Product/:id/also-bought',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['products'],
        description:
          'Up to ten products bought together with this one in paid orders (most orders first), then best sellers of its category; active and in stock only.',
        params: idParams,
        response: { 200: alsoBought, 400: errorBody, 404: errorBody },
      },
    },
    (request, reply) =>
      app.sendCached(request, reply, () => findAlsoBought(db, request.params.id), {
        tags: [productTag(request.params.id), SALES_ORDER_TAG, ALL_PRODUCTS_TAG],
      }),
  );
};

export default recommendationRoutes;
