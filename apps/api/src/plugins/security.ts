import cors from '@fastify/cors';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Google Identity Services' script, button frame and styles (only when GOOGLE_CLIENT_ID is set). */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';
/** Razorpay Checkout's script, frames, calls and images (only when Razorpay keys are set). */
const RAZORPAY_CHECKOUT = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};
const NO_CHECKOUT = { script: [], frame: [], connect: [], img: [] };

/**
 * Security headers on every response (nosniff, Referrer-Policy, HSTS, and a Content-Security-Policy with
 * `object-src 'none'`, `base-uri 'none'` and `frame-ancestors 'none'`), CORS only for configured origins,
 * and compression.
 */
export default fp(async (app) => {
  // Third-party scripts are admitted only for the integrations that are configured: Razorpay Checkout and Google's
  // sign-in load their scripts from the providers (docs/product/api.md#system).
  const google = app.config.GOOGLE_CLIENT_ID ? [GOOGLE_SIGN_IN] : [];
  const razorpay = app.config.RAZORPAY_KEY_ID ? RAZORPAY_CHECKOUT : NO_CHECKOUT;
  // Images come from the bucket's public URL or CDN when S3_PUBLIC_URL is set (docs/decisions/014-object-storage.md).
  const imageHost = app.config.s3?.publicUrl ? [new URL(app.config.s3.publicUrl).origin] : [];
  // Helmet's middleware is built once: it works out every header's value when built (the policy's text among them),
  // where @fastify/helmet built it anew for each request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...razorpay.script],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', ...razorpay.img, ...imageHost],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google, ...razorpay.connect],
        frameSrc: ["'self'", ...google, ...razorpay.frame],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup reports back to its opener, which 'same-origin' would cut off.
    crossOriginOpenerPolicy: { policy: google.length > 0 ? 'same-origin-allow-popups' : 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  await app.register(cors, {
    origin: app.config.CORS_ORIGINS.length > 0 ? app.config.CORS_ORIGINS : false,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
