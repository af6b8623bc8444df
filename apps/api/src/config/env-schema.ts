import { z } from 'zod';
import { ordersEnv } from './env-orders.ts';
import { marketingEnv } from './env-marketing.ts';
import { privacyEnv } from './env-privacy.ts';
import { findGstState, gstinProblem } from '@store/shared/gst';
import { boolean, optionalSetting, trustProxy } from './env-fields.ts';
import { s3Env } from './s3.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@store.local';
export const DEFAULT_ADMIN_PASSWORD = 'admin12345';

/** Every environment variable the store reads; docs/configuration.md lists the same. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Interface to listen on; development and test listen on loopback only unless it is set. */
  HOST: z.string().optional(),
  /** Where shoppers reach the store; links in emails start with it. */
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** API processes `npm run start:cluster` starts (docs/decisions/015-several-processes.md); read by its script. */
  CLUSTER_PROCESSES: z.coerce.number().int().min(1).max(64).default(2),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL: z.string().default('7d'),
  ADMIN_EMAIL: z.email().default(DEFAULT_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').default(DEFAULT_ADMIN_PASSWORD),
  /** `1` lets ADMIN_EMAIL name an existing shopper account, which then becomes the admin (its sessions end). */
  ADMIN_ADOPT_EXISTING: boolean,
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: trustProxy,
  /**
   * Whether an empty catalogue gets the demo one (with its live coupons) at start; unset or empty: yes in development,
   * no in production (docs/decisions/011-production-refuses-unsafe-defaults.md).
   */
  SEED_DEMO: z
    .enum(['1', '0', 'true', 'false', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value === '1' || value === 'true')),
  /**
   * Whether staff and the owner must enrol two-step sign-in before anything but the Security page
   * (docs/product/staff.md#two-step-sign-in); unset or empty: yes in production, no in development.
   */
  STAFF_REQUIRE_2FA: z
    .enum(['1', '0', 'true', 'false', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value === '1' || value === 'true')),
  /** Whole rupees a `support` staff member may refund in total on one order (docs/product/staff.md#roles). */
  SUPPORT_REFUND_LIMIT: z.coerce.number().int().min(0).max(10_000_000).default(5000),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: readable lines (pino-pretty) when stdout is a terminal, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** Size bound of the catalogue response cache in megabytes (0 turns it off). */
  CACHE_MAX_MB: z.coerce.number().min(0).default(64),
  /**
   * How long units sold may wait before they count (docs/decisions/018-sales-tally.md): the tally of paid, cancelled
   * and returned units is counted into the products, and the cached answers ordered by units sold (popularity,
   * relevance ties, suggestions) refreshed, once its oldest row is this old (0: within a second).
   */
  CACHE_SALES_WINDOW_SECONDS: z.coerce.number().min(0).max(3600).default(300),
  /**
   * The channel cache invalidations travel on (PostgreSQL NOTIFY, or Redis pub/sub when REDIS_URL is set); processes
   * of one store share it, and stores sharing one Redis need different ones.
   */
  CACHE_CHANNEL: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'lower-case letters, digits and _, starting with a letter or _ (63 at most)')
    .default('catalogue_changed'),
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).default(10),
  UPLOAD_MAX_FILE_MB: z.coerce.number().min(0.01).default(10),
  /** Catalogue import (docs/product/catalogue-import.md#limits): the CSV's size, its data rows, the images ZIP's size. */
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(50 * 1024 * 1024),
  IMPORT_MAX_ROWS: z.coerce.number().int().min(1).default(200_000),
  IMPORT_MAX_ZIP_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(500 * 1024 * 1024),
  /** New images one import may store from its ZIP; the ZIP may hold at most this many entries. */
  IMPORT_MAX_IMAGES: z.coerce.number().int().min(1).default(2000),
  /** How fast an apply writes rows while the store serves shoppers (0: as fast as it can). */
  IMPORT_ROWS_PER_SECOND: z.coerce.number().int().min(0).default(1000),
  REDIS_URL: z.string().url().optional(),
  /** Prefix of this store's keys in Redis (rate-limit counters): stores sharing one Redis need different ones. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_:.-]{1,64}$/, 'letters, digits and _ : . - (64 at most)')
    .default('store:'),
  /** `smtp://user:pass@host:port` or `smtps://…`: how email is sent; unset in development logs it instead. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Store <no-reply@store.local>'),
  SMS_PROVIDER: z.enum(['console', 'twilio', 'disabled']).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
  /** One-time codes one client address (an IPv6 /64) may ask for in an hour (docs/product/accounts.md#one-time-codes). */
  OTP_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Registrations one client address (an IPv6 /64) may attempt in an hour (docs/product/accounts.md#registration). */
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Web vitals reports one client address (an IPv6 /64) may send in an hour (docs/product/api.md#system). */
  VITALS_REPORTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(300),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FIREBASE_PROJECT_ID: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com'),
  PAYMENTS_SANDBOX: boolean,
  /**
   * Milliseconds between the outbox worker's looks for due messages (docs/product/orders.md#delivery-and-retries);
   * it also wakes right after a change queues one. 0 turns this process's worker off.
   */
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  /**
   * Milliseconds between the back-in-stock alert job's looks for due alerts
   * (docs/product/storefront.md#back-in-stock-alerts); it also wakes right after a restock. 0 turns it off here.
   */
  STOCK_ALERT_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /**
   * After a change queues a message, how long the outbox worker waits for more before it claims
   * (docs/product/orders.md#delivery-and-retries): messages committed within it go out as one batch. 0: at once.
   */
  OUTBOX_GATHER_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * On SIGTERM/SIGINT, how long requests in flight may take to finish before their connections are cut
   * (README "Operating it").
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * Bearer token of `GET /api/metrics` (docs/product/api.md#system); production without it serves no metrics.
   * Empty counts as unset.
   */
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  FIREBASE_JWKS_URL: z
    .string()
    .url()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  /** The seller on GST tax invoices (docs/product/orders.md#invoice-settings); empty counts as unset. */
  STORE_LEGAL_NAME: optionalSetting(200),
  STORE_GSTIN: z
    .string()
    .optional()
    .transform((value) => value?.trim().toUpperCase() || undefined)
    .superRefine((value, context) => {
      const problem = value === undefined ? null : gstinProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: `not a valid GSTIN: ${problem}` });
    }),
  STORE_ADDRESS: optionalSetting(500),
  STORE_STATE: optionalSetting(100).superRefine((value, context) => {
    if (value !== undefined && !findGstState(value)) {
      context.addIssue({ code: 'custom', message: `${value} is not an Indian state or union territory` });
    }
  }),
});

export const fullEnvSchema = envSchema
  .extend(s3Env.shape)
  .extend(ordersEnv.shape)
  .extend(marketingEnv.shape)
  .extend(privacyEnv.shape);

export type Env = z.infer<typeof fullEnvSchema>;
