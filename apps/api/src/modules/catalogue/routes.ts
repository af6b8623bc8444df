import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandInput,
  categoryInput,
  parentCategoryInput,
  productInput,
  productVariationInput,
  productVariationUpdate,
  variationAttributeInput,
  variationAttributeValueInput,
  variationAttributeValueUpdate,
} from '@store/shared/schemas/catalogue';
import { adminSortValues } from '@store/shared/catalogue';
import { paging, stringList } from '@store/shared/schemas/listing';
import { badRequest } from '../../lib/http-error.ts';
import { removeUnusedFiles } from '../media/storage.ts';
import * as productService from './product-service.ts';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import * as schemas from '@store/shared/schemas/catalogue';
import * as taxonomy from './taxonomy-service.ts';
import * as variationService from './variation-service.ts';

const adminErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
const noContent = { 204: z.null().describe('Deleted') };
const optionalName = z.string().trim().optional();

/**
 * The catalogue of SPEC.md §7: reads for everyone (answered from the response cache), writes for the admin
 * only (DESIGN.md 1), each write in one transaction that clears every process's cache.
 */
const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = { onRequest: app.requireAdmin, security: [{ bearer: [] }] };

  // Collections (parent categories)
  app.get(
    '/ParentCategory',
    { schema: { tags: ['collections'], response: { 200: z.array(schemas.parentCategory) } } },
    (request, reply) => app.sendCached(request, reply, () => taxonomy.listParentCategories(db)),
  );
  app.get(
    '/ParentCategory/:id',
    { schema: { tags: ['collections'], params: idParams, response: { 200: schemas.parentCategory, 404: errorBody } } },
    (request, reply) => app.sendCached(request, reply, () => taxonomy.getParentCategory(db, request.params.id)),
  );
  app.post(
    '/ParentCategory',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['collections'],
        security: admin.security,
        body: parentCategoryInput,
        response: { 201: schemas.parentCategory, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.catalogueWrite((tx) => taxonomy.createParentCategory(tx, request.body))),
  );
  app.put(
    '/ParentCategory/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['collections'],
        security: admin.security,
        params: idParams,
        body: parentCategoryInput,
        response: { 200: schemas.parentCategory, ...adminErrors },
      },
    },
    (request) => app.catalogueWrite((tx) => taxonomy.updateParentCategory(tx, request.params.id, request.body)),
  );
  app.delete(
    '/ParentCategory/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['collections'],
        security: admin.security,
        params: idParams,
        response: { ...noContent, ...adminErrors },
      },
    },
    async (request, reply) => {
      await app.catalogueWrite((tx) => taxonomy.deleteParentCategory(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  // Categories
  app.get(
    '/Category',
    {
      schema: {
        tags: ['categories'],
        querystring: z.object({ parentcategory: optionalName }),
        response: { 200: z.array(schemas.category) },
      },
    },
    (request, reply) => app.sendCached(request, reply, () => taxonomy.listCategories(db, request.query.parentcategory)),
  );
  app.get(
    '/Category/:id',
    { schema: { tags: ['categories'], params: idParams, response: { 200: schemas.category, 404: errorBody } } },
    (request, reply) => app.sendCached(request, reply, () => taxonomy.getCategory(db, request.params.id)),
  );
  app.post(
    '/Category',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['categories'],
        security: admin.security,
        body: categoryInput,
        response: { 201: schemas.category, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.catalogueWrite((tx) => taxonomy.createCategory(tx, request.body))),
  );
  app.put(
    '/Category/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['categories'],
        security: admin.security,
        params: idParams,
        body: categoryInput,
        response: { 200: schemas.category, ...adminErrors },
      },
    },
    (request) => app.catalogueWrite((tx) => taxonomy.updateCategory(tx, request.params.id, request.body)),
  );
  app.delete(
    '/Category/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['categories'],
        security: admin.security,
        params: idParams,
        response: { ...noContent, ...adminErrors },
      },
    },
    async (request, reply) => {
      await app.catalogueWrite((tx) => taxonomy.deleteCategory(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  // Brands
  app.get(
    '/Brand',
    {
      schema: {
        tags: ['brands'],
        querystring: z.object({ brand: optionalName }),
        response: { 200: z.array(schemas.brand) },
      },
    },
    (request, reply) => app.sendCached(request, reply, () => taxonomy.listBrands(db, request.query.brand)),
  );
  app.get(
    '/Brand/:id',
    { schema: { tags: ['brands'], params: idParams, response: { 200: schemas.brand, 404: errorBody } } },
    (request, reply) => app.sendCached(request, reply, () => taxonomy.getBrand(db, request.params.id)),
  );
  app.post(
    '/Brand',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['brands'],
        security: admin.security,
        body: brandInput,
        response: { 201: schemas.brand, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.catalogueWrite((tx) => taxonomy.createBrand(tx, request.body))),
  );
  app.put(
    '/Brand/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['brands'],
        security: admin.security,
        params: idParams,
        body: brandInput,
        response: { 200: schemas.brand, ...adminErrors },
      },
    },
    (request) => app.catalogueWrite((tx) => taxonomy.updateBrand(tx, request.params.id, request.body)),
  );
  app.delete(
    '/Brand/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['brands'],
        security: admin.security,
        params: idParams,
        response: { ...noContent, ...adminErrors },
      },
    },
    async (request, reply) => {
      await app.catalogueWrite((tx) => taxonomy.deleteBrand(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  // Products
  const listingQuery = z.object({
    ...paging,
    sort: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(adminSortValues, { error: 'Unknown sort' }).optional(),
    ),
    categoryname: optionalName,
    parentcategory: optionalName,
    includeinactive: z.enum(['true', 'false']).optional(),
    name: z.string().trim().max(200, 'name: at most 200 characters').optional(),
  });
  app.get(
    '/Product',
    {
      schema: {
        tags: ['products'],
        description:
          'A page of products. With includeInactive=true (admin only) inactive products are listed too, each with its description, and `name` (part of a name, any case) and the sorts name_asc / name_desc are available.',
        querystring: listingQuery,
        response: { 200: schemas.productPage, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const { pagenumber, pagesize, sort, categoryname, parentcategory, includeinactive, name } = request.query;
      const filter = { parent: parentcategory, categories: categoryname ? [categoryname] : [] };
      if (includeinactive === 'true') {
        // The admin's product table: inactive products too, filtered and sorted by name; never cached, never for shoppers.
        await app.requireAdmin(request, reply);
        return productService.listProducts(
          db,
          { ...filter, includeInactive: true, name: name || undefined },
          { sort, page: pagenumber, pageSize: pagesize, withDescription: true },
        );
      }
      if (name || sort === 'name_asc' || sort === 'name_desc') {
        throw badRequest('The name filter and the name sorts belong to the admin listing (includeInactive=true).');
      }
      return app.sendCached(request, reply, () =>
        productService.listProducts(db, filter, { sort, page: pagenumber, pageSize: pagesize }),
      );
    },
  );
  const filteredQuery = z.object({
    ...paging,
    parentcategory: optionalName,
    subcategories: stringList,
    brand: stringList,
  });
  app.get(
    '/Product/products',
    {
      schema: {
        tags: ['products'],
        querystring: filteredQuery,
        response: { 200: schemas.productPage, 400: errorBody },
      },
    },
    (request, reply) => {
      const { pagenumber, pagesize, sort, parentcategory, subcategories, brand } = request.query;
      return app.sendCached(request, reply, () =>
        productService.listProducts(
          db,
          { parent: parentcategory, categories: subcategories, brands: brand },
          { sort, page: pagenumber, pageSize: pagesize },
        ),
      );
    },
  );
  app.get(
    '/Product/:id',
    { schema: { tags: ['products'], params: idParams, response: { 200: schemas.product, 404: errorBody } } },
    (request, reply) => app.sendCached(request, reply, () => productService.getProduct(db, request.params.id)),
  );
  app.get(
    '/Product/:id/admin',
    {
      onRequest: admin.onRequest,
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
      onRequest: admin.onRequest,
      schema: {
        tags: ['products'],
        security: admin.security,
        body: productInput,
        response: { 201: schemas.product, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.catalogueWrite((tx) => productService.createProduct(tx, request.body))),
  );
  app.put(
    '/Product/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['products'],
        security: admin.security,
        params: idParams,
        body: productInput,
        response: { 200: schemas.product, ...adminErrors },
      },
    },
    (request) => app.catalogueWrite((tx) => productService.updateProduct(tx, request.params.id, request.body)),
  );
  app.delete(
    '/Product/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['products'],
        security: admin.security,
        params: idParams,
        response: { ...noContent, ...adminErrors },
      },
    },
    async (request, reply) => {
      const files = await app.catalogueWrite((tx) => productService.deleteProduct(tx, request.params.id));
      await removeUnusedFiles(app, files);
      return reply.status(204).send(null);
    },
  );

  // Variation attributes
  app.get(
    '/VariationAttribute',
    { schema: { tags: ['attributes'], response: { 200: z.array(schemas.attribute) } } },
    (request, reply) => app.sendCached(request, reply, () => taxonomy.listAttributes(db)),
  );
  app.get(
    '/VariationAttribute/:id',
    { schema: { tags: ['attributes'], params: idParams, response: { 200: schemas.attribute, 404: errorBody } } },
    (request, reply) => app.sendCached(request, reply, () => taxonomy.getAttribute(db, request.params.id)),
  );
  app.post(
    '/VariationAttribute',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['attributes'],
        security: admin.security,
        body: variationAttributeInput,
        response: { 201: schemas.attribute, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.catalogueWrite((tx) => taxonomy.createAttribute(tx, request.body))),
  );
  app.put(
    '/VariationAttribute/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['attributes'],
        security: admin.security,
        params: idParams,
        body: variationAttributeInput,
        response: { 200: schemas.attribute, ...adminErrors },
      },
    },
    (request) => app.catalogueWrite((tx) => taxonomy.updateAttribute(tx, request.params.id, request.body)),
  );
  app.delete(
    '/VariationAttribute/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['attributes'],
        security: admin.security,
        params: idParams,
        response: { ...noContent, ...adminErrors },
      },
    },
    async (request, reply) => {
      await app.catalogueWrite((tx) => taxonomy.deleteAttribute(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );

  // Product variations: GET /ProductVariation/{id} lists the variations of product {id} (the admin page
  // /ProductVariation/{product_id}); /ProductVariation/{id}/detail is one variation, {id}/value its values.
  app.get(
    '/ProductVariation/:id',
    {
      schema: { tags: ['variations'], params: idParams, response: { 200: z.array(schemas.variation), 404: errorBody } },
    },
    (request) => variationService.listVariations(db, request.params.id),
  );
  app.get(
    '/ProductVariation/:id/detail',
    { schema: { tags: ['variations'], params: idParams, response: { 200: schemas.variationDetail, 404: errorBody } } },
    (request) => variationService.getVariation(db, request.params.id),
  );
  app.get(
    '/ProductVariation/:id/value',
    {
      schema: {
        tags: ['variations'],
        params: idParams,
        response: { 200: z.array(schemas.attributeValue), 404: errorBody },
      },
    },
    (request) => variationService.listAttributeValues(db, request.params.id),
  );
  app.post(
    '/ProductVariation',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['variations'],
        security: admin.security,
        body: productVariationInput,
        response: { 201: schemas.variationDetail, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.catalogueWrite((tx) => variationService.createVariation(tx, request.body))),
  );
  app.put(
    '/ProductVariation/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['variations'],
        security: admin.security,
        params: idParams,
        body: productVariationUpdate,
        response: { 200: schemas.variationDetail, ...adminErrors },
      },
    },
    (request) => app.catalogueWrite((tx) => variationService.updateVariation(tx, request.params.id, request.body)),
  );
  app.delete(
    '/ProductVariation/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['variations'],
        security: admin.security,
        params: idParams,
        response: { ...noContent, ...adminErrors },
      },
    },
    async (request, reply) => {
      const files = await app.catalogueWrite((tx) => variationService.deleteVariation(tx, request.params.id));
      await removeUnusedFiles(app, files);
      return reply.status(204).send(null);
    },
  );

  // Attribute values: GET takes the variation id (SPEC.md §7); PUT and DELETE take the value's own id
  // (DESIGN.md: the original's paths were mismatched).
  app.get(
    '/VariationAttributeValue/:id',
    {
      schema: {
        tags: ['attribute values'],
        params: idParams,
        response: { 200: z.array(schemas.attributeValue), 404: errorBody },
      },
    },
    (request) => variationService.listAttributeValues(db, request.params.id),
  );
  app.post(
    '/VariationAttributeValue',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['attribute values'],
        security: admin.security,
        body: variationAttributeValueInput,
        response: { 201: schemas.attributeValue, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.catalogueWrite((tx) => variationService.createAttributeValue(tx, request.body))),
  );
  app.put(
    '/VariationAttributeValue/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['attribute values'],
        security: admin.security,
        params: idParams,
        body: variationAttributeValueUpdate,
        response: { 200: schemas.attributeValue, ...adminErrors },
      },
    },
    (request) => app.catalogueWrite((tx) => variationService.updateAttributeValue(tx, request.params.id, request.body)),
  );
  app.delete(
    '/VariationAttributeValue/:id',
    {
      onRequest: admin.onRequest,
      schema: {
        tags: ['attribute values'],
        security: admin.security,
        params: idParams,
        response: { ...noContent, ...adminErrors },
      },
    },
    async (request, reply) => {
      await app.catalogueWrite((tx) => variationService.deleteAttributeValue(tx, request.params.id));
      return reply.status(204).send(null);
    },
  );
};

export default catalogueRoutes;
