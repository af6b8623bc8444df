import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { toRupees } from '@store/shared/money';
import { canMoveReturn, RETURN_WINDOW_DAYS, returnTransitions, type ReturnStatus } from '@store/shared/order-lifecycle';
import type {
  AdminReturnList,
  AdminReturnQuery,
  ReturnDecisionInput,
  ReturnRequestInput,
  ReturnView,
} from '@store/shared/schemas/merchant';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import {
  orderEvents,
  orderItems,
  orderReturns,
  orders,
  payments,
  productVariations,
  refunds,
  returnItems,
  users,
} from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { queueOrderNotification, type StoreLinks } from '../notifications/outbox.ts';
import type { OrderActor } from '../orders/lifecycle.ts';
import { giveStockBack, lockOrder } from '../orders/service.ts';
import { tallySales } from '../orders/sales-tally.ts';
import { productIdsOf } from '../orders/stock-changes.ts';
import { exchangeAttributes, returnView } from '../orders/views.ts';
import { checkExchangeSize } from './exchange.ts';
import { recordReturnDecision } from './audit.ts';

type ReturnRow = typeof orderReturns.$inferSelect;

const refused = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, message, { code: 'RETURN_REFUSED', details });

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day as the shopper reads it, in the store's time zone: "7 December 2026". */
const storeDay = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    at,
  );

/** The returns as the API shows them; `admin` adds where a cash-on-delivery refund goes. */
async function viewsOf(db: DbOrTx, rows: ReturnRow[], admin: boolean): Promise<ReturnView[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(returnItems)
    .where(
      inArray(
        returnItems.return_id,
        rows.map((row) => row.return_id),
      ),
    );
  const withItems = rows.map((row) => ({ ...row, items: items.filter((item) => item.return_id === row.return_id) }));
  const attributes = await exchangeAttributes(db, withItems);
  return withItems.map((row) => returnView(row, attributes, { admin }));
}

/** How many of each line are already in returns that were not rejected. */
async function alreadyReturned(tx: Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ order_item_id: returnItems.order_item_id, quantity: sql<number>`sum(${returnItems.quantity})::int` })
    .from(returnItems)
    .innerJoin(orderReturns, eq(orderReturns.return_id, returnItems.return_id))
    .where(and(eq(orderReturns.order_id, orderId), ne(orderReturns.status, 'Rejected')))
    .groupBy(returnItems.order_item_id);
  return new Map(rows.map((row) => [row.order_item_id, Number(row.quantity)]));
}

/**
 * POST /Order/{id}/return (docs/product/orders.md#returns-and-exchanges): the shopper asks to return lines of a
 * delivered order of their own, within RETURN_WINDOW_DAYS of delivery, or to exchange one line for another
 * size of the same product and colour at the same price. The order row is locked first, so two requests at once are counted one after the
 * other and never both take the last returnable unit.
 */
