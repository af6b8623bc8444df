import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { refunds } from '../../db/schema/index.ts';
import type { StoreLinks } from '../notifications/outbox.ts';
import type { OrderActor } from '../orders/lifecycle.ts';
import { settleRefund } from './settle.ts';

/** The refund entity of Razorpay's refund webhooks. */
export interface RefundEntity {
  id?: string;
  payment_id?: string;
  amount?: number;
  status?: string;
  notes?: Record<string, unknown> | unknown[];
  error_description?: string;
}

export type RefundWebhookOutcome =
  'refund processed' | 'refund failed' | 'already recorded' | 'unknown refund' | 'amount mismatch';

/**
 * refund.processed and refund.failed (docs/product/checkout.md#webhooks): the refund is found by Razorpay's id,
 * or by our refund id in its notes when the answer to the request was lost; settled once. Runs in the webhook's
 * transaction, after its signature and event id were checked.
 */
export async function applyRefundWebhook(
  tx: Tx,
  context: { links: StoreLinks; log: Pick<FastifyBaseLogger, 'warn' | 'info'> },
  name: 'refund.processed' | 'refund.failed',
  entity: RefundEntity | undefined,
): Promise<RefundWebhookOutcome> {
  if (!entity?.id) return 'unknown refund';
  let [refund] = await tx.select().from(refunds).where(eq(refunds.provider_refund_id, entity.id));
  const noted = !Array.isArray(entity.notes) ? Number(entity.notes?.refund_id) : NaN;
  if (!refund && Number.isInteger(noted) && noted > 0) {
    [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.refund_id, noted), eq(refunds.method, 'razorpay'), isNull(refunds.provider_refund_id)));
  }
  if (!refund) {
    context.log.info(
      { refund: entity.id, event: name },
      'refund webhook for a refund this store does not know; ignored',
    );
    return 'unknown refund';
  }
  if (entity.amount !== undefined && entity.amount !== refund.amount) {
    context.log.warn({ refund: entity.id, amount: entity.amount }, 'refund webhook amount does not match the refund');
    return 'amount mismatch';
  }
  const system: OrderActor = { user_id: null, role: 'system' };
  const settled = await settleRefund(
    tx,
    context.links,
    refund.refund_id,
    name === 'refund.processed'
      ? { status: 'Processed', providerRefundId: entity.id }
      : {
          status: 'Failed',
          providerRefundId: entity.id,
          reason: entity.error_description ?? 'Razorpay could not complete the refund.',
        },
    system,
  );
  if (!settled) return 'already recorded';
  return name === 'refund.processed' ? 'refund processed' : 'refund failed';
}
