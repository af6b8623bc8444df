import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { formatRupees, toRupees } from '@store/shared/money';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { storeLinks, type StoreLinks } from '../notifications/outbox.ts';
import { createPaymentProvider, type PaymentProvider } from '../payments/provider.ts';

/** What refunding needs: the database, the payment provider, the store's links and a log. */
export interface RefundsContext {
  db: Db;
  provider: PaymentProvider;
  links: StoreLinks;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The refunds context of an app: what the admin's refund route, the cancels and the webhooks use. */
export function refundsContext(app: FastifyInstance): RefundsContext {
  return {
    db: app.database.db,
    provider: createPaymentProvider(app.config),
    links: storeLinks(app.config),
    log: app.log,
  };
}

export const refused = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, { code: 'REFUND_REFUSED', details });

export const rupees = (paise: number) => formatRupees(toRupees(paise));
export const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
