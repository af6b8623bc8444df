import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authConfig,
  otpSentReply,
  profileView as profile,
  proofReply,
  registerReply,
} from '@store/shared/schemas/account';
import { signInReply } from '@store/shared/schemas/two-factor';
import {
  googleLoginInput,
  idTokenInput,
  loginInput,
  otpLoginInput,
  profileInput,
  registerInput,
  sendOtpInput,
  verifyOtpInput,
} from '@store/shared/schemas/account';
import { isLocalRequest } from '../../lib/client-address.ts';
import { HttpError } from '../../lib/http-error.ts';
import { errorBody } from '@store/shared/schemas/errors';
import { verifyFirebaseIdToken, verifyGoogleIdToken } from './identity-tokens.ts';
import { sendOtp, verifyOtp, type OtpContext } from './otp-service.ts';
import { consumeProof, issueProof, PROOF_TTL_SECONDS } from './proofs.ts';
import {
  endSessions,
  findOrCreateGoogleUser,
  getProfile,
  signInByPhone,
  throttledRegister,
  throttledAuthenticate,
  updateProfile,
} from './service.ts';
import { createSmsProvider } from './sms.ts';
import { startEmailVerification } from './email-ownership.ts';
import emailRoutes from './email-routes.ts';
import { issueToken, type TokenUser } from './tokens.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { userCan } from '../staff/access.ts';
import type { Permission } from '../staff/permissions.ts';
import { finishSignIn } from '../two-factor/sign-in.ts';

export const REGISTERED = 'Thank you for registering. Please log in with your email and password.';
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
  502: errorBody,
  503: errorBody,
};

