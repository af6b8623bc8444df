import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { paidForUnits } from '@store/shared/coupons';
import { formatRupees, toRupees } from '@store/shared/money';
import { paymentStatusAfterRefund } from '@store/shared/order-lifecycle';
import type { RefundView } from '@store/shared/schemas/merchant';
import type { Db, Tx } from '../../db/client.ts';
import {
  orderEvents,
  orderItems,
  orderReturns,
  orders,
  payments,
  refunds,
  returnItems,
} from '../../db/schema/index.ts';
import { HttpError, notFound, pgCodes, pgErrorCode } from '../../lib/http-error.ts';
import { nextDocumentNumber } from '../invoices/numbers.ts';
import { queueOrderNotification, storeLinks, type StoreLinks } from '../notifications/outbox.ts';
import type { OrderActor } from '../orders/lifecycle.ts';
import { lockOrder } from '../orders/service.ts';
import { refundView } from '../orders/views.ts';
import {
  createPaymentProvider,
  RefundRefusedByProvider,
  sandboxRefund,
  type PaymentProvider,
  type ProviderRefund,
} from '../payments/provider.ts';

type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

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

const refused = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, { code: 'REFUND_REFUSED', details });

const rupees = (paise: number) => formatRupees(toRupees(paise));
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What may still go back: paid less refunded less refunds still pending (paise). */
async function refundableOf(tx: Tx, order: OrderRow): Promise<{ refundable: number; pending: number }> {
  const [row] = await tx
    .select({ pending: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.order_id, order.order_id), eq(refunds.status, 'Pending')));
  const pending = Number(row?.pending ?? 0);
  return { refundable: order.total_amount - order.refunded_amount - pending, pending };
}

/**
 * What a return's items were paid (paise): each line's price times the units returned, less their share of the
 * order's coupon discount (docs/product/checkout.md#coupons). A return's refund is never more.
 */
async function returnWorth(tx: Tx, returnId: number): Promise<number> {
  const items = await tx
    .select({
      price: orderItems.price,
      quantity: orderItems.quantity,
      discount: orderItems.discount,
      returned: returnItems.quantity,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.order_item_id, returnItems.order_item_id))
    .where(eq(returnItems.return_id, returnId));
  return items.reduce((sum, item) => sum + paidForUnits(item, item.returned), 0);
}

/** The payment behind an order (the first verified one), or none for cash collected on delivery. */
async function paymentOf(tx: Tx, orderId: number) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.order_id, orderId))
    .orderBy(asc(payments.payment_id))
    .limit(1);
  return payment;
}

export interface RefundRequest {
  /** Paise, or everything still refundable. */
  amount: number | 'rest';
  reason: string;
  returnId?: number | undefined;
  /** The client's Idempotency-Key; a fresh one when none is given. */
  idempotencyKey?: string | undefined;
}

/** A refund row recorded (or found again by its key), with the payment id the provider refunds. */
interface StartedRefund {
  refund: RefundRow;
  paymentId: string | null;
  /** Found again by its key rather than recorded now. */
  replay: boolean;
}

/** How long a request asking the provider holds a Pending refund before a retry may ask again (the call's timeout is 15 s). */
const SENDING_LEASE = sql`interval '30 seconds'`;

/**
 * Records a refund as Pending, in one transaction with the order row locked (docs/product/orders.md#refunds):
 * two refunds of one order at once (two tabs, a double click) are decided one after the other from the locked
 * row, so together they never pass what was paid; the same Idempotency-Key again finds the first refund. The
 * provider is called only after this commits, so a slow payment service never holds the lock.
 */
