import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from './config/config-error.ts';
import { fullEnvSchema, type Env } from './config/env-schema.ts';
import { refuseUnsafeProduction } from './config/production-rules.ts';
import { s3Config, type S3Config } from './config/s3.ts';
import { storeIdentity, type StoreIdentity } from './config/store-identity.ts';

// The one module the rest of the API reads its settings from (docs/configuration.md); the schema, the production
// rules, object storage and the seller's identity each live in config/.
export { ConfigError } from './config/config-error.ts';
export { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, type Env } from './config/env-schema.ts';
export type { S3Config } from './config/s3.ts';
export { DEMO_CONTACT, DEMO_STORE, type StoreIdentity } from './config/store-identity.ts';

export interface Config extends Omit<
  Env,
  'JWT_SECRET' | 'SMS_PROVIDER' | 'HOST' | 'PUBLIC_URL' | 'SEED_DEMO' | 'STAFF_REQUIRE_2FA'
> {
  jwtSecret: Uint8Array;
  HOST: string;
  /** Base of links in emails, without a trailing slash. */
  PUBLIC_URL: string;
  /** 'console' logs email and keeps it for /dev/outbox (development only); 'smtp' sends through SMTP_URL. */
  mailProvider: 'console' | 'smtp';
  /** 'console' logs codes (development only); 'disabled' turns sign-in by code off. */
  SMS_PROVIDER: 'console' | 'twilio' | 'disabled';
  /** Fill an empty catalogue with the demo one at start: opt-in (SEED_DEMO=1) in production. */
  SEED_DEMO: boolean;
  /** Staff must enrol two-step sign-in before they act: on by default in production (STAFF_REQUIRE_2FA). */
  STAFF_REQUIRE_2FA: boolean;
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
  const smsProvider = values.SMS_PROVIDER ?? (isProduction ? 'disabled' : 'console');
  if (isProduction) refuseUnsafeProduction(values, smsProvider);
  if (smsProvider === 'twilio' && !(values.TWILIO_ACCOUNT_SID && values.TWILIO_AUTH_TOKEN && values.TWILIO_FROM)) {
    throw new ConfigError('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
  }
  if (Boolean(values.RAZORPAY_KEY_ID) !== Boolean(values.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (the payment sandbox).');
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
    SEED_DEMO: values.SEED_DEMO ?? !isProduction,
    STAFF_REQUIRE_2FA: values.STAFF_REQUIRE_2FA ?? isProduction,
    dataDir,
    mediaDir,
    s3,
    isProduction,
    store,
    jwtSecret: new TextEncoder().encode(JWT_SECRET ?? developmentSecret(dataDir)),
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
