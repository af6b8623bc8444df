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
  // With Razorpay keys the Payment page loads Razorpay Checkout's script, which opens its own frame and
  // calls Razorpay (SPEC.md §7: the card provider's checkout script is loaded from the provider).
  const razorpay = app.config.RAZORPAY_KEY_ID && app.config.RAZORPAY_KEY_SECRET;
  const checkout = (...origins: string[]) => (razorpay ? origins : []);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...checkout('https://checkout.razorpay.com')],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...checkout('https://cdn.razorpay.com')],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...checkout('https://api.razorpay.com', 'https://lumberjack.razorpay.com')],
        frameSrc: ["'self'", ...checkout('https://api.razorpay.com', 'https://checkout.razorpay.com')],
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
