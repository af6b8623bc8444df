import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatRupees, toRupees } from '@store/shared/money';
import {
  availableCoupon,
  couponInput,
  couponValidateInput,
  couponValidateReply,
  couponView,
} from '@store/shared/schemas/coupons';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import { addressKey } from '../../lib/client-address.ts';
import { optionalIdentity } from '../../lib/optional-identity.ts';
import { TooManyRequests } from '../../lib/http-error.ts';
import { adminErrors, adminOnly, noContent } from '../catalogue/routes/common.ts';
import { priceCartLines } from '../orders/checkout.ts';
import { auditActor } from '../audit/record.ts';
import { availableCoupons } from './available.ts';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, quoteCoupon, updateCoupon } from './service.ts';

/** Code checks per client address in a window: enough for a shopper, slow for someone guessing codes. */
export const COUPON_CHECKS = { perAddress: 60, windowSeconds: 600 } as const;

/**
 * Coupons (docs/product/api.md#coupons): the admin's list and form, the bag's check of a code
 * (docs/product/checkout.md#coupons), open to guests, and the shopper's My Coupons list.
 */
const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const admin = adminOnly('coupons.write');
  const tags = ['coupons'];

  app.get(
    '/coupons',
    {
      config: admin.config,
      schema: { tags, security: admin.security, response: { 200: z.array(couponView), ...adminErrors } },
    },
    () => listCoupons(db),
  );
  app.get(
    '/coupons/available',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        description:
          'The public coupons the signed-in shopper can use now (active, within their dates, uses left in total and for them), with their rules in words, ending soonest first (docs/product/accounts.md#my-coupons).',
        security: [{ bearer: [] }],
        response: { 200: z.array(availableCoupon), 401: errorBody },
      },
    },
    (request) => availableCoupons(db, request.user!.user_id),
  );
  app.get(
    '/coupons/:id',
    {
      config: admin.config,
      schema: { tags, security: admin.security, params: idParams, response: { 200: couponView, ...adminErrors } },
    },
    (request) => getCoupon(db, request.params.id),
  );
  app.post(
    '/coupons',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description: 'Adds a coupon; the code is kept in upper case and is unique whatever its case (409).',
        body: couponInput,
        response: { 201: couponView, ...adminErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createCoupon(db, request.body, auditActor(request))),
  );
  app.put(
    '/coupons/:id',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        params: idParams,
        body: couponInput,
        response: { 200: couponView, ...adminErrors },
      },
    },
    (request) => updateCoupon(db, request.params.id, request.body, auditActor(request)),
  );
  app.delete(
    '/coupons/:id',
    {
      config: admin.config,
      schema: {
        tags,
        security: admin.security,
        description: 'Deletes a coupon no order used; a used one answers 409 COUPON_IN_USE (deactivate it instead).',
        params: idParams,
        response: { ...noContent, ...adminErrors },
      },
    },
    async (request, reply) => {
      await deleteCoupon(db, request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/coupons/validate',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        description:
          "What a coupon takes off a bag, priced from the catalogue. Guests may ask; a signed-in shopper's own limit is checked too. 409 COUPON_REFUSED with `details.reason` (unknown, inactive, not_started, expired, used_up, user_limit, min_amount) and a sentence to show.",
        body: couponValidateInput,
        response: { 200: couponValidateReply, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const check = await app.rateLimiter.hit(
        `coupon:ip:${addressKey(request.ip)}`,
        COUPON_CHECKS.perAddress,
        COUPON_CHECKS.windowSeconds,
      );
      if (!check.allowed) {
        throw new TooManyRequests('Too many coupon codes tried. Please try again in a few minutes.', check.retryAfter);
      }
      const user = await signedIn(request);
      const lines = await db.transaction((tx) => priceCartLines(tx, request.body.items));
      const quote = await quoteCoupon(db, user, request.body.code, lines);
      return {
        code: quote.code,
        subtotal: toRupees(quote.subtotal),
        discount_amount: toRupees(quote.discount),
        total_amount: toRupees(quote.subtotal - quote.discount),
        message: `${quote.code} applied: ${formatRupees(toRupees(quote.discount))} off.`,
      };
    },
  );

  /** The shopper asking, or null for a guest (a token that no longer works counts as a guest). */
  async function signedIn(request: Parameters<typeof app.identify>[0]): Promise<number | null> {
    return (await optionalIdentity(app, request))?.user_id ?? null;
  }
};

export default couponRoutes;