export async function requestReturn(
  db: Db,
  actor: OrderActor & { user_id: number },
  orderId: number,
  input: ReturnRequestInput,
): Promise<ReturnView> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.user_id !== actor.user_id) throw notFound('Order');
    if (order.status !== 'Delivered' || !order.delivered_at) {
      throw refused(
        `Order #${orderId} has not been delivered yet; a return or exchange can be asked once it is delivered.`,
      );
    }
    const closes = new Date(new Date(order.delivered_at).getTime() + RETURN_WINDOW_DAYS * DAY_MS);
    if (Date.now() > closes.getTime()) {
      throw refused(`The return window for this order closed on ${storeDay(closes)}.`, {
        return_until: closes.toISOString(),
      });
    }
    if (order.payment_status === 'Refunded')
      throw refused(`Order #${orderId} has already been refunded in full; there is nothing left to return.`);
    const seen = new Set<number>();
    for (const [index, item] of input.items.entries()) {
      if (seen.has(item.order_item_id)) {
        throw badRequest('Each item may appear once in a return; change its quantity instead.', {
          [`items.${index}.order_item_id`]: 'Appears twice',
        });
      }
      seen.add(item.order_item_id);
    }
    const lines = await tx.select().from(orderItems).where(eq(orderItems.order_id, orderId));
    const returned = await alreadyReturned(tx, orderId);
    for (const [index, item] of input.items.entries()) {
      const line = lines.find((candidate) => candidate.order_item_id === item.order_item_id);
      if (!line) {
        throw badRequest(`Item ${item.order_item_id} is not part of order #${orderId}.`, {
          [`items.${index}.order_item_id`]: 'Not part of this order',
        });
      }
      const already = returned.get(line.order_item_id) ?? 0;
      const left = line.quantity - already;
      if (item.quantity > left) {
        throw refused(
          left <= 0
            ? `Every ${line.product_name} of this order is already in a return.`
            : `You can return at most ${left} of ${line.product_name} (bought ${line.quantity}, ${already} already in a return).`,
          { order_item_id: line.order_item_id, returnable: Math.max(left, 0) },
        );
      }
    }
    let kind: 'return' | 'exchange' = 'return';
    if (input.exchange_variation_id !== undefined) {
      kind = 'exchange';
      if (input.items.length !== 1) {
        throw badRequest('An exchange is for one item at a time; ask for the others separately.', {
          items: 'Choose one item to exchange',
        });
      }
      const line = lines.find((candidate) => candidate.order_item_id === input.items[0]!.order_item_id)!;
      await checkExchangeSize(tx, line, input.exchange_variation_id, input.items[0]!.quantity);
    }
    const [payment] = await tx
      .select({ id: payments.payment_id })
      .from(payments)
      .where(eq(payments.order_id, orderId))
      .limit(1);
    // Cash on delivery: no payment to refund to, so the money goes where the shopper says (docs/product/orders.md#refunds).
    const cashOnDelivery = !payment && order.payment_status !== 'Unpaid' && order.payment_status !== 'CashDue';
    if (cashOnDelivery && kind === 'return' && !input.refund_destination) {
      throw badRequest(
        'Tell us where to send the refund: store credit, a UPI id, or a bank account with its IFSC code.',
        {
          refund_destination: 'Required for a cash-on-delivery order',
        },
      );
    }
    // Store credit may be chosen for any order; bank details only matter for cash on delivery.
    const toStoreCredit = input.refund_destination !== undefined && 'store_credit' in input.refund_destination;
    const [created] = await tx
      .insert(orderReturns)
      .values({
        order_id: orderId,
        user_id: actor.user_id,
        kind,
        reason: input.reason,
        exchange_variation_id: input.exchange_variation_id ?? null,
        refund_destination: kind === 'return' && (cashOnDelivery || toStoreCredit) ? input.refund_destination : null,
      })
      .returning();
    await tx.insert(returnItems).values(
      input.items.map((item) => ({
        return_id: created!.return_id,
        order_item_id: item.order_item_id,
        quantity: item.quantity,
      })),
    );
    const units = input.items.reduce((sum, item) => sum + item.quantity, 0);
    await tx.insert(orderEvents).values({
      order_id: orderId,
      kind: 'return',
      to_status: 'Requested',
      note: `${kind === 'exchange' ? 'Exchange' : 'Return'} #${created!.return_id} of ${units} ${units === 1 ? 'item' : 'items'} requested: ${input.reason}`,
      actor_user_id: actor.user_id,
      actor_role: actor.role,
    });
    return (await viewsOf(tx, [created!], false))[0]!;
  });
}

const statusWords = (status: ReturnStatus) => status.toLowerCase();

/** Why a return cannot make a move, naming what it can become. */
function refusedReturnMove(row: ReturnRow, to: ReturnStatus): HttpError {
  if (to === 'Refunded' && row.status === 'Received') {
    return refused(
      `Return #${row.return_id} becomes refunded through a refund: refund it from the order page, choosing this return.`,
    );
  }
  const next = returnTransitions[row.status];
  const allowed = next.length === 0 ? 'nothing: it is final' : next.map(statusWords).join(' or ');
  return refused(
    row.status === to
      ? `Return #${row.return_id} is already ${statusWords(to)}.`
      : `Return #${row.return_id} is ${statusWords(row.status)} and cannot become ${statusWords(to)}. From here it can become ${allowed}.`,
    { status: row.status, allowed: next },
  );
}

/** What a decision did: the return as it is now, and whose stock moved. */
export interface ReturnDecision {
  view: ReturnView;
  productIds: number[];
}

/**
 * POST /admin/returns/{id}/status (docs/product/orders.md#returns-and-exchanges): each move checked against the
 * shared state machine under the order's lock, so two admins never both act. Accepted tells the shopper and,
 * for an exchange, takes the new size's stock (409 when it is gone); Rejected needs a note; Received puts the
 * returned units back in stock (only here, so never twice) and, when a refund for it already went through,
 * ends Refunded; Refunded comes only with a refund; Exchanged records the replacement shipped at no charge. The
 * order stays Delivered.
 */
