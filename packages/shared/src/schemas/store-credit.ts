import { z } from 'zod';
import { emptyToUndefined } from './admin-query.ts';

// Store credit (docs/product/accounts.md#store-credit): amounts in rupees, as the rest of the API.

/** Why a row of the ledger was written. */
export const STORE_CREDIT_REASONS = [
  'refund',
  'goodwill',
  'order_payment',
  'order_payment_returned',
  'expiry',
] as const;
export type StoreCreditReason = (typeof STORE_CREDIT_REASONS)[number];

/** GET /api/StoreCredit?page=&limit=: pages count from 1; `limit` rows a page (1 to 100, 20 unless given). */
export const storeCreditQuery = z.object({
  page: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('page: a whole number').min(1, 'page starts at 1').max(100_000).default(1),
  ),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int('limit: a whole number').min(1, 'limit: 1 to 100').max(100, 'limit: 1 to 100').default(20),
  ),
});
export type StoreCreditQuery = z.infer<typeof storeCreditQuery>;

/** One row of the ledger: a credit (amount above 0) or a debit (below 0). */
export const storeCreditItem = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.enum(STORE_CREDIT_REASONS),
  order_id: z.number().nullable(),
  return_id: z.number().nullable(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});
export type StoreCreditItem = z.infer<typeof storeCreditItem>;

/** The signed-in shopper's store credit: the balance, what of it expires when, and the ledger newest first. */
export const storeCreditView = z.object({
  balance: z.number(),
  expiring: z.array(z.object({ amount: z.number(), expires_at: z.string() })),
  items: z.array(storeCreditItem),
  totalCount: z.number(),
});
export type StoreCreditView = z.infer<typeof storeCreditView>;

/** POST /api/admin/customers/{id}/credit: goodwill credit in rupees (paise allowed), with the reason. */
export const goodwillCreditInput = z.object({
  amount: z.number({ error: 'amount: rupees' }).positive('amount must be above zero').max(100_000, 'At most ₹1,00,000'),
  reason: z.string().trim().min(3, 'Say why, in a few words').max(200, 'At most 200 characters'),
});
export type GoodwillCreditInput = z.infer<typeof goodwillCreditInput>;

/** The goodwill credit written and the shopper's balance after it (rupees). */
export const goodwillCreditReply = z.object({
  /** The row written; `note` is the admin's reason (the shopper's page does not show it). */
  entry: storeCreditItem.extend({ note: z.string() }),
  balance: z.number(),
});
export type GoodwillCreditReply = z.infer<typeof goodwillCreditReply>;
