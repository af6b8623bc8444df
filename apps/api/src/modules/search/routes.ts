import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH } from '@store/shared/catalogue';
import { productPage, suggestion } from '@store/shared/schemas/catalogue';
import { errorBody } from '@store/shared/schemas/errors';
import { paging } from '@store/shared/schemas/listing';
import {
  ALL_PRODUCTS_TAG,
  LISTING_TAG,
  listingTags,
  SALES_ORDER_TAG,
  scopeTags,
  SEARCH_TAG,
} from '../../lib/response-cache.ts';
import { createSearchService } from './service.ts';

/** Search and suggestions (docs/product/api.md#search), answered from the catalogue response cache. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService(app.database.db, app.catalogueCache);

  app.get(
    '/Product/search',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['search'],
        description:
          '`category` narrows to a collection (Men, Women, Kids). Without `sort`, results rank by relevance.',
        querystring: z.object({
          ...paging,
          rawquery: z.string({ error: 'rawquery: required' }).trim().min(1, 'rawquery: required').max(200),
          category: z.string().trim().optional(),
        }),
        response: { 200: productPage, 400: errorBody },
      },
    },
    (request, reply) =>
      app.sendCached(request, reply, () => search.searchProducts(request.query), {
        tags: [...listingTags(request.query.sort, true), SEARCH_TAG, ...scopeTags({ parent: request.query.category })],
      }),
  );

  app.get(
    '/Product/suggestions',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['search'],
        description: `At most ${SUGGESTION_LIMIT} names; fewer than ${SUGGESTION_MIN_LENGTH} characters give none.`,
        querystring: z.object({ query: z.string().max(200).default('') }),
        response: { 200: z.array(suggestion) },
      },
    },
    (request, reply) =>
      app.sendCached(request, reply, () => search.suggest(request.query.query), {
        tags: [LISTING_TAG, SALES_ORDER_TAG, SEARCH_TAG, ALL_PRODUCTS_TAG],
      }),
  );
};

export default searchRoutes;
