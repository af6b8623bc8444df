import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { registerPublic } from '../../plugins/permissions.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { image, imageUpdate } from '@store/shared/schemas/catalogue';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { deleteImage, listProductImages, moveImage, productGallery, saveImages, variationGallery } from './service.ts';
import { readScope } from '../catalogue/routes/common.ts';
import { readUploadedFiles } from './uploads.ts';
import { IMMUTABLE_CACHE_CONTROL } from './object-store.ts';
import { HttpError } from '../../lib/http-error.ts';
import { auditActor } from '../audit/record.ts';

/** Stored images are never run as a page, whoever links to them. */
const IMAGE_CSP = "default-src 'none'; sandbox";
/** The names the store gives image files (`{key}-{width}.webp`); anything else is not one of its images. */
const IMAGE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.webp$/;

/** Whether an If-None-Match header names the object's ETag (a list, weak or strong). */
const alreadyHas = (header: string | undefined, etag: string) =>
  header !== undefined &&
  (header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

const uploadErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };

/**
 * Image uploads (docs/product/api.md#media: multipart with a repeated `files` field) and serving. Stored files
 * are WebP under generated names, served with year-long immutable caching and never as HTML or script.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;

  await app.register(multipart, {
    limits: {
      fileSize: config.UPLOAD_MAX_FILE_MB * 1024 * 1024,
      files: config.UPLOAD_MAX_FILES,
      fields: 10,
      parts: 30,
    },
  });
  const store = app.objectStore;
  if (store.localDir) {
    // The local media folder, served exactly as before object storage (docs/decisions/014-object-storage.md).
    mkdirSync(store.localDir, { recursive: true });
    // Public files; the library's routes cannot declare it themselves (docs/product/staff.md#roles).
    await registerPublic(app, (scope) =>
      scope.register(fastifyStatic, {
        root: store.localDir,
        prefix: '/images/',
        decorateReply: false,
        immutable: true,
        maxAge: '365d',
        index: false,
        list: false,
        wildcard: true,
        setHeaders(reply) {
          reply.header('content-security-policy', IMAGE_CSP);
        },
      }),
    );
  } else {
    // Images in S3 without S3_PUBLIC_URL: read from the bucket and served with the same headers as local files.
    app.get(
      '/images/:file',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['images'],
          description: 'One stored width of an image, `{key}-{width}.webp`, read from object storage.',
          params: z.object({ file: z.string() }),
          response: { 200: z.unknown(), 304: z.null(), 404: errorBody },
        },
      },
      async (request, reply) => {
        const noSuchImage = new HttpError(404, 'No such image.');
        if (!IMAGE_FILE.test(request.params.file)) throw noSuchImage;
        const object = await store.get(request.params.file);
        if (!object) throw noSuchImage;
        reply
          .header('cache-control', IMMUTABLE_CACHE_CONTROL)
          .header('content-security-policy', IMAGE_CSP)
          .type(object.contentType);
        if (object.etag) reply.header('etag', object.etag);
        if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
        if (object.etag && alreadyHas(request.headers['if-none-match'], object.etag)) {
          object.body.destroy();
          return reply.status(304).send(null);
        }
        if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
        return reply.send(object.body);
      },
    );
  }

  const admin = { config: { permission: 'catalogue.write' as const } };
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
    return reply.status(201).send(await saveImages(app, gallery, files, auditActor(request)));
  });

  app.post('/ProductVariation/:id/images', { ...admin, schema: uploadSchema('variations') }, async (request, reply) => {
    const gallery = await variationGallery(db, request.params.id);
    const files = await readUploadedFiles(request, config);
    return reply.status(201).send(await saveImages(app, gallery, files, auditActor(request)));
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
    (request) => moveImage(app, request.params.id, request.body.sort_order, auditActor(request)),
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
      await deleteImage(app, request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Product/:id/images',
    {
      config: { permission: 'public' },
      schema: { tags: ['products'], params: idParams, response: { 200: z.array(image), 404: errorBody } },
    },
    async (request) => listProductImages(db, request.params.id, await readScope(app, request)),
  );
};

export default mediaRoutes;
