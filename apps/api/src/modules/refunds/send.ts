import { and, eq, isNull, sql } from 'drizzle-orm';
import { refunds } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { OrderActor } from '../orders/lifecycle.ts';
import { RefundRefusedByProvider, sandboxRefund, type ProviderRefund } from '../payments/provider.ts';
import type { RefundsContext } from './context.ts';
import { settleRefund } from './settle.ts';
import type { StartedRefund } from './start.ts';

type RefundRow = typeof refunds.$inferSelect;

/** How long a request asking the provider holds a Pending refund before a retry may ask again (the call's timeout is 15 s). */
const SENDING_LEASE = sql`interval '30 seconds'`;

/**
 * Asks the provider for a Pending refund (outside any transaction) and records its answer: the sandbox and a
 * cash-on-delivery payout are processed at once; Razorpay may answer pending (a webhook settles it later). A
 * refusal marks it Failed; no answer leaves it Pending, to be sent again with the same key.
 */
export async function sendRefund(
  context: RefundsContext,
  started: StartedRefund,
  actor: OrderActor,
): Promise<RefundRow> {
  const { refund, paymentId } = started;
  if (refund.status !== 'Pending' || refund.provider_refund_id) return refund;
  // One request asks the provider at a time: the one that recorded the refund holds it (updated_at is the lease);
  // a retry with the same key asks again only once that request gave up, or after the lease ran out (a process
  // that stopped mid-call). Otherwise it answers the refund as it stands.
  if (started.replay) {
    const claimed = await context.db
      .update(refunds)
      .set({ updated_at: sql`now()` })
      .where(
        and(
          eq(refunds.refund_id, refund.refund_id),
          eq(refunds.status, 'Pending'),
          isNull(refunds.provider_refund_id),
          sql`${refunds.updated_at} < now() - ${SENDING_LEASE}`,
        ),
      )
      .returning({ refund_id: refunds.refund_id });
    if (claimed.length === 0) {
      const [now] = await context.db.select().from(refunds).where(eq(refunds.refund_id, refund.refund_id));
      return now!;
    }
  }
  let answer: ProviderRefund | { failed: string } | undefined;
  // A payout is paid by the store by hand and store credit is the store's own ledger: no provider to ask. The
  // provider refunds only what was paid through it: the store credit part goes back to the ledger when settled.
  const providerAmount = refund.amount - refund.store_credit_paise;
  if (refund.method === 'payout' || refund.method === 'store_credit' || providerAmount <= 0) {
    answer = undefined;
  } else {
    const options = {
      idempotencyKey: refund.idempotency_key,
      notes: { refund_id: String(refund.refund_id), order_id: String(refund.order_id) },
      receipt: `refund_${refund.refund_id}`,
    };
    try {
      answer =
        refund.method === 'sandbox'
          ? await sandboxRefund(paymentId ?? '', providerAmount, options)
          : await context.provider.refund(paymentId ?? '', providerAmount, options);
    } catch (error) {
      if (!(error instanceof RefundRefusedByProvider)) {
        context.log.warn({ refundId: refund.refund_id, err: error }, 'the refund got no answer; it stays pending');
        // Gives the lease up, so the admin's retry (same key) asks again at once.
        await context.db
          .update(refunds)
          .set({ updated_at: sql`now() - ${SENDING_LEASE} - interval '1 second'` })
          .where(and(eq(refunds.refund_id, refund.refund_id), eq(refunds.status, 'Pending')));
        throw new HttpError(
          502,
          `The payment service did not answer. Refund #${refund.refund_id} is recorded as pending; send the same request again (same Idempotency-Key) to retry it.`,
          { details: { refund_id: refund.refund_id } },
        );
      }
      answer = { failed: error.message };
    }
  }
  if (answer && 'failed' in answer) {
    await settleRefund(context.db, context.links, refund.refund_id, { status: 'Failed', reason: answer.failed }, actor);
  } else if (!answer || answer.status === 'processed') {
    await settleRefund(
      context.db,
      context.links,
      refund.refund_id,
      { status: 'Processed', providerRefundId: answer?.id },
      actor,
    );
  } else if (answer.status === 'failed') {
    await settleRefund(
      context.db,
      context.links,
      refund.refund_id,
      { status: 'Failed', providerRefundId: answer.id, reason: 'The payment service marked the refund failed.' },
      actor,
    );
  } else {
    await context.db
      .update(refunds)
      .set({ provider_refund_id: answer.id, updated_at: sql`now()` })
      .where(and(eq(refunds.refund_id, refund.refund_id), isNull(refunds.provider_refund_id)));
  }
  const [now] = await context.db.select().from(refunds).where(eq(refunds.refund_id, refund.refund_id));
  return now!;
}
