import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Security headers on every response (nosniff, Referrer-Policy, HSTS, and a Content-Security-Policy with
 * `object-src 'none'`, `base-uri 'none'` and `frame-ancestors 'none'`), CORS only for configured origins,
 * and compression.
 */
export default fp(async (app) => {
  // Google Identity Services (the 'Sign in with Google' button) loads its script, styles and popup frame
  // from accounts.google.com; allowed only when GOOGLE_CLIENT_ID turns Google sign-in on.
  const google = app.config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com/gsi/'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        frameSrc: ["'self'", ...google],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: app.config.CORS_ORIGINS.length > 0 ? app.config.CORS_ORIGINS : false,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
