import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { findGstState, gstinProblem } from '@store/shared/gst';
import { ordersEnv } from './config/env-orders.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@store.local';
export const DEFAULT_ADMIN_PASSWORD = 'admin12345';

const boolean = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** proxy-addr's names for the loopback, link-local and unique-local ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) =>
  PROXY_RANGE_NAMES.has(entry) ||
  ipaddr.IPv4.isValidFourPartDecimal(entry) ||
  ipaddr.IPv4.isValidCIDRFourPartDecimal(entry) ||
  ipaddr.IPv6.isValid(entry) ||
  ipaddr.IPv6.isValidCIDR(entry);

/**
 * Which proxies may name the client in X-Forwarded-For (docs/decisions/011-production-refuses-unsafe-defaults.md):
 * empty or `false` none, `true` every one, a whole number that many hops (as a number: Fastify would read the text
 * `1` as the address 0.0.0.1), otherwise a comma-separated list of addresses and CIDR ranges.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((value, context): boolean | number | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isAddressOrRange(entry));
    if (wrong.length > 0 || entries.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `not an address or CIDR range: ${wrong.join(', ') || text} (use empty, false, true, a hop count, or addresses/CIDRs separated by commas)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A free-text setting; empty counts as unset. */
function optionalSetting(max: number) {
  return z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(z.string().max(max, `at most ${max} characters`).optional());
}

/** Every environment variable the store reads; README "Configuration" lists the same. */
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
  SEED_DEMO: z
    .enum(['1', '0', 'true', 'false', ''])
    .default('1')
    .transform((value) => value !== '0' && value !== 'false'),
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

/** An optional text where an empty value (`S3_BUCKET=` in an .env file) counts as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * Object storage for images (docs/decisions/014-object-storage.md): all four of endpoint, bucket and keys, or
 * none (the local media folder).
 */
