import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  GRIEVANCE_LIMITS,
  adminGrievance,
  adminGrievanceList,
  adminGrievanceQuery,
  grievanceEmailQuery,
  grievanceFiled,
  grievanceFollowUp,
  grievanceInput,
  grievanceReferenceParams,
  grievanceReplyInput,
  grievanceStatusInput,
  grievanceView,
} from '@store/shared/schemas/grievances';
import { errorBody } from '@store/shared/schemas/errors';
import { addressKey } from '../../lib/client-address.ts';
import { TooManyRequests, badRequest } from '../../lib/http-error.ts';
import { optionalIdentity } from '../../lib/optional-identity.ts';
import type { RateLimitResult } from '../../lib/rate-limiter.ts';
import { auditActor } from '../audit/record.ts';
import { readMultipartForm } from '../media/uploads.ts';
import {
  adminGrievance as readAdminGrievance,
  adminListGrievances,
  replyToGrievance,
  setGrievanceStatus,
} from './admin.ts';
import { addFollowUp, fileGrievance, readGrievance, type GrievanceViewer } from './service.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const security = [{ bearer: [] }];

/**
 * How often one address and one account may file, and read or write to grievances, in a window
 * (docs/product/legal.md#grievances). Reading by reference and email is limited too, so emails cannot be guessed.
 */
export const GRIEVANCE_RULES = {
  file: { perAddress: 10, perUser: 5 },
  read: { perAddress: 120, perUser: 120 },
  windowSeconds: 3600,
} as const;

async function throttle(app: FastifyInstance, kind: 'file' | 'read', request: FastifyRequest, userId: number | null) {
  const rules = GRIEVANCE_RULES[kind];
  const hits: Array<{ key: string; limit: number }> = [
    { key: `grievance-${kind}:ip:${addressKey(request.ip)}`, limit: rules.perAddress },
  ];
  if (userId !== null) hits.push({ key: `grievance-${kind}:user:${userId}`, limit: rules.perUser });
  const results: RateLimitResult[] = await app.rateLimiter.hitAll(hits, GRIEVANCE_RULES.windowSeconds);
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return;
  const wait = Math.max(...refused.map((result) => result.retryAfter));
  const minutes = Math.ceil(wait / 60);
  throw new TooManyRequests(
    kind === 'file'
      ? `Too many complaints filed in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
      : `Too many requests about complaints in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    wait,
  );
}

/** The filing's fields, from JSON or a multipart form (with its photos), checked by grievanceInput. */
async function filing(request: FastifyRequest) {
  const { fields, files } = request.isMultipart()
    ? await readMultipartForm(request, {
        notMultipart: '',
        none: '',
        tooLarge: `A photo is too large: each may be at most ${GRIEVANCE_LIMITS.photoMaxMb} MB.`,
        tooMany: `A complaint can have at most ${GRIEVANCE_LIMITS.photos} photos.`,
      })
    : { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
  const parsed = grievanceInput.safeParse(fields);
  if (!parsed.success) {
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) found[issue.path.join('.') || 'request'] ??= issue.message;
    const [field, message] = Object.entries(found)[0]!;
    throw badRequest(`${field}: ${message}`, found);
  }
  return { input: parsed.data, files };
}

const viewerOf = async (app: FastifyInstance, request: FastifyRequest, email?: string): Promise<GrievanceViewer> => ({
  userId: (await optionalIdentity(app, request))?.user_id ?? null,
  email,
});

/**
 * Grievances (docs/product/api.md#grievances): a shopper, signed in or a guest with an order and its email, files a
 * complaint and follows it; support answers it within the law's deadlines (docs/product/legal.md#grievances).
 */
const grievanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  // The filing's photos; its own instance of the plugin with the review photos' limits.
  await app.register(multipart, {
    limits: {
      fileSize: GRIEVANCE_LIMITS.photoMaxMb * 1024 * 1024,
      files: GRIEVANCE_LIMITS.photos,
      fields: 10,
      parts: 15,
    },
  });

  app.post(
    '/grievances',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['grievances'],
        description: `Files a complaint (JSON, or multipart/form-data with the same fields and up to ${GRIEVANCE_LIMITS.photos} \`files\`, images of at most ${GRIEVANCE_LIMITS.photoMaxMb} MB each): \`category\`, \`text\` (${GRIEVANCE_LIMITS.textMin}–${GRIEVANCE_LIMITS.textMax} characters), \`order_id\` (optional when signed in: one of your orders) and, for a guest, \`email\`, the order's email (404 when the pair does not match). Answers the reference; the acknowledgement is emailed.`,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: grievanceFiled, ...errors, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(app, request);
      await throttle(app, 'file', request, viewer.userId);
      const { input, files } = await filing(request);
      return reply.status(201).send(await fileGrievance(app, viewer, input, files));
    },
  );

  app.get(
    '/grievances/:reference',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['grievances'],
        description:
          'A complaint with its status, deadlines and thread: for the signed-in shopper it belongs to, or with `email`, the one it was filed with (404 otherwise).',
        params: grievanceReferenceParams,
        querystring: grievanceEmailQuery,
        response: { 200: grievanceView, ...errors },
      },
    },
    async (request) => {
      const viewer = await viewerOf(app, request, request.query.email);
      await throttle(app, 'read', request, viewer.userId);
      return readGrievance(db, request.params.reference, viewer);
    },
  );

  app.post(
    '/grievances/:reference/messages',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['grievances'],
        description:
          'Adds the shopper’s message to an open complaint (a guest sends `email` too); 409 once it is resolved or rejected.',
        params: grievanceReferenceParams,
        body: grievanceFollowUp,
        response: { 201: grievanceView, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(app, request, request.body.email);
      await throttle(app, 'read', request, viewer.userId);
      return reply.status(201).send(await addFollowUp(db, request.params.reference, viewer, request.body.text));
    },
  );

  app.get(
    '/admin/grievances',
    {
      config: { permission: 'grievances.manage' },
      schema: {
        tags: ['grievances'],
        security,
        description: `Every complaint, newest first, ${GRIEVANCE_LIMITS.pageSize} a page; \`status\` (all, Open, Acknowledged, Resolved, Rejected or overdue) filters.`,
        querystring: adminGrievanceQuery,
        response: { 200: adminGrievanceList, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => adminListGrievances(db, request.query),
  );

  app.get(
    '/admin/grievances/:reference',
    {
      config: { permission: 'grievances.manage' },
      schema: {
        tags: ['grievances'],
        security,
        description: 'One complaint with its photos and thread.',
        params: grievanceReferenceParams,
        response: { 200: adminGrievance, ...errors },
      },
    },
    (request) => readAdminGrievance(db, request.params.reference),
  );

  app.post(
    '/admin/grievances/:reference/replies',
    {
      config: { permission: 'grievances.manage' },
      schema: {
        tags: ['grievances'],
        security,
        description: 'Replies to an open complaint: shown on its page and emailed to the shopper.',
        params: grievanceReferenceParams,
        body: grievanceReplyInput,
        response: { 201: adminGrievance, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await replyToGrievance(
            db,
            app.config.PUBLIC_URL,
            auditActor(request),
            request.params.reference,
            request.body.text,
          ),
        ),
  );

  app.post(
    '/admin/grievances/:reference/status',
    {
      config: { permission: 'grievances.manage' },
      schema: {
        tags: ['grievances'],
        security,
        description:
          'Acknowledged (an optional `reply`), Resolved or Rejected (a `reply` required: 400 without). 409 for a closed complaint.',
        params: grievanceReferenceParams,
        body: grievanceStatusInput,
        response: { 200: adminGrievance, ...errors },
      },
    },
    (request) =>
      setGrievanceStatus(db, app.config.PUBLIC_URL, auditActor(request), request.params.reference, request.body),
  );
};

export default grievanceRoutes;