/**
 * Registration and every way of signing in (docs/product/api.md#accounts): a token is issued only by a password
 * check or against a fresh, single-use proof from a verification step (docs/decisions/006-no-token-without-proof.md).
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;
  const otp: OtpContext = {
    db,
    limiter: app.rateLimiter,
    sms: createSmsProvider(config, app.log),
    secret: config.jwtSecret,
    perIpPerHour: config.OTP_CODES_PER_IP_PER_HOUR,
  };
  const emailContext = {
    db,
    limiter: app.rateLimiter,
    mailer: app.mailer,
    secret: config.jwtSecret,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
  };
  /** Development codes go only to a client on this machine (docs/product/accounts.md#email-verification). */
  const showsDevCodes = (request: FastifyRequest) =>
    !config.isProduction && app.mailer.provider === 'console' && isLocalRequest(request);
  await app.register(emailRoutes);
  /** A fresh token for an account already signed in (its profile's new name); every sign-in ends in finishSignIn. */
  const token = (user: TokenUser) => issueToken(user, config.jwtSecret, config.JWT_TTL);
  const signIn = { db, config };
  // Someone else's profile: staff with customers.read may read it; only the owner (settings.manage) may change it.
  const ownerOnly = (email: string, user: RequestUser | null, permission: Permission) => {
    if (!user || (user.email.toLowerCase() !== email.toLowerCase() && !userCan(user, permission))) {
      throw new HttpError(403, 'You can only see and change your own profile.');
    }
  };

  app.post(
    '/User/Register',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['users'],
        description:
          "Creates an account (201) and mails it a verification link and code. An email that already has an account gets the same answer, changes nothing and gets no message (no account enumeration). With `phone_proof` (from /Otp/verify-otp or /Auth/verify-otp for this number) the number is attached as proven and dropped from other accounts' unproven claims; without it, it is kept as an unproven claim. A number another account has proven is 409. Throttled per client address (429). `dev_verification_code` is present only from a development store that keeps its email, to a client on the same machine.",
        body: registerInput,
        response: { 201: registerReply, ...errors },
      },
    },
    async (request, reply) => {
      const created = await throttledRegister(
        db,
        app.rateLimiter,
        request.body,
        config.ADMIN_EMAIL,
        request.ip,
        config.REGISTRATIONS_PER_IP_PER_HOUR,
      );
      const code = created === null ? null : await startEmailVerification(emailContext, created);
      const devCode = code && showsDevCodes(request) ? { dev_verification_code: code } : {};
      return reply.status(201).send({ message: REGISTERED, ...devCode });
    },
  );

  app.post(
    '/User',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['users'],
        description:
          "Password sign-in: 200 with a token, or with `{ two_factor_required: true, challenge }` for an account with two-step sign-in (then POST /User/2fa); 401 'Invalid email or password.'; 403 for a suspended account. Failures are throttled per account and client address, per account and per address; successes per address (429).",
        body: loginInput,
        response: { 200: signInReply, ...errors },
      },
    },
    async (request) => finishSignIn(signIn, await throttledAuthenticate(db, app.rateLimiter, request.body, request.ip)),
  );

  app.post(
    '/User/Logout',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['users'],
        description: 'Ends every token of the signed-in user.',
        security: [{ bearer: [] }],
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await endSessions(db, request.user!.user_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/User/:email/username',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        params: z.object({ email: z.string() }),
        response: { 200: profile, ...errors },
      },
    },
    async (request) => {
      ownerOnly(request.params.email, request.user, 'customers.read');
      return getProfile(db, request.params.email);
    },
  );

  app.put(
    '/User/:email/username',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['users'],
        description:
          'Saves the profile form (first and last name, mobile number). A number other than the proven one needs `phone_proof` for it (400 PHONE_PROOF_REQUIRED); one another account has proven is 409. The owner also gets a fresh token carrying the new name.',
        security: [{ bearer: [] }],
        params: z.object({ email: z.string() }),
        body: profileInput,
        response: { 200: profile.extend({ token: z.string().optional() }), ...errors },
      },
    },
    async (request) => {
      ownerOnly(request.params.email, request.user, 'settings.manage');
      const saved = await updateProfile(db, request.params.email, request.body);
      if (saved.user_id !== request.user!.user_id) return saved.profile;
      return { ...saved.profile, token: await token(saved.user) };
    },
  );

  // One-time codes by SMS
  app.post(
    '/Otp/send-otp',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sign-in by code'],
        description:
          "Sends a 6-digit code to an Indian mobile: `purpose: 'sign-in'` (default) only to a number an account has proven (else 404), `'verify'` to any, to prove it. `dev_code` is present only with the development console provider, and only to a client on the store's own machine.",
        body: sendOtpInput,
        response: { 200: otpSentReply, ...errors },
      },
    },
    async (request) => {
      const { phone_number: phone, purpose } = request.body;
      const { devCode } = await sendOtp(otp, { phone, purpose, ip: request.ip, local: isLocalRequest(request) });
      return { message: 'OTP sent', ...(devCode ? { dev_code: devCode } : {}) };
    },
  );

  app.post(
    '/Otp/verify-otp',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sign-in by code'],
        description:
          'Answers a single-use proof that the number received the code, for POST /User/OtpLogin or as `phone_proof` of registration and the profile.',
        body: verifyOtpInput,
        response: { 200: proofReply, ...errors },
      },
    },
    async (request) => {
      await verifyOtp(otp, request.body.phone_number, request.body.OtpCode);
      return {
        message: 'OTP verified',
        proof: await issueProof(db, 'otp', request.body.phone_number),
        expires_in: PROOF_TTL_SECONDS,
      };
    },
  );

  app.post(
    '/User/OtpLogin',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sign-in by code'],
        description:
          "Needs the proof from /Otp/verify-otp or /Auth/verify-otp; signs into the account that proved the number and drops the number from other accounts' unproven claims. Answers like POST /User (a token, or the second step).",
        body: otpLoginInput,
        response: { 200: signInReply, ...errors },
      },
    },
    async (request) => {
      await consumeProof(db, request.body.proof, ['otp', 'firebase'], request.body.phone_number);
      return finishSignIn(signIn, await signInByPhone(db, request.body.phone_number));
    },
  );

  // Google and Firebase ID tokens
  app.post(
    '/Auth/google-login',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sign-in with Google'],
        body: idTokenInput,
        response: { 200: proofReply.extend({ email: z.string() }), ...errors },
      },
    },
    async (request) => {
      if (!config.GOOGLE_CLIENT_ID) throw new HttpError(503, 'Google sign-in is not configured on this store.');
      const identity = await verifyGoogleIdToken(request.body.idToken, config.GOOGLE_JWKS_URL, config.GOOGLE_CLIENT_ID);
      const proof = await issueProof(db, 'google', identity.email, {
        first_name: identity.given_name,
        last_name: identity.family_name,
      });
      return { message: 'Google account verified', email: identity.email, proof, expires_in: PROOF_TTL_SECONDS };
    },
  );

  app.post(
    '/User/GoogleLogin',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sign-in with Google'],
        description:
          'Needs the proof from /Auth/google-login; creates the account on first sign-in. Answers like POST /User (a token, or the second step).',
        body: googleLoginInput,
        response: { 200: signInReply, ...errors },
      },
    },
    async (request) => {
      const used = await consumeProof(db, request.body.proof, ['google'], request.body.email_address);
      const user = await findOrCreateGoogleUser(
        db,
        used.subject,
        { first_name: used.first_name, last_name: used.last_name },
        config.ADMIN_EMAIL,
      );
      return finishSignIn(signIn, user);
    },
  );

  app.post(
    '/Auth/verify-otp',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sign-in by code'],
        description: 'Verifies a Firebase phone-auth ID token; answers a proof for POST /User/OtpLogin.',
        body: idTokenInput,
        response: { 200: proofReply.extend({ phone_number: z.string() }), ...errors },
      },
    },
    async (request) => {
      if (!config.FIREBASE_PROJECT_ID)
        throw new HttpError(503, 'Phone sign-in through Firebase is not configured on this store.');
      const phone = await verifyFirebaseIdToken(
        request.body.idToken,
        config.FIREBASE_JWKS_URL,
        config.FIREBASE_PROJECT_ID,
      );
      return {
        message: 'Phone number verified',
        phone_number: phone,
        proof: await issueProof(db, 'firebase', phone),
        expires_in: PROOF_TTL_SECONDS,
      };
    },
  );

  app.get(
    '/Auth/config',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['sign-in with Google'],
        description: 'What the sign-in screens may offer.',
        response: { 200: authConfig },
      },
    },
    async () => ({
      googleClientId: config.GOOGLE_CLIENT_ID ?? null,
      firebaseProjectId: config.FIREBASE_PROJECT_ID ?? null,
      otpProvider: config.SMS_PROVIDER,
    }),
  );
};

export default accountRoutes;
