import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/http-error.ts';

/** Sends the sign-in code to an Indian mobile number (10 digits, sent as +91…). */
export interface SmsProvider {
  readonly name: Config['SMS_PROVIDER'];
  sendCode(phone: string, code: string): Promise<void>;
}

const messageText = (code: string) => `${code} is your Store sign-in code. It expires in 5 minutes. Do not share it.`;

/** Development only (refused in production): the code goes to the server log. */
export function consoleSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'console',
    async sendCode(phone, code) {
      log.info(`[console SMS] to +91${phone}: ${messageText(code)}`);
    },
  };
}

/** Twilio's Messages API; TWILIO_API_URL points tests at a local stand-in. */
export function twilioSmsProvider(config: Config): SmsProvider {
  return {
    name: 'twilio',
    async sendCode(phone, code) {
      const url = `${config.TWILIO_API_URL}/2010-04-01/Accounts/${encodeURIComponent(config.TWILIO_ACCOUNT_SID!)}/Messages.json`;
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${config.TWILIO_ACCOUNT_SID}:${config.TWILIO_AUTH_TOKEN}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: `+91${phone}`, From: config.TWILIO_FROM!, Body: messageText(code) }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => undefined);
      if (!response?.ok) throw new HttpError(502, 'Failed to send OTP. Try again.');
    },
  };
}

export function disabledSmsProvider(): SmsProvider {
  return {
    name: 'disabled',
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
