import { mkdirSync } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageUpdate } from '@store/shared/schemas/catalogue';
import { images, productVariations, products } from '../../db/schema/index.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-error.ts';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { image } from '@store/shared/schemas/catalogue';
import { removeFiles, removeUnusedFiles, storeImage } from './storage.ts';
import { toImageView } from './urls.ts';

const uploadErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody };

/**
 * Image uploads (SPEC.md §7: multipart with a repeated `files` field) and serving. Stored files are WebP
 * under generated names, served with year-long immutable caching and never as HTML or script.
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

  /** The multipart plugin's 413s ('reach files limit') in words the admin can act on. */
  function uploadLimitError(error: unknown): HttpError | undefined {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return new HttpError(413, `An image is too large: each file may be at most ${config.UPLOAD_MAX_FILE_MB} MB.`);
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      return new HttpError(413, `Too many files: upload at most ${config.UPLOAD_MAX_FILES} images at a time.`);
    }
    return undefined;
  }

  /** Reads every `files` part into memory (at most UPLOAD_MAX_FILES of UPLOAD_MAX_FILE_MB each). */
  async function readFiles(request: FastifyRequest): Promise<Buffer[]> {
    if (!request.isMultipart()) throw badRequest('Send the images as multipart/form-data in a field named files.');
    const buffers: Buffer[] = [];
    try {
      for await (const part of request.files()) {
        if (part.fieldname.toLowerCase() !== 'files') {
          part.file.resume();
          continue;
        }
        buffers.push(await part.toBuffer());
      }
    } catch (error) {
      throw uploadLimitError(error) ?? error;
    }
    if (buffers.length === 0) throw badRequest('Choose at least one image to upload.', { files: 'required' });
    return buffers;
  }

  async function saveImages(productId: number, variationId: number | null, request: FastifyRequest) {
    const buffers = await readFiles(request);
    const stored: Array<{ file_key: string; widths: number[] }> = [];
    try {
      for (const buffer of buffers) stored.push(await storeImage(config.mediaDir, buffer));
      const rows = await app.catalogueWrite(async (tx) => {
        const [last] = await tx
          .select({ max: sql<number>`coalesce(max(${images.sort_order}), -1)::int` })
          .from(images)
          .where(
            and(
              eq(images.product_id, productId),
              variationId === null ? isNull(images.productvariation_id) : eq(images.productvariation_id, variationId),
            ),
          );
        const start = (last?.max ?? -1) + 1;
        return tx
          .insert(images)
          .values(
            stored.map((file, index) => ({
              ...file,
              product_id: productId,
              productvariation_id: variationId,
              sort_order: start + index,
            })),
          )
          .returning();
      });
      return rows.map(toImageView);
    } catch (error) {
      await removeFiles(
        config.mediaDir,
        stored.map((file) => file.file_key),
      );
      throw error;
    }
  }

  const admin = { onRequest: app.requireAdmin };
  const uploadSchema = (tag: string) => ({
    tags: [tag],
    security: [{ bearer: [] }],
    consumes: ['multipart/form-data'],
    params: idParams,
    response: { 201: z.array(image), ...uploadErrors },
  });

  app.post('/Product/:id/images', { ...admin, schema: uploadSchema('products') }, async (request, reply) => {
    const [product] = await db
      .select({ id: products.product_id })
      .from(products)
      .where(eq(products.product_id, request.params.id));
    if (!product) throw notFound('Product');
    return reply.status(201).send(await saveImages(product.id, null, request));
  });

  app.post('/ProductVariation/:id/images', { ...admin, schema: uploadSchema('variations') }, async (request, reply) => {
    const [variation] = await db
      .select({ id: productVariations.productvariation_id, product_id: productVariations.product_id })
      .from(productVariations)
      .where(eq(productVariations.productvariation_id, request.params.id));
    if (!variation) throw notFound('Variation');
    return reply.status(201).send(await saveImages(variation.product_id, variation.id, request));
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
    async (request) => {
      const [row] = await app.catalogueWrite((tx) =>
        tx
          .update(images)
          .set({ sort_order: request.body.sort_order, updated_at: sql`now()` })
          .where(eq(images.image_id, request.params.id))
          .returning(),
      );
      if (!row) throw notFound('Image');
      return toImageView(row);
    },
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
      const [row] = await app.catalogueWrite((tx) =>
        tx.delete(images).where(eq(images.image_id, request.params.id)).returning(),
      );
      if (!row) throw notFound('Image');
      await removeUnusedFiles(app, [row.file_key]);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Product/:id/images',
    { schema: { tags: ['products'], params: idParams, response: { 200: z.array(image) } } },
    async (request) => {
      const rows = await db
        .select()
        .from(images)
        .where(and(eq(images.product_id, request.params.id), isNull(images.productvariation_id)))
        .orderBy(asc(images.sort_order), asc(images.image_id));
      return rows.map(toImageView);
    },
  );
};

export default mediaRoutes;
