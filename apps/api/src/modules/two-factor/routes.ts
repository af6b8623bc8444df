import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenReply } from '@store/shared/schemas/account';
import { errorBody, idParams } from '@store/shared/schemas/errors';
import {
  backupCodesReply,
  twoFactorCodeInput,
  twoFactorSetupReply,
  twoFactorSignInInput,
} from '@store/shared/schemas/two-factor';
import { auditActor } from '../audit/record.ts';
import { disableTwoFactor, enableTwoFactor, setUpTwoFactor, type EnrolmentContext } from './enrolment.ts';
import { resetStaffSecondStep } from './reset.ts';
import { completeSecondStep } from './sign-in.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };
const tags = ['two-step sign-in'];
const security = [{ bearer: [] }];

/**
 * Two-step sign-in (docs/product/api.md#two-step-sign-in, docs/product/staff.md#two-step-sign-in): enrolment of the
 * signed-in account, the second step of a sign-in, and the owner's reset of a staff member's second step.
 */
const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;
  const enrolment: EnrolmentContext = {
    db,
    limiter: app.rateLimiter,
    jwtSecret: config.jwtSecret,
    issuer: new URL(config.PUBLIC_URL).host,
  };

  app.post(
    '/User/2fa/setup',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        security,
        description:
          'Starts enrolment: a new base32 secret, its otpauth:// URL and the same as a QR code (SVG), drawn on the server. Two-step sign-in is not on until POST /User/2fa/enable; setting up again replaces a secret not yet enabled. 409 when it is already on.',
        response: { 200: twoFactorSetupReply, ...errors },
      },
    },
    (request) => setUpTwoFactor(enrolment, request.user!.user_id),
  );

  app.post(
    '/User/2fa/enable',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        security,
        description:
          'Turns two-step sign-in on with a current code from the authenticator app and answers ten single-use backup codes, shown only this once. A wrong code is 400 and changes nothing.',
        body: twoFactorCodeInput,
        response: { 200: backupCodesReply, ...errors },
      },
    },
    async (request) => ({ backup_codes: await enableTwoFactor(enrolment, request.user!.user_id, request.body.code) }),
  );

  app.post(
    '/User/2fa/disable',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        security,
        description:
          'Turns two-step sign-in off with a current code or an unused backup code: the secret and backup codes are removed. A wrong code is 400 and changes nothing.',
        body: twoFactorCodeInput,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await disableTwoFactor(enrolment, request.user!.user_id, request.body.code);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/User/2fa',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        description:
          'The second step of a sign-in: the `challenge` a first step answered and a code from the authenticator app (previous, current or next 30 s step, each step once) or an unused backup code. A wrong code is 400; the challenge lives 5 minutes, is used once and dies at the fifth wrong code (401). Wrong codes are also limited per account (429).',
        body: twoFactorSignInInput,
        response: { 200: tokenReply, ...errors },
      },
    },
    (request) => completeSecondStep({ db, config, limiter: app.rateLimiter }, request.body),
  );

  app.post(
    '/admin/staff/:id/reset-2fa',
    {
      config: { permission: 'staff.manage' },
      schema: {
        tags,
        security,
        description:
          "Clears a staff member's second step (secret, backup codes) and ends their sessions; audited as `staff.reset_2fa`. 404 for an unknown id, 409 for a shopper's account.",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resetStaffSecondStep(db, auditActor(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default twoFactorRoutes;
