import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSortValues } from '@store/shared/catalogue';
import { productCreateInput, productInput } from '@store/shared/schemas/catalogue';
import * as schemas from '@store/shared/schemas/catalogue';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { checkFilters, filterQuery, paging, stringList } from '@store/shared/schemas/listing';
import { badRequest } from '../../../lib/http-error.ts';
import { filteredTags, listingFilter } from './filter-query.ts';
import { adminTableFilter } from '../listing-where.ts';
import { removeUnusedFiles } from '../../media/storage.ts';
import * as productService from '../product-service.ts';
import type { ProductView } from '../product-service.ts';
import { adminDelete, adminErrors, adminOnly, optionalName } from './common.ts';
import { productWriteTags } from '../cache-tags.ts';
import { auditActor } from '../../audit/record.ts';
import { chartForPlace, sizeChartTag } from '../../size-charts/service.ts';

/**
 * Products (docs/product/api.md#catalogue): shoppers' listings and product pages from the response cache
 * (docs/product/storefront.md#listings); the admin's table with inactive products, and the admin's writes.
 */
const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('catalogue.write');
  /** A shopper's page of products, from the response cache, tagged as its filter and sort say. */
  const sendListing = (
    request: FastifyRequest,
    reply: FastifyReply,
    filter: productService.ProductFilter,
    options: productService.ListingOptions,
  ) =>
    app.sendCached(request, reply, () => productService.listProducts(db, filter, options), {
      tags: filteredTags(filter, { sort: options.sort }),
    });

  const listingQuery = z
    .object({
      ...paging,
      sort: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z.enum(adminSortValues, { error: 'Unknown sort' }).optional(),
      ),
      categoryname: optionalName,
      parentcategory: optionalName,
      includeinactive: z.enum(['true', 'false']).optional(),
      name: z.string().trim().max(200, 'name: at most 200 characters').optional(),
      ...filterQuery,
    })
    .superRefine(checkFilters);
  app.get(
    '/Product',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['products'],
        description:
          'A page of products. With includeInactive=true (permission catalogue.write) inactive products are listed too, each with its description, and `name` (part of a name, any case) and the sorts name_asc / name_desc are available.',
        querystring: listingQuery,
        response: { 200: schemas.productPage, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const { pagenumber, pagesize, sort, categoryname, parentcategory, includeinactive, name } = request.query;
      const filter = listingFilter(
        { ...request.query, subcategories: categoryname ? [categoryname] : [] },
        parentcategory,
      );
      if (includeinactive === 'true') {
        // The admin's product table: inactive products too, filtered and sorted by name; never cached, never
        // for shoppers (docs/product/admin.md#products).
        await app.requirePermission(request, 'catalogue.write');
        return productService.listProducts(db, adminTableFilter({ name, parentcategory, categoryname }), {
          sort,
          page: pagenumber,
          pageSize: pagesize,
          admin: true,
        });
      }
      if (name || sort === 'name_asc' || sort === 'name_desc') {
        throw badRequest('The name filter and the name sorts belong to the admin listing (includeInactive=true).');
      }
      return sendListing(request, reply, filter, { sort, page: pagenumber, pageSize: pagesize });
    },
  );
  const filteredQuery = z
    .object({ ...paging, parentcategory: optionalName, subcategories: stringList, ...filterQuery })
    .superRefine(checkFilters);
  app.get(
    '/Product/products',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['products'],
        description:
          'A page of a collection (or of all collections), narrowed by categories, brands, sizes in stock, colour families, a price range in whole rupees on the selling price and a least discount (docs/product/api.md#filters).',
        querystring: filteredQuery,
        response: { 200: schemas.productPage, 400: errorBody },
      },
    },
    (request, reply) => {
      const { pagenumber, pagesize, sort, parentcategory } = request.query;
      const filter = listingFilter(request.query, parentcategory);
      return sendListing(request, reply, filter, { sort, page: pagenumber, pageSize: pagesize });
    },
  );
  app.get(
    '/Product/:id',
    {
      config: { permission: 'public' },
      schema: { tags: ['products'], params: idParams, response: { 200: schemas.product, 404: errorBody } },
    },
    (request, reply) =>
      app.sendCached(
        request,
        reply,
        async () => {
          const product = await productService.getProduct(db, request.params.id);
          return { ...product, size_chart: await chartForPlace(db, product.category_id, product.brand_id) };
        },
        // The page shows its category's size chart: a chart's write drops it (docs/product/storefront.md#size-charts).
        { bodyTags: (product) => [sizeChartTag((product as ProductView).category_id)] },
      ),
  );
  app.get(
    '/Product/:id/admin',
    {
      config: admin.config,
      schema: {
        tags: ['products'],
        description: 'A product as the admin sees it, inactive or not.',
        security: admin.security,
        params: idParams,
        response: { 200: schemas.product, ...adminErrors },
      },
    },
    (request) => productService.getProduct(db, request.params.id, { includeInactive: true }),
  );
  app.post(
    '/Product',
    {
      config: admin.config,
      schema: {
        tags: ['products'],
        security: admin.security,
        body: productCreateInput,
        response: { 201: schemas.product, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await app.catalogueWrite(async (tx, touch) => {
          const product = await productService.createProduct(tx, request.body, auditActor(request));
          touch(await productWriteTags(tx, product.product_id));
          return product;
        }),
      ),
  );
  app.put(
    '/Product/:id',
    {
      config: admin.config,
      schema: {
        tags: ['products'],
        security: admin.security,
        params: idParams,
        body: productInput,
        response: { 200: schemas.product, ...adminErrors },
      },
    },
    (request) =>
      app.catalogueWrite(async (tx, touch) => {
        touch(await productWriteTags(tx, request.params.id));
        const product = await productService.updateProduct(tx, request.params.id, request.body, auditActor(request));
        touch(await productWriteTags(tx, request.params.id));
        return product;
      }),
  );
  app.delete('/Product/:id', adminDelete('products'), async (request, reply) => {
    const files = await app.catalogueWrite(async (tx, touch) => {
      touch(await productWriteTags(tx, request.params.id));
      return productService.deleteProduct(tx, request.params.id, auditActor(request));
    });
    await removeUnusedFiles(app, files);
    return reply.status(204).send(null);
  });
};

export default productRoutes;
