import type { RateLimiter, RateLimitResult } from '../../lib/rate-limiter.ts';
import { TooManyRequests } from '../../lib/http-error.ts';
import { addressKey } from '../../lib/client-address.ts';

/**
 * Checkout attempts (POST /payment/order) per shopper and per client address in a window
 * (docs/product/checkout.md#unpaid-orders). Every attempt that passes validation counts, whatever its answer,
 * so placing and cancelling orders in a loop to keep stock held is slowed down. The address limit is generous:
 * many shoppers may share one address behind carrier-grade NAT.
 */
export const CHECKOUT_RULES = { perUser: 10, perAddress: 60, windowSeconds: 600 } as const;

export async function throttleCheckout(limiter: RateLimiter, userId: number, ip: string): Promise<void> {
  const { perUser, perAddress, windowSeconds } = CHECKOUT_RULES;
  const [byUser, byAddress] = (await limiter.hitAll(
    [
      { key: `checkout:user:${userId}`, limit: perUser },
      { key: `checkout:ip:${addressKey(ip)}`, limit: perAddress },
    ],
    windowSeconds,
  )) as [RateLimitResult, RateLimitResult];
  if (byUser.allowed && byAddress.allowed) return;
  const wait = Math.max(byUser.allowed ? 0 : byUser.retryAfter, byAddress.allowed ? 0 : byAddress.retryAfter);
  const minutes = Math.ceil(wait / 60);
  throw new TooManyRequests(
    `Too many orders placed in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    wait,
  );
}
