import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/http-error.ts';

/**
 * Sends text messages to Indian mobile numbers: the sign-in code (docs/product/accounts.md#one-time-codes) and
 * the order messages of the outbox (docs/product/orders.md#notifications).
 */
export interface SmsProvider {
  readonly name: Config['SMS_PROVIDER'];
  /**
   * Sends `text` to `to`: a 10-digit Indian mobile number (sent as +91…) or a number already in +E.164 form.
   * Throws when the provider refuses or cannot be reached, or when no provider is configured.
   */
  send(to: string, text: string): Promise<void>;
  /** Sends the sign-in code; a failure is an HTTP error the shopper can read. */
  sendCode(phone: string, code: string): Promise<void>;
}

/** Thrown by the 'disabled' provider's `send`: the store has no way to send SMS. */
export class SmsNotConfiguredError extends Error {
  constructor() {
    super('No SMS provider configured');
    this.name = 'SmsNotConfiguredError';
  }
}

const messageText = (code: string) => `${code} is your Store sign-in code. It expires in 5 minutes. Do not share it.`;

/** Indian mobile numbers are stored as 10 digits; anything already starting with + is sent as it is. */
export const internationalNumber = (to: string) => (to.startsWith('+') ? to : `+91${to}`);

/** `sendCode` through `send`, with the shopper-facing error when the provider fails. */
function withSendCode(name: Config['SMS_PROVIDER'], send: SmsProvider['send']): SmsProvider {
  return {
    name,
    send,
    async sendCode(phone, code) {
      try {
        await send(phone, messageText(code));
      } catch {
        throw new HttpError(502, 'Failed to send OTP. Try again.');
      }
    },
  };
}

/** Development only (refused in production): every message goes to the server log. */
export function consoleSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return withSendCode('console', async (to, text) => {
    log.info(`[console SMS] to ${internationalNumber(to)}: ${text}`);
  });
}

/** Twilio's Messages API; TWILIO_API_URL points tests at a local stand-in. */
export function twilioSmsProvider(config: Config): SmsProvider {
  return withSendCode('twilio', async (to, text) => {
    const url = `${config.TWILIO_API_URL}/2010-04-01/Accounts/${encodeURIComponent(config.TWILIO_ACCOUNT_SID!)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.TWILIO_ACCOUNT_SID}:${config.TWILIO_AUTH_TOKEN}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: internationalNumber(to), From: config.TWILIO_FROM!, Body: text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`Twilio answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
  });
}

export function disabledSmsProvider(): SmsProvider {
  return {
    name: 'disabled',
    async send() {
      throw new SmsNotConfiguredError();
    },
    async sendCode() {
      throw new HttpError(
        503,
        'Sign-in with a one-time code is not available right now. Please sign in with your password.',
      );
    },
  };
}

export function createSmsProvider(config: Config, log: FastifyBaseLogger): SmsProvider {
  if (config.SMS_PROVIDER === 'twilio') return twilioSmsProvider(config);
  if (config.SMS_PROVIDER === 'console') return consoleSmsProvider(log);
  return disabledSmsProvider();
}
