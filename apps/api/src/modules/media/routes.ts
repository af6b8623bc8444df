import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { image, imageUpdate } from '@store/shared/schemas/catalogue';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { deleteImage, listProductImages, moveImage, productGallery, saveImages, variationGallery } from './service.ts';
import { readScope } from '../catalogue/routes/common.ts';
import { readUploadedFiles } from './uploads.ts';

const uploadErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };

/**
 * Image uploads (docs/product/api.md#media: multipart with a repeated `files` field) and serving. Stored files
 * are WebP under generated names, served with year-long immutable caching and never as HTML or script.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;

  mkdirSync(config.mediaDir, { recursive: true });
  await app.register(multipart, {
    limits: {
      fileSize: config.UPLOAD_MAX_FILE_MB * 1024 * 1024,
      files: config.UPLOAD_MAX_FILES,
      fields: 10,
      parts: 30,
    },
  });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/images/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    index: false,
    list: false,
    wildcard: true,
    setHeaders(reply) {
      reply.header('content-security-policy', "default-src 'none'; sandbox");
    },
  });

  const admin = { onRequest: app.requireAdmin };
  const uploadSchema = (tag: string) => ({
    tags: [tag],
    security: [{ bearer: [] }],
    consumes: ['multipart/form-data'],
    params: idParams,
    response: { 201: z.array(image), ...uploadErrors },
  });

  app.post('/Product/:id/images', { ...admin, schema: uploadSchema('products') }, async (request, reply) => {
    const gallery = await productGallery(db, request.params.id);
    const files = await readUploadedFiles(request, config);
    return reply.status(201).send(await saveImages(app, gallery, files));
  });

  app.post('/ProductVariation/:id/images', { ...admin, schema: uploadSchema('variations') }, async (request, reply) => {
    const gallery = await variationGallery(db, request.params.id);
    const files = await readUploadedFiles(request, config);
    return reply.status(201).send(await saveImages(app, gallery, files));
  });

  app.put(
    '/Image/:id',
    {
      ...admin,
      schema: {
        tags: ['images'],
        security: [{ bearer: [] }],
        description: 'Moves an image in its gallery.',
        params: idParams,
        body: imageUpdate,
        response: { 200: image, ...uploadErrors },
      },
    },
    (request) => moveImage(app, request.params.id, request.body.sort_order),
  );

  app.delete(
    '/Image/:id',
    {
      ...admin,
      schema: {
        tags: ['images'],
        security: [{ bearer: [] }],
        params: idParams,
        response: { 204: z.null(), ...uploadErrors },
      },
    },
    async (request, reply) => {
      await deleteImage(app, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Product/:id/images',
    { schema: { tags: ['products'], params: idParams, response: { 200: z.array(image), 404: errorBody } } },
    async (request) => listProductImages(db, request.params.id, await readScope(app, request)),
  );
};

export default mediaRoutes;