const s3Env = z.object({
  S3_ENDPOINT: optionalText.pipe(z.url('S3_ENDPOINT must be a URL such as https://s3.example.com').optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
  /** Where browsers fetch images straight from the bucket or its CDN; unset, the store serves them itself. */
  S3_PUBLIC_URL: optionalText.pipe(z.url('S3_PUBLIC_URL must be a URL such as https://cdn.example.com').optional()),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** What the S3 object store needs; undefined keeps images in the local media folder. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base of image URLs without a trailing slash, when browsers fetch images from the bucket or a CDN. */
  publicUrl: string | undefined;
}

function s3Config(values: z.infer<typeof s3Env>): S3Config | undefined {
  const missing = S3_REQUIRED.filter((name) => !values[name]);
  if (missing.length === S3_REQUIRED.length) {
    if (values.S3_PUBLIC_URL) {
      throw new ConfigError(`S3_PUBLIC_URL is set but object storage is not: also set ${S3_REQUIRED.join(', ')}.`);
    }
    return undefined;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Object storage needs ${S3_REQUIRED.join(', ')} together (or none of them, for the local media folder); missing: ${missing.join(', ')}.`,
    );
  }
  return {
    endpoint: values.S3_ENDPOINT!,
    bucket: values.S3_BUCKET!,
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    publicUrl: values.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

const fullEnvSchema = envSchema.extend(s3Env.shape).extend(ordersEnv.shape);

export type Env = z.infer<typeof fullEnvSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'SMS_PROVIDER' | 'HOST' | 'PUBLIC_URL'> {
  jwtSecret: Uint8Array;
  HOST: string;
  /** Base of links in emails, without a trailing slash. */
  PUBLIC_URL: string;
  /** 'console' logs email and keeps it for /dev/outbox (development only); 'smtp' sends through SMTP_URL. */
  mailProvider: 'console' | 'smtp';
  /** 'console' logs codes (development only); 'disabled' turns sign-in by code off. */
  SMS_PROVIDER: 'console' | 'twilio' | 'disabled';
  dataDir: string;
  mediaDir: string;
  /** Object storage for images when S3_* is set (docs/decisions/014-object-storage.md), else undefined. */
  s3: S3Config | undefined;
  isProduction: boolean;
  /**
   * The seller on tax invoices, or null in production when STORE_GSTIN is unset: invoices are then refused rather
   * than printed with a made-up GSTIN (docs/product/orders.md#invoice-settings).
   */
  store: StoreIdentity | null;
}

/** Who sells, as GST invoices name it. */
export interface StoreIdentity {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
  /** Two-digit GST state code: the GSTIN's first two digits. */
  stateCode: string;
}

/** A plausible demo business in Karnataka (state code 29), for development and tests only. */
export const DEMO_STORE: StoreIdentity = {
  legalName: 'Kaveri Threads Private Limited',
  gstin: '29AABCK1234M1ZG',
  address: '42, 3rd Cross, 100 Feet Road, Indiranagar, Bengaluru 560038',
  state: 'Karnataka',
  stateCode: '29',
};

export class ConfigError extends Error {}

/**
 * Reads the environment once, at start, and fails fast naming the variable. Production refuses unsafe defaults
 * (docs/decisions/011-production-refuses-unsafe-defaults.md); development keeps a generated secret in the data
 * folder.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = fullEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production (at least 32 random characters).');
  }
  if (isProduction && values.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
    throw new ConfigError('ADMIN_PASSWORD must be set to a non-default value when NODE_ENV=production.');
  }
  const smsProvider = values.SMS_PROVIDER ?? (isProduction ? 'disabled' : 'console');
  if (isProduction && smsProvider === 'console') {
    throw new ConfigError('SMS_PROVIDER=console would log sign-in codes; it is refused when NODE_ENV=production.');
  }
  if (smsProvider === 'twilio' && !(values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN && values.TWILIO_FROM)) {
    throw new ConfigError('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
  }
  if (isProduction && !values.SMTP_URL) {
    throw new ConfigError('SMTP_URL is required when NODE_ENV=production (verification and password-reset email).');
  }
  const razorpay = Boolean(values.RAZORPAY_KEY_ID && values.RAZORPAY_KEY_SECRET);
  if (Boolean(values.RAZORPAY_KEY_ID) !== Boolean(values.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (the payment sandbox).');
  }
  if (isProduction && !razorpay && !values.PAYMENTS_SANDBOX) {
    throw new ConfigError(
      'No Razorpay keys: NODE_ENV=production refuses the payment sandbox unless PAYMENTS_SANDBOX=1.',
    );
  }
  const s3 = s3Config(values);

  const store = storeIdentity(values, isProduction);
  const dataDir = path.resolve(values.DATA_DIR);
  const mediaDir = path.join(dataDir, 'media');
  const { JWT_SECRET, ...rest } = values;
  return {
    ...rest,
    HOST: values.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    mailProvider: values.SMTP_URL ? 'smtp' : 'console',
    SMS_PROVIDER: smsProvider,
    dataDir,
    mediaDir,
    s3,
    isProduction,
    store,
    jwtSecret: new TextEncoder().encode(JWT_SECRET ?? developmentSecret(dataDir)),
  };
}

/**
 * The seller of tax invoices from STORE_*: the state comes from STORE_STATE or else the GSTIN's state code, and
 * the two must agree. Development and tests fall back to DEMO_STORE field by field; production has no fallback
 * (docs/product/orders.md#invoice-settings): without STORE_GSTIN there is no seller (null, invoices refused, a
 * warning at start), and with it the legal name and address are required.
 */
function storeIdentity(values: Env, isProduction: boolean): StoreIdentity | null {
  const { STORE_GSTIN: gstin, STORE_LEGAL_NAME: legalName, STORE_ADDRESS: address } = values;
  if (isProduction && !gstin) return null;
  if (isProduction && !(legalName && address)) {
    throw new ConfigError(
      'STORE_GSTIN needs STORE_LEGAL_NAME and STORE_ADDRESS when NODE_ENV=production (tax invoices).',
    );
  }
  const fromGstin = gstin ? findGstState(gstin.slice(0, 2)) : undefined;
  const named = values.STORE_STATE ? findGstState(values.STORE_STATE) : undefined;
  const state = named ?? fromGstin ?? findGstState(DEMO_STORE.state)!;
  const finalGstin = gstin ?? (state.code === DEMO_STORE.stateCode ? DEMO_STORE.gstin : undefined);
  if (!finalGstin) {
    throw new ConfigError(
      `STORE_STATE is ${state.name} (${state.code}): set STORE_GSTIN too (its first two digits are ${state.code}).`,
    );
  }
  if (finalGstin.slice(0, 2) !== state.code) {
    throw new ConfigError(
      `STORE_GSTIN starts with ${finalGstin.slice(0, 2)} but STORE_STATE is ${state.name} (GST state code ${state.code}).`,
    );
  }
  return {
    legalName: legalName ?? DEMO_STORE.legalName,
    gstin: finalGstin,
    address: address ?? DEMO_STORE.address,
    state: state.name,
    stateCode: state.code,
  };
}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
