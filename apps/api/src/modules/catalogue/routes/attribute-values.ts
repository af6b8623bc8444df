import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { variationAttributeValueInput, variationAttributeValueUpdate } from '@store/shared/schemas/catalogue';
import * as schemas from '@store/shared/schemas/catalogue';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import * as variationService from '../variation-service.ts';
import { adminDelete, adminErrors, adminOnly, readScope, type ZodApp } from './common.ts';
import { attributeValueWriteTags, variationWriteTags } from '../cache-tags.ts';
import { auditActor } from '../../audit/record.ts';

/** GET `path` with a variation's id: its attribute values, inactive products' for the admin only. */
export function readAttributeValues(app: ZodApp, path: string, tag: string) {
  const db = app.database.db;
  app.get(
    path,
    {
      config: { permission: 'public' },
      schema: { tags: [tag], params: idParams, response: { 200: z.array(schemas.attributeValue), 404: errorBody } },
    },
    async (request) => variationService.listAttributeValues(db, request.params.id, await readScope(app, request)),
  );
}

/**
 * Attribute values of a variation (docs/product/api.md#catalogue): GET takes the variation's id, PUT and
 * DELETE the value's own id. Writes are the admin's.
 */
const attributeValueRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = adminOnly('catalogue.write');

  readAttributeValues(app, '/VariationAttributeValue/:id', 'attribute values');
  app.post(
    '/VariationAttributeValue',
    {
      config: admin.config,
      schema: {
        tags: ['attribute values'],
        security: admin.security,
        body: variationAttributeValueInput,
        response: { 201: schemas.attributeValue, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await app.catalogueWrite(async (tx, touch) => {
          touch(await variationWriteTags(tx, request.body.productvariation_id));
          return variationService.createAttributeValue(tx, request.body, auditActor(request));
        }),
      ),
  );
  app.put(
    '/VariationAttributeValue/:id',
    {
      config: admin.config,
      schema: {
        tags: ['attribute values'],
        security: admin.security,
        params: idParams,
        body: variationAttributeValueUpdate,
        response: { 200: schemas.attributeValue, ...adminErrors },
      },
    },
    (request) =>
      app.catalogueWrite(async (tx, touch) => {
        touch(await attributeValueWriteTags(tx, request.params.id));
        return variationService.updateAttributeValue(tx, request.params.id, request.body, auditActor(request));
      }),
  );
  app.delete('/VariationAttributeValue/:id', adminDelete('attribute values'), async (request, reply) => {
    await app.catalogueWrite(async (tx, touch) => {
      touch(await attributeValueWriteTags(tx, request.params.id));
      await variationService.deleteAttributeValue(tx, request.params.id, auditActor(request));
    });
    return reply.status(204).send(null);
  });
};

export default attributeValueRoutes;