async function startRefund(
  context: RefundsContext,
  orderId: number,
  request: RefundRequest,
  actor: OrderActor,
): Promise<StartedRefund | null> {
  const key = request.idempotencyKey ?? randomUUID();
  try {
    return await context.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('Order');
      const payment = await paymentOf(tx, orderId);
      if (request.idempotencyKey) {
        const [earlier] = await tx.select().from(refunds).where(eq(refunds.idempotency_key, key));
        if (earlier) {
          const same =
            earlier.order_id === orderId &&
            (request.amount === 'rest' || earlier.amount === request.amount) &&
            earlier.return_id === (request.returnId ?? null);
          if (!same) throw reusedKey();
          return { refund: earlier, paymentId: payment?.razorpay_payment_id ?? null, replay: true };
        }
      }
      if (order.payment_status === 'Unpaid')
        throw refused(`Order #${orderId} was never paid, so there is nothing to refund.`);
      if (order.payment_status === 'CashDue') {
        throw refused(
          `Order #${orderId} is cash on delivery and the cash has not been collected yet, so there is nothing to refund.`,
        );
      }
      const method = payment ? order.provider : 'payout';
      if (method === 'razorpay' && context.provider.name !== 'razorpay') {
        throw refused(
          `Order #${orderId} was paid through Razorpay, which is not configured on this store now. Refund it from the Razorpay dashboard.`,
        );
      }
      const { refundable, pending } = await refundableOf(tx, order);
      const amount = request.amount === 'rest' ? refundable : request.amount;
      if (request.amount === 'rest' && amount <= 0) return null;
      if (amount > refundable) {
        const waiting = pending > 0 ? `, ${rupees(pending)} waiting for the payment service` : '';
        throw refused(
          refundable > 0
            ? `At most ${rupees(refundable)} can be refunded on order #${orderId} now (paid ${rupees(order.total_amount)}, refunded ${rupees(order.refunded_amount)}${waiting}).`
            : `Nothing is left to refund on order #${orderId} (paid ${rupees(order.total_amount)}, refunded ${rupees(order.refunded_amount)}${waiting}).`,
          { refundable: toRupees(Math.max(refundable, 0)) },
        );
      }
      let payout: unknown = null;
      if (request.returnId !== undefined) {
        const [found] = await tx
          .select()
          .from(orderReturns)
          .where(and(eq(orderReturns.return_id, request.returnId), eq(orderReturns.order_id, orderId)));
        if (!found) throw notFound('Return');
        if (found.kind === 'exchange') {
          throw refused(
            `Return #${found.return_id} is an exchange: mark it exchanged when the replacement ships, or refund without the return.`,
          );
        }
        if (found.status !== 'Accepted' && found.status !== 'Received') {
          throw refused(
            `Return #${found.return_id} is ${found.status.toLowerCase()}; only an accepted or received return can be refunded.`,
          );
        }
        const [taken] = await tx
          .select({ refund_id: refunds.refund_id })
          .from(refunds)
          .where(and(eq(refunds.return_id, found.return_id), inArray(refunds.status, ['Pending', 'Processed'])));
        if (taken) throw refused(`Return #${found.return_id} already has a refund (#${taken.refund_id}).`);
        const worth = await returnWorth(tx, found.return_id);
        if (amount > worth) {
          throw refused(
            `At most ${rupees(worth)} can be refunded for return #${found.return_id}: what was paid for its items, less their share of any coupon discount.`,
            { refundable: toRupees(worth) },
          );
        }
        payout = found.refund_destination;
      }
      const [refund] = await tx
        .insert(refunds)
        .values({
          order_id: orderId,
          return_id: request.returnId ?? null,
          amount,
          reason: request.reason,
          method,
          idempotency_key: key,
          payout,
          created_by: actor.user_id,
        })
        .returning();
      return { refund: refund!, paymentId: payment?.razorpay_payment_id ?? null, replay: false };
    });
  } catch (error) {
    // The same key sent for another order at the same moment: the unique key stops the second.
    if (pgErrorCode(error) === pgCodes.uniqueViolation) throw reusedKey();
    throw error;
  }
}

const reusedKey = () =>
  refused('This Idempotency-Key was already used for a different refund. Use a new key for a new refund.');

/**
 * Asks the provider for a Pending refund (outside any transaction) and records its answer: the sandbox and a
 * cash-on-delivery payout are processed at once; Razorpay may answer pending (a webhook settles it later). A
 * refusal marks it Failed; no answer leaves it Pending, to be sent again with the same key.
 */
