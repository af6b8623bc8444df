import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUGGESTION_LIMIT, SUGGESTION_MIN_LENGTH } from '@store/shared/catalogue';
import { facets, searchPage, suggestion } from '@store/shared/schemas/catalogue';
import { errorBody } from '@store/shared/schemas/errors';
import { checkFilters, filterQuery, paging, stringList } from '@store/shared/schemas/listing';
import {
  popularSearches,
  searchEventInput,
  searchTerms as searchTermsSchema,
  searchTermsQuery,
  searchViewInput,
} from '@store/shared/schemas/search-analytics';
import { ALL_PRODUCTS_TAG, LISTING_TAG, SALES_ORDER_TAG, SEARCH_TAG } from '../../lib/response-cache.ts';
import { listFacets } from '../catalogue/facet-service.ts';
import { filteredTags, listingFilter } from '../catalogue/routes/filter-query.ts';
import { popularQueries, recordSearch, recordView, searchTerms } from './analytics.ts';
import { createSearchService } from './service.ts';

const optionalText = z.string().trim().optional();
const publicRoute = { permission: 'public' } as const;
const dashboardRead = { permission: 'dashboard.read' } as const;

/**
 * Search, suggestions and the listing facets (docs/product/api.md#search, docs/product/api.md#filters), answered from
 * the catalogue response cache; the search analytics the storefront reports and the admin reads.
 */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const search = createSearchService(db, app.catalogueCache);

  app.get(
    '/Product/search',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['search'],
        description:
          '`category` narrows to a collection (Men, Women, Kids); the listing filters apply too. Without `sort`, results rank by relevance. With no result and no filter, `noResults` offers a corrected query, the closest category and best sellers.',
        querystring: z
          .object({
            ...paging,
            rawquery: z.string({ error: 'rawquery: required' }).trim().min(1, 'rawquery: required').max(200),
            category: optionalText,
            subcategories: stringList,
            ...filterQuery,
          })
          .superRefine(checkFilters),
        response: { 200: searchPage, 400: errorBody },
      },
    },
    (request, reply) => {
      const { category, sort } = request.query;
      const filter = listingFilter(request.query, undefined);
      return app.sendCached(request, reply, () => search.searchProducts({ ...request.query, filter }), {
        tags: [...filteredTags({ ...filter, parent: category }, { sort, ranked: true }), SEARCH_TAG],
      });
    },
  );

  app.get(
    '/Product/facets',
    {
      config: publicRoute,
      schema: {
        tags: ['products'],
        description:
          "Each filter's options with their counts within the listing and the other chosen filters (not its own): the same scope parameters as the listing it serves (`parentcategory`, or a search's `rawquery` and `category`).",
        querystring: z
          .object({
            parentcategory: optionalText,
            rawquery: z.string().trim().max(200).optional(),
            category: optionalText,
            subcategories: stringList,
            ...filterQuery,
          })
          .superRefine(checkFilters),
        response: { 200: facets, 400: errorBody },
      },
    },
    (request, reply) => {
      const { parentcategory, rawquery, category } = request.query;
      const filter = listingFilter(request.query, rawquery ? category : parentcategory);
      return app.sendCached(
        request,
        reply,
        async () => {
          if (!rawquery) return listFacets(db, filter);
          const tsquery = await search.tsqueryOf(rawquery);
          if (!tsquery) return { brands: [], categories: [], sizes: [], colors: [], prices: [], discounts: [] };
          return listFacets(db, { ...filter, tsquery });
        },
        { tags: [...filteredTags(filter, { sizes: true }), ...(rawquery ? [SEARCH_TAG] : [])] },
      );
    },
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

  app.post(
    '/search/events',
    {
      config: publicRoute,
      schema: {
        tags: ['search'],
        description:
          'Counts a search the shopper saw: its words, how many products it found and the tab’s random id; nothing personal.',
        body: searchEventInput,
        response: { 204: z.null(), 400: errorBody },
      },
    },
    async (request, reply) => {
      await recordSearch(db, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/search/views',
    {
      config: publicRoute,
      schema: {
        tags: ['search'],
        description: 'The tab opened a product page: its latest search within the hour counts as followed by a view.',
        body: searchViewInput,
        response: { 204: z.null(), 400: errorBody },
      },
    },
    async (request, reply) => {
      await recordView(db, request.body.tab);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/search/popular',
    {
      config: publicRoute,
      schema: {
        tags: ['search'],
        description: 'The most searched queries of the last 30 days that found products.',
        response: { 200: popularSearches },
      },
    },
    () => popularQueries(db),
  );

  app.get(
    '/admin/search-terms',
    {
      config: dashboardRead,
      schema: {
        tags: ['merchant'],
        security: [{ bearer: [] }],
        description:
          'Search analytics between two store days (default the last 30): searches, the share followed by a product view, top queries and queries with no results.',
        querystring: searchTermsQuery,
        response: { 200: searchTermsSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => searchTerms(db, request.query),
  );
};

export default searchRoutes;
