import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REVIEW_LIMITS,
  adminReview,
  adminReviewList,
  adminReviewQuery,
  helpfulAnswer,
  review,
  reviewEligibility,
  reviewInput,
  reviewPage,
  reviewQuery,
  reviewVisibilityInput,
} from '@store/shared/schemas/reviews';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { TooManyRequests } from '../../lib/http-error.ts';
import { optionalIdentity } from '../../lib/optional-identity.ts';
import { readFileParts } from '../media/uploads.ts';
import { addReviewPhotos, deleteReviewPhoto } from './photos.ts';
import { adminListReviews, listReviews, reviewEligibility as eligibilityOf } from './queries.ts';
import { createReview, deleteReview, setReviewHidden, updateReview, voteHelpful } from './service.ts';
import { auditActor } from '../audit/record.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const uploadErrors = { ...errors, 413: errorBody, 415: errorBody };
const security = [{ bearer: [] }];

/**
 * Writes a shopper may make in a window (docs/product/storefront.md#reviews): reviews, edits, deletions and photo
 * uploads together, and helpful votes apart.
 */
export const REVIEW_WRITE_RULES = { writes: 20, votes: 60, windowSeconds: 3600 } as const;

async function throttle(app: FastifyInstance, kind: 'writes' | 'votes', userId: number): Promise<void> {
  const result = await app.rateLimiter.hit(
    `review-${kind}:user:${userId}`,
    REVIEW_WRITE_RULES[kind],
    REVIEW_WRITE_RULES.windowSeconds,
  );
  if (result.allowed) return;
  const minutes = Math.ceil(result.retryAfter / 60);
  throw new TooManyRequests(
    `Too many review changes in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    result.retryAfter,
  );
}

/** The signed-in shopper, if any: a list reads the same for everyone but marks their own votes and review. */
async function viewerOf(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  return (await optionalIdentity(app, request))?.user_id ?? null;
}

/** Reads the `files` parts of a photo upload, with the limits in words a shopper can act on. */
const readPhotos = (request: FastifyRequest) =>
  readFileParts(request, {
    notMultipart: 'Send the photos as multipart/form-data in a field named files.',
    none: 'Choose at least one photo to upload.',
    tooLarge: `A photo is too large: each may be at most ${REVIEW_LIMITS.photoMaxMb} MB.`,
    tooMany: `A review can have at most ${REVIEW_LIMITS.photosPerReview} photos.`,
  });

const photoParams = z.object({ id: idParams.shape.id, photoId: idParams.shape.id });

/**
 * Reviews and ratings (docs/product/api.md#reviews): anyone reads a product's visible reviews; a shopper who
 * received the product writes one, edits or deletes it, adds photos, and marks others' reviews helpful; the admin
 * hides and shows reviews.
 */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // Photo uploads only; its own instance of the plugin with the review photo limits.
  await app.register(multipart, {
    limits: {
      fileSize: REVIEW_LIMITS.photoMaxMb * 1024 * 1024,
      files: REVIEW_LIMITS.photosPerReview,
      fields: 5,
      parts: 10,
    },
  });

  app.get(
    '/Product/:id/reviews',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['reviews'],
        description: `A product's visible reviews, ${REVIEW_LIMITS.pageSize} a page, newest first or (sort=helpful) most helpful first, with the average, count and stars breakdown. With a shopper's token, \`voted\` and \`mine\` are theirs.`,
        params: idParams,
        querystring: reviewQuery,
        response: { 200: reviewPage, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => listReviews(db, request.params.id, { ...request.query, viewerId: await viewerOf(app, request) }),
  );

  app.get(
    '/Product/:id/reviews/eligibility',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['reviews'],
        security,
        description:
          'Whether the signed-in shopper may review the product (it is on one of their delivered orders), and their review if they wrote one.',
        params: idParams,
        response: { 200: reviewEligibility, ...errors },
      },
    },
    (request) => eligibilityOf(db, request.user!.user_id, request.params.id),
  );

  app.post(
    '/Product/:id/reviews',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['reviews'],
        security,
        description:
          '1–5 stars, a title and text. 403 unless the product is on one of your delivered orders; 409 if you already reviewed it (edit it instead). Photos follow with POST /reviews/{id}/photos.',
        params: idParams,
        body: reviewInput,
        response: { 201: review, ...errors },
      },
    },
    async (request, reply) => {
      await throttle(app, 'writes', request.user!.user_id);
      return reply.status(201).send(await createReview(app, request.user!.user_id, request.params.id, request.body));
    },
  );

  app.put(
    '/reviews/:id',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['reviews'],
        security,
        description: 'Edits your review (404 for anyone else’s).',
        params: idParams,
        body: reviewInput,
        response: { 200: review, ...errors },
      },
    },
    async (request) => {
      await throttle(app, 'writes', request.user!.user_id);
      return updateReview(app, request.user!.user_id, request.params.id, request.body);
    },
  );

  app.delete(
    '/reviews/:id',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['reviews'],
        security,
        description: 'Deletes your review with its photos and votes.',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await throttle(app, 'writes', request.user!.user_id);
      await deleteReview(app, request.user!.user_id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reviews/:id/photos',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['reviews'],
        security,
        consumes: ['multipart/form-data'],
        description: `Adds photos to your review (multipart, repeated \`files\` field): images only, at most ${REVIEW_LIMITS.photoMaxMb} MB each, ${REVIEW_LIMITS.photosPerReview} per review and ${REVIEW_LIMITS.photosTotalMb} MB for all your review photos (413 past a limit, 415 for a file that is not an image).`,
        params: idParams,
        response: { 201: review, ...uploadErrors },
      },
    },
    async (request, reply) => {
      await throttle(app, 'writes', request.user!.user_id);
      const files = await readPhotos(request);
      return reply.status(201).send(await addReviewPhotos(app, request.user!.user_id, request.params.id, files));
    },
  );

  app.delete(
    '/reviews/:id/photos/:photoId',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['reviews'],
        security,
        description: 'Removes a photo of your review.',
        params: photoParams,
        response: { 200: review, ...errors },
      },
    },
    async (request) => {
      await throttle(app, 'writes', request.user!.user_id);
      return deleteReviewPhoto(app, request.user!.user_id, request.params.id, request.params.photoId);
    },
  );

  const voteSchema = (description: string) => ({
    tags: ['reviews'],
    security,
    description,
    params: idParams,
    response: { 200: helpfulAnswer, ...errors },
  });
  app.post(
    '/reviews/:id/helpful',
    {
      config: { permission: 'signed-in' },
      schema: voteSchema('Marks a review helpful: once per shopper (again changes nothing), never your own (403).'),
    },
    async (request) => {
      await throttle(app, 'votes', request.user!.user_id);
      return voteHelpful(db, request.user!.user_id, request.params.id, true);
    },
  );
  app.delete(
    '/reviews/:id/helpful',
    { config: { permission: 'signed-in' }, schema: voteSchema('Takes back your helpful mark.') },
    async (request) => {
      await throttle(app, 'votes', request.user!.user_id);
      return voteHelpful(db, request.user!.user_id, request.params.id, false);
    },
  );

  app.get(
    '/admin/reviews',
    {
      config: { permission: 'reviews.moderate' },
      schema: {
        tags: ['reviews'],
        security,
        description:
          'Every review, newest first, 20 a page; `visibility` (all, visible, hidden) filters, `q` matches the product name or the shopper’s email.',
        querystring: adminReviewQuery,
        response: { 200: adminReviewList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => adminListReviews(db, request.query),
  );

  app.put(
    '/admin/reviews/:id/visibility',
    {
      config: { permission: 'reviews.moderate' },
      schema: {
        tags: ['reviews'],
        security,
        description: 'Hides (`hidden: true`) or shows a review; a hidden review leaves the average and count.',
        params: idParams,
        body: reviewVisibilityInput,
        response: { 200: adminReview, ...errors },
      },
    },
    (request) => setReviewHidden(app, request.params.id, request.body.hidden, auditActor(request)),
  );
};

export default reviewRoutes;
