import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@store/shared/schemas/errors';
import {
  deliveryCheck,
  pincodeParams,
  prefixParams,
  serviceabilityRowInput,
  serviceabilityTable,
  serviceabilityUpload,
} from '@store/shared/schemas/delivery';
import { TooManyRequests } from '../../lib/http-error.ts';
import { STORE_TAG } from '../../lib/response-cache.ts';
import { addressKey } from '../../lib/client-address.ts';
import { sendCsv } from '../../lib/csv.ts';
import { adminErrors, adminOnly, noContent } from '../catalogue/routes/common.ts';
import { deleteServiceabilityRow, deliveryCsvFileName, putServiceabilityRow, serviceabilityCsv } from './rows.ts';
import { checkDelivery, replaceServiceability, serviceabilityTable as readTable } from './service.ts';
import { auditActor } from '../audit/record.ts';

/** Pincode checks per client address a minute: plenty for a person, slow for walking the whole table. */
export const DELIVERY_CHECK_RULES = { perAddress: 30, windowSeconds: 60 } as const;

/**
 * Delivery (docs/product/api.md#delivery): the public pincode check of the product page, and the admin's
 * serviceability table: exported and replaced as CSV, or edited row by row (docs/product/admin.md#delivery).
 */
const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('delivery.write');
  /** The Legal page states delivery days by zone from this table (docs/product/legal.md#legal-page). */
  const tableChanged = async <T>(value: T): Promise<T> => {
    await app.invalidateTags([STORE_TAG]);
    return value;
  };

  app.get(
    '/delivery/:pincode',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['delivery'],
        description: `Where a 6-digit PIN code stands: the longest matching prefix of the serviceability table gives its zone, the days to deliver (counted from today in Asia/Kolkata, \`delivery_date\` YYYY-MM-DD) and whether cash on delivery is offered; no row is \`deliverable: false\`. 400 for anything but 6 digits; ${DELIVERY_CHECK_RULES.perAddress} checks a minute per client address (429).`,
        params: pincodeParams,
        response: { 200: deliveryCheck, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { perAddress, windowSeconds } = DELIVERY_CHECK_RULES;
      const hit = await app.rateLimiter.hit(`delivery:ip:${addressKey(request.ip)}`, perAddress, windowSeconds);
      if (!hit.allowed)
        throw new TooManyRequests('Too many pincode checks. Please wait a minute and try again.', hit.retryAfter);
      // The answer's date changes at midnight in India, so browsers and proxies keep it only briefly.
      reply.header('cache-control', 'public, max-age=60');
      return checkDelivery(db, request.params.pincode);
    },
  );

  app.get(
    '/admin/delivery',
    {
      config: admin.config,
      schema: {
        tags: ['delivery'],
        security: admin.security,
        description: 'The serviceability table, by prefix, and when it last changed.',
        response: { 200: serviceabilityTable, ...adminErrors },
      },
    },
    () => readTable(db),
  );

  app.put(
    '/admin/delivery',
    {
      config: admin.config,
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['delivery'],
        security: admin.security,
        description:
          'Replaces the whole serviceability table with the CSV in `csv` (header `prefix,zone,delivery_days,cod`; prefix 1 to 6 digits, each once; delivery_days 1 to 60; cod yes or no), in one transaction. Any wrong line: 400 VALIDATION_FAILED with every wrong line in `details.lines` (`{ line, message }`, the header is line 1), and the table unchanged. Answers the new table.',
        body: serviceabilityUpload,
        response: { 200: serviceabilityTable, ...adminErrors },
      },
    },
    async (request) => tableChanged(await replaceServiceability(db, request.body.csv, auditActor(request))),
  );

  app.get(
    '/admin/delivery.csv',
    {
      config: admin.config,
      schema: {
        tags: ['delivery'],
        security: admin.security,
        description:
          'The serviceability table as a CSV in the format PUT /admin/delivery takes (`prefix,zone,delivery_days,cod`, cod yes or no): uploaded back unchanged, it changes nothing.',
        response: { 200: z.string().describe('text/csv'), ...adminErrors },
      },
    },
    (_request, reply) => sendCsv(reply, serviceabilityCsv(db), deliveryCsvFileName()),
  );

  app.put(
    '/admin/delivery/:prefix',
    {
      config: admin.config,
      schema: {
        tags: ['delivery'],
        security: admin.security,
        description:
          "Adds the prefix's row (1 to 6 digits) or sets its zone (1 to 60 characters), delivery_days (1 to 60) and cod, audited; answers the table.",
        params: prefixParams,
        body: serviceabilityRowInput,
        response: { 200: serviceabilityTable, ...adminErrors },
      },
    },
    async (request) =>
      tableChanged(await putServiceabilityRow(db, request.params.prefix, request.body, auditActor(request))),
  );

  app.delete(
    '/admin/delivery/:prefix',
    {
      config: admin.config,
      schema: {
        tags: ['delivery'],
        security: admin.security,
        description: "Removes the prefix's row, audited; 404 when the table has no such prefix.",
        params: prefixParams,
        response: { ...noContent, ...adminErrors },
      },
    },
    async (request, reply) => {
      await tableChanged(await deleteServiceabilityRow(db, request.params.prefix, auditActor(request)));
      return reply.status(204).send(null);
    },
  );
};

export default deliveryRoutes;