async function sendRefund(context: RefundsContext, started: StartedRefund, actor: OrderActor): Promise<RefundRow> {
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
  if (refund.method === 'payout') {
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
          ? await sandboxRefund(paymentId ?? '', refund.amount, options)
          : await context.provider.refund(paymentId ?? '', refund.amount, options);
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

export type RefundOutcome =
  | { status: 'Processed'; providerRefundId?: string | undefined }
  | { status: 'Failed'; providerRefundId?: string | undefined; reason: string };

/**
 * Settles a Pending refund once (docs/product/orders.md#refunds), in one transaction with the order locked.
 * Processed: the order's refunded amount and payment status, a credit note number, the history and the
 * shopper's message; a refund of a received return makes it Refunded. Failed: the reason and the history; the
 * amount is refundable again. Answers false when the refund was already settled (a webhook after the answer).
 */
export async function settleRefund(
  db: Db | Tx,
  links: StoreLinks,
  refundId: number,
  outcome: RefundOutcome,
  actor: OrderActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [head] = await tx.select({ order_id: refunds.order_id }).from(refunds).where(eq(refunds.refund_id, refundId));
    if (!head) return false;
    const order = (await lockOrder(tx, head.order_id))!;
    const [refund] = await tx.select().from(refunds).where(eq(refunds.refund_id, refundId));
    if (!refund || refund.status !== 'Pending') return false;
    if (outcome.status === 'Failed') {
      await tx
        .update(refunds)
        .set({
          status: 'Failed',
          failure_reason: outcome.reason,
          provider_refund_id: refund.provider_refund_id ?? outcome.providerRefundId ?? null,
          updated_at: sql`now()`,
        })
        .where(eq(refunds.refund_id, refundId));
      await tx.insert(orderEvents).values({
        order_id: order.order_id,
        kind: 'refund',
        note: `Refund #${refundId} of ${rupees(refund.amount)} failed: ${sentence(outcome.reason)} The amount can be refunded again.`,
        actor_user_id: actor.user_id,
        actor_role: actor.role,
      });
      return true;
    }
    const creditNote = await nextDocumentNumber(tx, 'CN');
    await tx
      .update(refunds)
      .set({
        status: 'Processed',
        processed_at: sql`now()`,
        credit_note_number: creditNote,
        provider_refund_id: refund.provider_refund_id ?? outcome.providerRefundId ?? null,
        updated_at: sql`now()`,
      })
      .where(eq(refunds.refund_id, refundId));
    const refunded = order.refunded_amount + refund.amount;
    const paymentStatus = paymentStatusAfterRefund(order.total_amount, refunded);
    await tx
      .update(orders)
      .set({ refunded_amount: refunded, payment_status: paymentStatus, updated_at: sql`now()` })
      .where(eq(orders.order_id, order.order_id));
    await tx.insert(orderEvents).values({
      order_id: order.order_id,
      kind: 'refund',
      from_status: order.payment_status,
      to_status: paymentStatus,
      note: `Refund #${refundId} of ${rupees(refund.amount)} processed (credit note ${creditNote}): ${refund.reason}`,
      actor_user_id: actor.user_id,
      actor_role: actor.role,
    });
    await queueOrderNotification(tx, links, order.order_id, 'refund_processed', {
      amount: refund.amount,
      ref: refund.refund_id,
    });
    if (refund.return_id !== null) await refundReturn(tx, refund.return_id, refundId, actor);
    return true;
  });
}

/**
 * A return whose refund went through becomes Refunded once its items are back (Received); refunded before the
 * parcel arrives it stays Accepted and becomes Refunded when it is marked received
 * (docs/product/orders.md#returns-and-exchanges).
 */
async function refundReturn(tx: Tx, returnId: number, refundId: number, actor: OrderActor): Promise<void> {
  const [found] = await tx.select().from(orderReturns).where(eq(orderReturns.return_id, returnId));
  if (!found || found.status !== 'Received') return;
  await tx
    .update(orderReturns)
    .set({ status: 'Refunded', updated_at: sql`now()` })
    .where(eq(orderReturns.return_id, returnId));
  await tx.insert(orderEvents).values({
    order_id: found.order_id,
    kind: 'return',
    from_status: 'Received',
    to_status: 'Refunded',
    note: `Return #${returnId} refunded (refund #${refundId})`,
    actor_user_id: actor.user_id,
    actor_role: actor.role,
  });
}

/**
 * Refunds `request.amount` of an order (docs/product/orders.md#refunds): recorded Pending under the order's lock,
 * then sent to the provider, then settled. Answers the refund as it stands after the provider's answer.
 */
export async function refundOrder(
  context: RefundsContext,
  orderId: number,
  request: RefundRequest & { amount: number },
  actor: OrderActor,
): Promise<RefundView> {
  const started = (await startRefund(context, orderId, request, actor))!;
  return refundView(await sendRefund(context, started, actor));
}

/**
 * Refunds everything still refundable on an order (a cancelled paid order): nothing when nothing is left (never
 * paid, already refunded, or refunds pending for the rest). For the admin's cancel and the shopper's cancel,
 * after their transaction committed.
 */
export async function refundWhatIsLeft(
  context: RefundsContext,
  orderId: number,
  reason: string,
  actor: OrderActor,
): Promise<RefundView | null> {
  const [order] = await context.db
    .select({ payment_status: orders.payment_status })
    .from(orders)
    .where(eq(orders.order_id, orderId));
  if (!order || order.payment_status === 'Unpaid' || order.payment_status === 'CashDue') return null;
  const started = await startRefund(context, orderId, { amount: 'rest', reason }, actor);
  return started ? refundView(await sendRefund(context, started, actor)) : null;
}

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
