import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '@store/shared/messages';
import { emailInput, messageReply, resetPasswordInput, verifyEmailInput } from '@store/shared/schemas/account';
import { resetPasswordSignInReply } from '@store/shared/schemas/two-factor';
import { errorBody } from '@store/shared/schemas/errors';
import {
  EMAIL_VERIFIED,
  PASSWORD_RESET,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmailByCode,
  verifyEmailByToken,
  type EmailContext,
} from './email-ownership.ts';
import { hashPassword } from './service.ts';
import { finishSignIn } from '../two-factor/sign-in.ts';

const errors = { 400: errorBody, 403: errorBody, 429: errorBody, 502: errorBody };

/**
 * Proving an email and choosing a new password through a mailed link (docs/product/api.md#accounts,
 * docs/product/accounts.md#email-verification, docs/product/accounts.md#forgotten-password).
 */
const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: EmailContext = {
    db: app.database.db,
    limiter: app.rateLimiter,
    mailer: app.mailer,
    secret: app.config.jwtSecret,
    publicUrl: app.config.PUBLIC_URL,
    log: app.log,
  };

  app.post(
    '/User/verify-email',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['users'],
        description:
          "Verifies the account's email with the link's `token`, or with `email` and the 6-digit `code` of the message. A wrong code is 400; the fifth wrong code uses the secret up (429 TOO_MANY_ATTEMPTS); an expired or used one is 400.",
        body: verifyEmailInput,
        response: { 200: messageReply, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      if ('token' in body) await verifyEmailByToken(context, body.token);
      else await verifyEmailByCode(context, body.email, body.code);
      return { message: EMAIL_VERIFIED };
    },
  );

  app.post(
    '/User/resend-verification',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['users'],
        description:
          'Mails a new verification link and code to an existing unverified account. The answer is the same for every email; throttled per email (one per 30 s, 5 an hour) and per client address (429 RETRY_AFTER).',
        body: emailInput,
        response: { 200: messageReply, ...errors },
      },
    },
    async (request) => {
      await resendVerification(context, request.body.email, request.ip);
      return { message: messages.verificationResent };
    },
  );

  app.post(
    '/User/forgot-password',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['users'],
        description:
          'Mails a single-use password-reset link, valid 30 minutes, to an existing account. The answer is the same for every email; throttled like resend-verification.',
        body: emailInput,
        response: { 200: messageReply, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(context, request.body.email, request.ip);
      return { message: messages.resetLinkSent };
    },
  );

  app.post(
    '/User/reset-password',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['users'],
        description:
          "Sets a new password with the link's token, verifies the email, ends every other session and answers a fresh token, or for an account with two-step sign-in `two_factor_required` and a `challenge` for POST /User/2fa (a suspended account gets 403 after the password is set). A bad, expired or used token is 400.",
        body: resetPasswordInput,
        response: { 200: resetPasswordSignInReply, ...errors },
      },
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const user = await resetPassword(context, request.body.token, passwordHash);
      return { message: PASSWORD_RESET, ...(await finishSignIn({ db: app.database.db, config: app.config }, user)) };
    },
  );
};

export default emailRoutes;
