import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productVariationInput, productVariationUpdate } from '@store/shared/schemas/catalogue';
import * as schemas from '@store/shared/schemas/catalogue';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { removeUnusedFiles } from '../../media/storage.ts';
import * as variationService from '../variation-service.ts';
import { readAttributeValues } from './attribute-values.ts';
import { adminDelete, adminErrors, adminOnly, readScope } from './common.ts';
import { productWriteTags, variationWriteTags } from '../cache-tags.ts';
import { auditActor } from '../../audit/record.ts';
import {
  attributeValueChoices,
  variationMatrixInput,
  variationMatrixResult,
} from '@store/shared/schemas/variation-matrix';
import { MATRIX_MAX_ROWS } from '@store/shared/variation-matrix';
import * as matrix from '../variation-matrix.ts';

/**
 * Product variations (docs/product/api.md#catalogue): GET /ProductVariation/{id} lists the variations of
 * product {id} (the admin page /ProductVariation/{product_id}); /ProductVariation/{id}/detail is one
 * variation, {id}/value its attribute values. Writes are the admin's.
 */
const variationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('catalogue.write');

  app.get(
    '/ProductVariation/:id',
    {
      config: { permission: 'public' },
      schema: { tags: ['variations'], params: idParams, response: { 200: z.array(schemas.variation), 404: errorBody } },
    },
    async (request) => variationService.listVariations(db, request.params.id, await readScope(app, request)),
  );
  app.get(
    '/ProductVariation/:id/detail',
    {
      config: { permission: 'public' },
      schema: { tags: ['variations'], params: idParams, response: { 200: schemas.variationDetail, 404: errorBody } },
    },
    async (request) => variationService.getVariation(db, request.params.id, await readScope(app, request)),
  );
  readAttributeValues(app, '/ProductVariation/:id/value', 'variations');
  app.post(
    '/ProductVariation',
    {
      config: admin.config,
      schema: {
        tags: ['variations'],
        security: admin.security,
        body: productVariationInput,
        response: { 201: schemas.variationDetail, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await app.catalogueWrite(async (tx, touch) => {
          const variation = await variationService.createVariation(tx, request.body, auditActor(request));
          touch(await productWriteTags(tx, request.body.product_id));
          return variation;
        }),
      ),
  );
  app.put(
    '/ProductVariation/:id',
    {
      config: admin.config,
      schema: {
        tags: ['variations'],
        security: admin.security,
        params: idParams,
        body: productVariationUpdate,
        response: { 200: schemas.variationDetail, ...adminErrors },
      },
    },
    (request) =>
      app.catalogueWrite(async (tx, touch) => {
        touch(await variationWriteTags(tx, request.params.id));
        return variationService.updateVariation(tx, request.params.id, request.body, auditActor(request));
      }),
  );
  app.post(
    '/admin/products/:id/variations',
    {
      config: admin.config,
      schema: {
        tags: ['variations'],
        security: admin.security,
        description: `Adds many variations of product {id} at once (the variation matrix): one per row, each with one value per attribute of \`attributes\` (\`values\` in their order), in one transaction. A row without \`sku\` gets one from \`sku_pattern\` (default \`{product}-{COLOR}-{SIZE}\`). Any wrong row (a value not chosen for its attribute, a combination the product has or the batch repeats, discount above price, negative stock, a SKU repeated or already used): 400 VALIDATION_FAILED, \`details.rows\` \`[{ row, message }]\` (rows from 1) and nothing added. At most ${MATRIX_MAX_ROWS} rows.`,
        params: idParams,
        body: variationMatrixInput,
        response: { 201: variationMatrixResult, ...adminErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await app.catalogueWrite(async (tx, touch) => {
          const result = await matrix.createVariationMatrix(tx, request.params.id, request.body, auditActor(request));
          touch(await productWriteTags(tx, request.params.id));
          return result;
        }),
      ),
  );
  app.get(
    '/admin/attribute-values',
    {
      config: admin.config,
      schema: {
        tags: ['variations'],
        security: admin.security,
        description: 'Each attribute with the values variations already use (one spelling each), for the matrix.',
        response: { 200: attributeValueChoices, ...adminErrors },
      },
    },
    () => matrix.attributeValueChoices(db),
  );
  app.delete('/ProductVariation/:id', adminDelete('variations'), async (request, reply) => {
    const files = await app.catalogueWrite(async (tx, touch) => {
      touch(await variationWriteTags(tx, request.params.id));
      return variationService.deleteVariation(tx, request.params.id, auditActor(request));
    });
    await removeUnusedFiles(app, files);
    return reply.status(204).send(null);
  });
};

export default variationRoutes;
