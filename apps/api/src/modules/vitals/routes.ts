import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';
import { vitalsReport, vitalsSummary as vitalsSummarySchema } from '@store/shared/schemas/vitals';
import { addressKey } from '../../lib/client-address.ts';
import { HttpError, TooManyRequests } from '../../lib/http-error.ts';
import { isAutomatedAgent } from './automated-agents.ts';
import { hourlyPruner, recordVitals, vitalsSummary } from './service.ts';

/** The window of VITALS_REPORTS_PER_IP_PER_HOUR: a page sends a report or two each time it is left or hidden. */
const VITALS_WINDOW_SECONDS = 3600;
/** A report of five metrics is under 300 bytes. */
export const VITALS_BODY_LIMIT = 2048;

/**
 * Core Web Vitals from real visits (docs/product/api.md#system): the store's pages report them, the admin reads
 * their 75th percentiles.
 */
const vitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const pruneIfDue = hourlyPruner(db);
  const perHour = app.config.VITALS_REPORTS_PER_IP_PER_HOUR;

  // navigator.sendBeacon with a string sends text/plain, so here text/plain carries JSON too (this plugin only).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string) as unknown);
    } catch {
      done(new HttpError(400, 'The report is not valid JSON.'), undefined);
    }
  });

  app.post(
    '/vitals',
    {
      config: { permission: 'public' },
      bodyLimit: VITALS_BODY_LIMIT,
      schema: {
        tags: ['system'],
        description: `A page's Core Web Vitals from a real visit: its page type and 1–5 metrics (LCP, INP, CLS, FCP, TTFB). JSON as application/json or text/plain (sendBeacon); at most ${VITALS_BODY_LIMIT} bytes, and VITALS_REPORTS_PER_IP_PER_HOUR (${perHour}) reports an hour from one address. Reports from headless browsers and crawlers (by their user agent) are answered 204 and not stored. Stores no address, account, URL or browser.`,
        body: vitalsReport,
        response: { 204: z.null(), 400: errorBody, 413: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      // Test runs, Lighthouse and robots are not real visitors: answered, not kept, not counted against the address.
      if (isAutomatedAgent(request.headers['user-agent'])) return reply.status(204).send(null);
      const limit = await app.rateLimiter.hit(`vitals:ip:${addressKey(request.ip)}`, perHour, VITALS_WINDOW_SECONDS);
      if (!limit.allowed) {
        throw new TooManyRequests(
          'Too many performance reports from this address. Please try again later.',
          limit.retryAfter,
        );
      }
      await recordVitals(db, request.body);
      await pruneIfDue().catch((error: unknown) => request.log.warn({ err: error }, 'pruning web vitals failed'));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/vitals',
    {
      config: { permission: 'dashboard.read' },
      schema: {
        tags: ['merchant'],
        security: [{ bearer: [] }],
        description:
          "Real visitors' Core Web Vitals over the last 7 days: per page type and metric, the 75th percentile (ms; CLS unitless) and the sample count.",
        response: { 200: vitalsSummarySchema, 401: errorBody, 403: errorBody },
      },
    },
    () => vitalsSummary(db),
  );
};

export default vitalsRoutes;
