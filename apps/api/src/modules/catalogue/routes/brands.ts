import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandInput } from '@store/shared/schemas/catalogue';
import * as schemas from '@store/shared/schemas/catalogue';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import * as brands from '../brand-service.ts';
import { taxonomy } from '../../../lib/response-cache.ts';
import { adminDelete, adminErrors, adminOnly, optionalName } from './common.ts';
import { brandWriteTags } from '../cache-tags.ts';
import { auditActor } from '../../audit/record.ts';

/**
 * Brands (docs/product/api.md#catalogue): `?brand=` lists those with products in one collection; reads for
 * everyone from the response cache, writes for the admin.
 */
const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('catalogue.write');

  app.get(
    '/Brand',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['brands'],
        querystring: z.object({ brand: optionalName }),
        response: { 200: z.array(schemas.brand) },
      },
    },
    (request, reply) => app.sendCached(request, reply, () => brands.listBrands(db, request.query.brand), taxonomy),
  );
  app.get(
    '/Brand/:id',
    {
      config: { permission: 'public' },
      schema: { tags: ['brands'], params: idParams, response: { 200: schemas.brand, 404: errorBody } },
    },
    (request, reply) => app.sendCached(request, reply, () => brands.getBrand(db, request.params.id), taxonomy),
  );
  app.post(
    '/Brand',
    {
      config: admin.config,
      schema: {
        tags: ['brands'],
        security: admin.security,
        body: brandInput,
        response: { 201: schemas.brand, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await app.catalogueWrite(async (tx, touch) => {
          const brand = await brands.createBrand(tx, request.body, auditActor(request));
          touch(await brandWriteTags(tx, brand.brand_id));
          return brand;
        }),
      ),
  );
  app.put(
    '/Brand/:id',
    {
      config: admin.config,
      schema: {
        tags: ['brands'],
        security: admin.security,
        params: idParams,
        body: brandInput,
        response: { 200: schemas.brand, ...adminErrors },
      },
    },
    (request) =>
      app.catalogueWrite(async (tx, touch) => {
        touch(await brandWriteTags(tx, request.params.id));
        const brand = await brands.updateBrand(tx, request.params.id, request.body, auditActor(request));
        touch(await brandWriteTags(tx, request.params.id));
        return brand;
      }),
  );
  app.delete('/Brand/:id', adminDelete('brands'), async (request, reply) => {
    await app.catalogueWrite(async (tx, touch) => {
      touch(await brandWriteTags(tx, request.params.id));
      await brands.deleteBrand(tx, request.params.id, auditActor(request));
    });
    return reply.status(204).send(null);
  });
};

export default brandRoutes;
