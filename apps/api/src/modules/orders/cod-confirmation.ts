import { eq } from 'drizzle-orm';
import type { CodCodeSentReply, PaymentVerifyReply } from '@store/shared/schemas/orders';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { sendOtp, verifyOtp, type OtpContext } from '../accounts/otp-service.ts';
import type { StoreLinks } from '../notifications/outbox.ts';
import { confirmOrder } from './confirm.ts';
import { lockOrder } from './service.ts';

// Confirming a first cash-on-delivery order by a code to the account's mobile
// (docs/product/checkout.md#confirming-a-first-cash-on-delivery-order).

type OrderRow = typeof orders.$inferSelect;

export interface CodConfirmationContext {
  db: Db;
  otp: OtpContext;
  links: StoreLinks;
}

/** The account's mobile as the confirm step shows it: `+91 98xxxxx10`. */
export const maskedPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '').slice(-10);
  return `+91 ${digits.slice(0, 2)}xxxxx${digits.slice(-2)}`;
};

/** Whether the order waits for its code now: New, cash on delivery due, within its time. */
const waitsForCode = (order: OrderRow, now: number) =>
  order.status === 'New' &&
  order.payment_method === 'cod' &&
  order.payment_status === 'CashDue' &&
  new Date(order.expires_at).getTime() > now;

/** 409 with what the order is instead, in words the shopper understands. */
function notWaiting(order: OrderRow): HttpError {
  const id = order.order_id;
  const message =
    order.payment_method !== 'cod'
      ? `Order #${id} is not a cash on delivery order waiting for a code.`
      : order.status === 'New' || order.status === 'Expired'
        ? `Order #${id} was not confirmed in time and its items went back to stock. Please place the order again.`
        : order.status === 'Cancelled'
          ? `Order #${id} is cancelled.`
          : `Order #${id} is already confirmed.`;
  return new HttpError(409, message, { code: 'CONFLICT', details: { status: order.status } });
}

/** The shopper's own order waiting for its code, with the account's mobile; 404 for anyone else's, 409 otherwise. */
async function ownWaitingOrder(db: Db, userId: number, orderId: number): Promise<{ order: OrderRow; phone: string }> {
  const [row] = await db
    .select({ order: orders, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.user_id, orders.user_id))
    .where(eq(orders.order_id, orderId));
  if (!row || row.order.user_id !== userId) throw notFound('Order');
  if (!waitsForCode(row.order, Date.now())) throw notWaiting(row.order);
  if (!row.phone) {
    throw new HttpError(409, 'Verify your mobile number to pay cash on delivery: we send a code to it.', {
      code: 'PHONE_NOT_VERIFIED',
    });
  }
  return { order: row.order, phone: row.phone };
}

/**
 * POST /orders/{id}/cod-confirmation/code: sends a code to the account's proven mobile, under the limits of every
 * code send (one per 30 s per number, hourly and daily caps, per client address; docs/decisions/007-one-time-codes.md).
 */
export async function sendCodConfirmationCode(
  context: CodConfirmationContext,
  userId: number,
  orderId: number,
  client: { ip: string; local: boolean },
): Promise<CodCodeSentReply> {
  const { order, phone } = await ownWaitingOrder(context.db, userId, orderId);
  const { devCode } = await sendOtp(context.otp, { phone, purpose: 'verify', ...client });
  return {
    message: 'Code sent',
    phone: maskedPhone(phone),
    expires_at: new Date(order.expires_at).toISOString(),
    ...(devCode ? { dev_code: devCode } : {}),
  };
}

/**
 * POST /orders/{id}/cod-confirmation: the code sent to the account's mobile confirms the order (Confirmed, cash
 * still due, the order_placed message), decided from the locked row so the sweep or a second tab cannot act at the
 * same time. A wrong code is 400 (5 tries per code), an order past its time 409.
 */
export async function confirmCodOrder(
  context: CodConfirmationContext,
  userId: number,
  orderId: number,
  code: string,
): Promise<PaymentVerifyReply> {
  const { phone } = await ownWaitingOrder(context.db, userId, orderId);
  await verifyOtp(context.otp, phone, code);
  await context.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    if (!waitsForCode(order, Date.now())) throw notWaiting(order);
    await confirmOrder(tx, context.links, order, {
      paymentStatus: 'CashDue',
      stockShortfall: false,
      note: 'Cash on delivery confirmed by the code sent to the mobile',
    });
  });
  return { message: 'Order confirmed', orderid: orderId, status: 'Confirmed' };
}
