import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/http-error.ts';

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: 'INR';
}

/** A refund as the provider answers it (docs/product/orders.md#refunds). */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface RefundOptions {
  /** Sent as `X-Refund-Idempotency`: the same key again answers the same refund, never a second one. */
  idempotencyKey: string;
  notes?: Record<string, string>;
  receipt?: string;
}

/**
 * The provider refused the refund for good (a 4xx answer such as "amount exceeds what was captured"): the
 * refund is Failed and its amount refundable again. Anything else (no answer, 5xx, 409 still processing) is
 * not this error: the refund stays Pending and the same key may be sent again.
 */
export class RefundRefusedByProvider extends Error {}

/**
 * Razorpay, or the built-in sandbox when no keys are configured (docs/decisions/009-payments-verified.md): the same order ids, amounts in
 * paise and signature scheme (HMAC-SHA256 of `order_id|payment_id` with the key secret).
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  readonly keyId: string;
  readonly secret: string;
  readonly webhookSecret: string | undefined;
  createOrder(amount: number, receipt: string): Promise<ProviderOrder>;
  /** Refunds `amountPaise` of a captured payment; throws RefundRefusedByProvider when refused for good. */
  refund(paymentId: string, amountPaise: number, options: RefundOptions): Promise<ProviderRefund>;
}

export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function webhookSignature(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function razorpayProvider(config: Config): PaymentProvider {
  const keyId = config.RAZORPAY_KEY_ID!;
  const secret = config.RAZORPAY_KEY_SECRET!;
  return {
    name: 'razorpay',
    keyId,
    secret,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    async createOrder(amount, receipt) {
      const response = await fetch(`${config.RAZORPAY_API_URL}/v1/orders`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ amount, currency: 'INR', receipt, payment_capture: 1 }),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      const body = (await response?.json().catch(() => undefined)) as
        { id?: string; amount?: number; currency?: string } | undefined;
      if (!response?.ok || !body?.id || body.amount !== amount || body.currency !== 'INR') {
        throw new HttpError(502, 'The payment service did not answer. Please try again.');
      }
      return { id: body.id, amount, currency: 'INR' };
    },
    async refund(paymentId, amountPaise, options) {
      // Razorpay's Refunds API with its idempotency header: a retry after a lost answer finds the same refund.
      const response = await fetch(`${config.RAZORPAY_API_URL}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`,
          'content-type': 'application/json',
          'x-refund-idempotency': options.idempotencyKey,
        },
        body: JSON.stringify({
          amount: amountPaise,
          speed: 'normal',
          notes: options.notes ?? {},
          ...(options.receipt ? { receipt: options.receipt } : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => undefined);
      const body = (await response?.json().catch(() => undefined)) as
        { id?: string; status?: string; amount?: number; error?: { description?: string } } | undefined;
      if (
        response &&
        response.status >= 400 &&
        response.status < 500 &&
        response.status !== 409 &&
        response.status !== 429
      ) {
        throw new RefundRefusedByProvider(
          body?.error?.description ?? `Razorpay refused the refund (${response.status}).`,
        );
      }
      const status = body?.status;
      if (!response?.ok || !body?.id || (status !== 'pending' && status !== 'processed' && status !== 'failed')) {
        throw new HttpError(502, 'The payment service did not answer. Please try again.');
      }
      return { id: body.id, status };
    },
  };
}

/** Sandbox: orders are made locally; the secret comes from the JWT secret so it survives restarts. */
export function sandboxProvider(config: Config): PaymentProvider {
  const secret = createHmac('sha256', config.jwtSecret).update('payments-sandbox').digest('hex');
  return {
    name: 'sandbox',
    keyId: 'rzp_test_sandbox',
    secret,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? secret,
    async createOrder(amount) {
      return { id: `order_sbx${randomBytes(8).toString('hex')}`, amount, currency: 'INR' };
    },
    refund: sandboxRefund,
  };
}

/**
 * The sandbox refunds at once. Its id comes from the idempotency key, so the same key answers the same refund
 * as Razorpay's would.
 */
export async function sandboxRefund(
  _paymentId: string,
  _amountPaise: number,
  options: RefundOptions,
): Promise<ProviderRefund> {
  const id = createHash('sha256').update(options.idempotencyKey).digest('hex').slice(0, 14);
  return { id: `rfnd_sbx${id}`, status: 'processed' };
}

export function createPaymentProvider(config: Config): PaymentProvider {
  return config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET ? razorpayProvider(config) : sandboxProvider(config);
}

/** The sandbox's test cards (docs/product/checkout.md#payments). */
export const SANDBOX_CARDS = { success: '4111111111111111', declined: '4000000000000002' } as const;
