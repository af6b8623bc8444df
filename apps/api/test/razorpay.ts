import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One refund request as the stand-in received it. */
export interface RefundCall {
  paymentId: string;
  auth: string;
  idempotencyKey: string | undefined;
  body: { amount: number; speed: string; notes: Record<string, string>; receipt?: string };
}

export interface StandInRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/**
 * A local stand-in for Razorpay's Orders and Refunds APIs (never the real service in tests): it records every
 * request and honours `X-Refund-Idempotency` as Razorpay does — the same key answers the same refund, never a
 * second one. `next` decides how refunds answer.
 */
export interface RazorpayStandIn {
  url: string;
  orderCalls: Array<{ auth: string; body: { amount: number; currency: string; receipt: string } }>;
  refundCalls: RefundCall[];
  /** Refunds made, one per idempotency key. */
  refunds: StandInRefund[];
  next: {
    /** The status a new refund gets. */
    status: 'pending' | 'processed' | 'failed';
    /** Refuse the next refund request with this status and description (then clear). */
    refuse?: { status: number; description: string } | undefined;
    /** Answer the next refund requests 503 without making a refund, this many times. */
    unavailable?: number;
  };
  close(): Promise<void>;
}

export const RAZORPAY_ENV = {
  RAZORPAY_KEY_ID: 'rzp_test_key',
  RAZORPAY_KEY_SECRET: 'razor-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
} as const;

/** The signature Razorpay Checkout hands the browser for a payment of an order. */
export const checkoutSignature = (orderId: string, paymentId: string) =>
  createHmac('sha256', RAZORPAY_ENV.RAZORPAY_KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

/** A webhook body signed with the webhook secret. */
export const webhookSignatureOf = (body: string, secret: string = RAZORPAY_ENV.RAZORPAY_WEBHOOK_SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

export async function startRazorpayStandIn(): Promise<RazorpayStandIn> {
  const standIn: Omit<RazorpayStandIn, 'url' | 'close'> = {
    orderCalls: [],
    refundCalls: [],
    refunds: [],
    next: { status: 'processed' },
  };
  const byKey = new Map<string, StandInRefund>();
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const auth = request.headers.authorization ?? '';
      const body = JSON.parse(raw || '{}');
      if (request.url === '/v1/orders') {
        standIn.orderCalls.push({ auth, body });
        return answer(200, {
          id: `order_rp${standIn.orderCalls.length}`,
          entity: 'order',
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
        });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '');
      if (!refund) return answer(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'No such URL' } });
      const key = request.headers['x-refund-idempotency'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      standIn.refundCalls.push({ paymentId: decodeURIComponent(refund[1]!), auth, idempotencyKey, body });
      if (standIn.next.unavailable) {
        standIn.next.unavailable--;
        return answer(503, { error: { code: 'SERVER_ERROR', description: 'Service unavailable' } });
      }
      if (standIn.next.refuse) {
        const { status, description } = standIn.next.refuse;
        standIn.next.refuse = undefined;
        return answer(status, { error: { code: 'BAD_REQUEST_ERROR', description } });
      }
      const earlier = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      if (earlier) return answer(200, { ...earlier, entity: 'refund', currency: 'INR' });
      const made: StandInRefund = {
        id: `rfnd_rp${standIn.refunds.length + 1}`,
        payment_id: decodeURIComponent(refund[1]!),
        amount: body.amount,
        status: standIn.next.status,
      };
      standIn.refunds.push(made);
      if (idempotencyKey) byKey.set(idempotencyKey, made);
      return answer(200, { ...made, entity: 'refund', currency: 'INR', notes: body.notes, receipt: body.receipt });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The same object the server reads, so a test may set `next` whole or field by field.
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
