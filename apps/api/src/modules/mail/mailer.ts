import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, as sent (List-Unsubscribe on marketing: docs/product/privacy.md#unsubscribing). */
  headers?: Record<string, string>;
}

/** A message the console provider kept, with when it was "sent". */
export interface KeptMessage extends MailMessage {
  sent_at: Date;
}

/** Sends the store's email (docs/product/accounts.md#email-verification). */
export interface Mailer {
  readonly provider: Config['mailProvider'];
  send(message: MailMessage): Promise<void>;
  /** The console provider's last messages, newest first (empty for SMTP). */
  outbox(): readonly KeptMessage[];
}

/** How many messages the console provider keeps for /dev/outbox. */
export const OUTBOX_SIZE = 50;

/** SMTP through nodemailer: `SMTP_URL` names the server and its credentials, `MAIL_FROM` the sender. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    provider: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    outbox: () => [],
  };
}

/**
 * Development only (the configuration refuses it in production): each message goes to the log and the last
 * 50 stay in memory for /dev/outbox.
 */
export function consoleMailer(log: FastifyBaseLogger): Mailer {
  const kept: KeptMessage[] = [];
  return {
    provider: 'console',
    async send(message) {
      log.info(`[console email] to ${message.to}: ${message.subject}\n${message.text}`);
      kept.unshift({ ...message, sent_at: new Date() });
      kept.length = Math.min(kept.length, OUTBOX_SIZE);
    },
    outbox: () => kept,
  };
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.mailProvider === 'smtp' && config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : consoleMailer(log);
}