export async function decideReturn(
  db: Db,
  links: StoreLinks,
  actor: OrderActor,
  returnId: number,
  input: ReturnDecisionInput,
): Promise<ReturnDecision> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select({ order_id: orderReturns.order_id })
      .from(orderReturns)
      .where(eq(orderReturns.return_id, returnId));
    if (!head) throw notFound('Return');
    const order = (await lockOrder(tx, head.order_id))!;
    const [row] = await tx.select().from(orderReturns).where(eq(orderReturns.return_id, returnId));
    const to = input.status;
    if (to === 'Refunded' || !canMoveReturn(row!.status, to)) throw refusedReturnMove(row!, to);
    const note = input.note?.trim() || null;
    if (to === 'Rejected' && !note)
      throw badRequest('Say why the return is rejected; the shopper sees the note.', { note: 'Required' });
    const items = await tx
      .select({ line: orderItems, quantity: returnItems.quantity })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.order_item_id, returnItems.order_item_id))
      .where(eq(returnItems.return_id, returnId));
    let productIds: number[] = [];
    const events: Array<typeof orderEvents.$inferInsert> = [];
    const event = (from: ReturnStatus, next: ReturnStatus, text: string | null) =>
      events.push({
        order_id: row!.order_id,
        kind: 'return',
        from_status: from,
        to_status: next,
        note: text,
        actor_user_id: actor.user_id,
        actor_role: actor.role,
      });
    let final: ReturnStatus = to;
    if (to === 'Accepted' && row!.kind === 'exchange' && row!.exchange_variation_id !== null) {
      const quantity = items[0]?.quantity ?? 1;
      const taken = await tx
        .update(productVariations)
        .set({ stock: sql`${productVariations.stock} - ${quantity}` })
        .where(
          and(
            eq(productVariations.productvariation_id, row!.exchange_variation_id),
            sql`${productVariations.stock} >= ${quantity}`,
          ),
        )
        .returning({ product_id: productVariations.product_id });
      if (taken.length === 0) {
        throw refused(
          `The size chosen for exchange #${returnId} is out of stock now. Reject it with a note, or accept it once stock is back.`,
        );
      }
      productIds = [taken[0]!.product_id];
      events.push({
        order_id: row!.order_id,
        kind: 'stock',
        note: `${quantity} of the exchange size taken from stock for exchange #${returnId}`,
        actor_user_id: actor.user_id,
        actor_role: actor.role,
      });
    }
    event(
      row!.status,
      to,
      to === 'Exchanged' ? (note ?? `Replacement for exchange #${returnId} shipped at no charge`) : note,
    );
    if (to === 'Received') {
      const lines = items.map(({ line, quantity }) => ({ ...line, quantity }));
      await giveStockBack(tx, lines);
      if (row!.kind === 'return') {
        await tallySales(tx, lines, -1);
      }
      productIds = productIdsOf(lines);
      events.push({
        order_id: row!.order_id,
        kind: 'stock',
        note: `Return #${returnId}: ${lines.reduce((sum, line) => sum + line.quantity, 0)} units back in stock`,
        actor_user_id: actor.user_id,
        actor_role: actor.role,
      });
      const [refunded] = await tx
        .select({ refund_id: refunds.refund_id })
        .from(refunds)
        .where(and(eq(refunds.return_id, returnId), eq(refunds.status, 'Processed')));
      if (refunded) {
        final = 'Refunded';
        event('Received', 'Refunded', `Refunded earlier (refund #${refunded.refund_id})`);
      } else if (row!.kind === 'return' && order.payment_status === 'Refunded') {
        // Nothing is left to refund on the order, so nothing keeps this return open (docs/product/orders.md#refunds).
        final = 'Refunded';
        event('Received', 'Refunded', 'Refunded earlier with the whole order');
      }
    }
    await tx
      .update(orderReturns)
      .set({ status: final, ...(note ? { admin_note: note } : {}), updated_at: sql`now()` })
      .where(eq(orderReturns.return_id, returnId));
    await tx.insert(orderEvents).values(events);
    if (to === 'Accepted') await queueOrderNotification(tx, links, row!.order_id, 'return_accepted', { ref: returnId });
    const [now] = await tx.select().from(orderReturns).where(eq(orderReturns.return_id, returnId));
    if (actor.audit) await recordReturnDecision(tx, actor.audit, to, row!, now!);
    return { view: (await viewsOf(tx, [now!], true))[0]!, productIds };
  });
}

/** GET /admin/returns (docs/product/admin.md#orders): requests with their order, customer and lines, newest first. */
export async function listReturns(db: Db, query: AdminReturnQuery): Promise<AdminReturnList> {
  const pageSize = 50;
  const where = query.status ? eq(orderReturns.status, query.status) : undefined;
  const [total] = await db.select({ count: count() }).from(orderReturns).where(where);
  const rows = await db
    .select({ row: orderReturns, order_status: orders.status, user: users })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.order_id, orderReturns.order_id))
    .innerJoin(users, eq(users.user_id, orderReturns.user_id))
    .where(where)
    .orderBy(desc(orderReturns.return_id))
    .limit(pageSize)
    .offset((query.pageNumber - 1) * pageSize);
  const views = await viewsOf(
    db,
    rows.map(({ row }) => row),
    true,
  );
  const itemIds = views.flatMap((view) => view.items.map((item) => item.order_item_id));
  const lines =
    itemIds.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.order_item_id, itemIds));
  return {
    totalCount: Number(total?.count ?? 0),
    items: rows.map(({ order_status, user }, index) => {
      const view = views[index]!;
      return {
        ...view,
        order_id: rows[index]!.row.order_id,
        order_status,
        customer: {
          user_id: user.user_id,
          name: [user.first_name, user.last_name].filter(Boolean).join(' '),
          email: user.email,
          phone: user.phone,
        },
        lines: view.items.flatMap((item) => {
          const line = lines.find((candidate) => candidate.order_item_id === item.order_item_id);
          return line
            ? [
                {
                  order_item_id: line.order_item_id,
                  product_name: line.product_name,
                  brand_name: line.brand_name,
                  sku: line.sku,
                  attributes: line.attributes as Array<{ attribute_name: string; value: string }>,
                  price: toRupees(line.price),
                  quantity: item.quantity,
                },
              ]
            : [];
        }),
      };
    }),
  };
}
