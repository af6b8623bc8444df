import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { variationAttributeInput } from '@store/shared/schemas/catalogue';
import * as schemas from '@store/shared/schemas/catalogue';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import * as attributes from '../attribute-service.ts';
import { taxonomy } from '../../../lib/response-cache.ts';
import { adminDelete, adminErrors, adminOnly } from './common.ts';
import { attributeWriteTags } from '../cache-tags.ts';
import { auditActor } from '../../audit/record.ts';

/**
 * Variation attributes such as size and color (docs/product/api.md#catalogue): reads for everyone from the
 * response cache, writes for the admin.
 */
const attributeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('catalogue.write');

  app.get(
    '/VariationAttribute',
    {
      config: { permission: 'public' },
      schema: { tags: ['attributes'], response: { 200: z.array(schemas.attribute) } },
    },
    (request, reply) => app.sendCached(request, reply, () => attributes.listAttributes(db), taxonomy),
  );
  app.get(
    '/VariationAttribute/:id',
    {
      config: { permission: 'public' },
      schema: { tags: ['attributes'], params: idParams, response: { 200: schemas.attribute, 404: errorBody } },
    },
    (request, reply) => app.sendCached(request, reply, () => attributes.getAttribute(db, request.params.id), taxonomy),
  );
  app.post(
    '/VariationAttribute',
    {
      config: admin.config,
      schema: {
        tags: ['attributes'],
        security: admin.security,
        body: variationAttributeInput,
        response: { 201: schemas.attribute, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await app.catalogueWrite(async (tx, touch) => {
          const attribute = await attributes.createAttribute(tx, request.body, auditActor(request));
          touch(attributeWriteTags(attribute.attribute_id));
          return attribute;
        }),
      ),
  );
  app.put(
    '/VariationAttribute/:id',
    {
      config: admin.config,
      schema: {
        tags: ['attributes'],
        security: admin.security,
        params: idParams,
        body: variationAttributeInput,
        response: { 200: schemas.attribute, ...adminErrors },
      },
    },
    (request) =>
      app.catalogueWrite((tx, touch) => {
        touch(attributeWriteTags(request.params.id));
        return attributes.updateAttribute(tx, request.params.id, request.body, auditActor(request));
      }),
  );
  app.delete('/VariationAttribute/:id', adminDelete('attributes'), async (request, reply) => {
    await app.catalogueWrite((tx, touch) => {
      touch(attributeWriteTags(request.params.id));
      return attributes.deleteAttribute(tx, request.params.id, auditActor(request));
    });
    return reply.status(204).send(null);
  });
};

export default attributeRoutes;
