import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parentCategoryInput } from '@store/shared/schemas/catalogue';
import * as schemas from '@store/shared/schemas/catalogue';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import * as collections from '../collection-service.ts';
import { taxonomy } from '../../../lib/response-cache.ts';
import { adminDelete, adminErrors, adminOnly } from './common.ts';
import { collectionWriteTags } from '../cache-tags.ts';
import { auditActor } from '../../audit/record.ts';

/**
 * Collections, the parent categories (docs/product/api.md#catalogue): reads for everyone from the response
 * cache, writes for the admin.
 */
const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('catalogue.write');

  app.get(
    '/ParentCategory',
    {
      config: { permission: 'public' },
      schema: { tags: ['collections'], response: { 200: z.array(schemas.parentCategory) } },
    },
    (request, reply) => app.sendCached(request, reply, () => collections.listParentCategories(db), taxonomy),
  );
  app.get(
    '/ParentCategory/:id',
    {
      config: { permission: 'public' },
      schema: { tags: ['collections'], params: idParams, response: { 200: schemas.parentCategory, 404: errorBody } },
    },
    (request, reply) =>
      app.sendCached(request, reply, () => collections.getParentCategory(db, request.params.id), taxonomy),
  );
  app.post(
    '/ParentCategory',
    {
      config: admin.config,
      schema: {
        tags: ['collections'],
        security: admin.security,
        body: parentCategoryInput,
        response: { 201: schemas.parentCategory, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await app.catalogueWrite(async (tx, touch) => {
          const collection = await collections.createParentCategory(tx, request.body, auditActor(request));
          touch(await collectionWriteTags(tx, collection.parentcategory_id));
          return collection;
        }),
      ),
  );
  app.put(
    '/ParentCategory/:id',
    {
      config: admin.config,
      schema: {
        tags: ['collections'],
        security: admin.security,
        params: idParams,
        body: parentCategoryInput,
        response: { 200: schemas.parentCategory, ...adminErrors },
      },
    },
    (request) =>
      app.catalogueWrite(async (tx, touch) => {
        touch(await collectionWriteTags(tx, request.params.id));
        const collection = await collections.updateParentCategory(
          tx,
          request.params.id,
          request.body,
          auditActor(request),
        );
        touch(await collectionWriteTags(tx, request.params.id));
        return collection;
      }),
  );
  app.delete('/ParentCategory/:id', adminDelete('collections'), async (request, reply) => {
    await app.catalogueWrite(async (tx, touch) => {
      touch(await collectionWriteTags(tx, request.params.id));
      await collections.deleteParentCategory(tx, request.params.id, auditActor(request));
    });
    return reply.status(204).send(null);
  });
};

export default collectionRoutes;
