import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryInput } from '@store/shared/schemas/catalogue';
import * as schemas from '@store/shared/schemas/catalogue';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import * as categories from '../category-service.ts';
import { taxonomy } from '../../../lib/response-cache.ts';
import { adminDelete, adminErrors, adminOnly, optionalName } from './common.ts';
import { categoryWriteTags } from '../cache-tags.ts';
import { auditActor } from '../../audit/record.ts';

/**
 * Categories (docs/product/api.md#catalogue): `?ParentCategory=` lists one collection's; reads for everyone
 * from the response cache, writes for the admin.
 */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('catalogue.write');

  app.get(
    '/Category',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['categories'],
        querystring: z.object({ parentcategory: optionalName }),
        response: { 200: z.array(schemas.category) },
      },
    },
    (request, reply) =>
      app.sendCached(request, reply, () => categories.listCategories(db, request.query.parentcategory), taxonomy),
  );
  app.get(
    '/Category/:id',
    {
      config: { permission: 'public' },
      schema: { tags: ['categories'], params: idParams, response: { 200: schemas.category, 404: errorBody } },
    },
    (request, reply) => app.sendCached(request, reply, () => categories.getCategory(db, request.params.id), taxonomy),
  );
  app.post(
    '/Category',
    {
      config: admin.config,
      schema: {
        tags: ['categories'],
        security: admin.security,
        body: categoryInput,
        response: { 201: schemas.category, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await app.catalogueWrite(async (tx, touch) => {
          const category = await categories.createCategory(tx, request.body, auditActor(request));
          touch(await categoryWriteTags(tx, category.category_id));
          return category;
        }),
      ),
  );
  app.put(
    '/Category/:id',
    {
      config: admin.config,
      schema: {
        tags: ['categories'],
        security: admin.security,
        params: idParams,
        body: categoryInput,
        response: { 200: schemas.category, ...adminErrors },
      },
    },
    (request) =>
      app.catalogueWrite(async (tx, touch) => {
        touch(await categoryWriteTags(tx, request.params.id));
        const category = await categories.updateCategory(tx, request.params.id, request.body, auditActor(request));
        touch(await categoryWriteTags(tx, request.params.id));
        return category;
      }),
  );
  app.delete('/Category/:id', adminDelete('categories'), async (request, reply) => {
    await app.catalogueWrite(async (tx, touch) => {
      touch(await categoryWriteTags(tx, request.params.id));
      await categories.deleteCategory(tx, request.params.id, auditActor(request));
    });
    return reply.status(204).send(null);
  });
};

export default categoryRoutes;
