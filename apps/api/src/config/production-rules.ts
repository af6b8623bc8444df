import { ConfigError } from './config-error.ts';
import { DEFAULT_ADMIN_PASSWORD, type Env } from './env-schema.ts';
import { adminPasswordProblem, jwtSecretProblem } from './secret-strength.ts';

/**
 * What production refuses to start with (docs/decisions/011-production-refuses-unsafe-defaults.md), each message
 * naming the variable: missing or weak secrets, email links pointing at localhost, console mail or codes, the payment
 * sandbox unasked for, and Razorpay keys whose webhooks could not be checked.
 */
export function refuseUnsafeProduction(values: Env, smsProvider: string): void {
  if (!values.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET is required when NODE_ENV=production (at least 32 random characters).');
  }
  const weakSecret = jwtSecretProblem(values.JWT_SECRET);
  if (weakSecret) throw new ConfigError(weakSecret);
  if (values.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) {
    throw new ConfigError('ADMIN_PASSWORD must be set to a non-default value when NODE_ENV=production.');
  }
  const weakPassword = adminPasswordProblem(values.ADMIN_PASSWORD, [values.ADMIN_EMAIL]);
  if (weakPassword) throw new ConfigError(weakPassword);
  if (!values.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL is required when NODE_ENV=production (links in email would point at localhost), e.g. https://shop.example.com.',
    );
  }
  if (smsProvider === 'console') {
    throw new ConfigError('SMS_PROVIDER=console would log sign-in codes; it is refused when NODE_ENV=production.');
  }
  if (!values.SMTP_URL) {
    throw new ConfigError('SMTP_URL is required when NODE_ENV=production (verification and password-reset email).');
  }
  const razorpay = Boolean(values.RAZORPAY_KEY_ID && values.RAZORPAY_KEY_SECRET);
  if (!razorpay && !values.PAYMENTS_SANDBOX) {
    throw new ConfigError(
      'No Razorpay keys: NODE_ENV=production refuses the payment sandbox unless PAYMENTS_SANDBOX=1.',
    );
  }
  if (razorpay && !values.RAZORPAY_WEBHOOK_SECRET) {
    throw new ConfigError(
      'RAZORPAY_WEBHOOK_SECRET is required with Razorpay keys when NODE_ENV=production (payments confirmed by webhook).',
    );
  }
}
