import { z } from 'zod';

// The shopper's own data (docs/product/privacy.md): the download of it, and deleting the account.

/** Why an account cannot be deleted yet (docs/product/privacy.md#when-deleting-waits). */
export const ERASURE_REFUSALS = [
  'owner',
  'staff',
  'open_order',
  'return_in_progress',
  'refund_in_progress',
  'return_window',
  'store_credit',
] as const;
export type ErasureRefusal = (typeof ERASURE_REFUSALS)[number];

/** One reason, with the sentence the Privacy page shows. */
export const erasureReasonSchema = z.object({ reason: z.enum(ERASURE_REFUSALS), message: z.string() });
export type ErasureReason = z.infer<typeof erasureReasonSchema>;

/** GET /api/User/{email}/erasure: whether the account may be deleted now, and how it may confirm. */
export const erasureCheckSchema = z.object({
  erasable: z.boolean(),
  reasons: z.array(erasureReasonSchema),
  /** The account has a password to confirm with. */
  has_password: z.boolean(),
  /** The account's proven mobile number, which a one-time code can confirm with; null without one. */
  phone: z.string().nullable(),
});
export type ErasureCheck = z.infer<typeof erasureCheckSchema>;

/** DELETE /api/User/{email}: the account's password, or the proof of a one-time code sent to its mobile number. */
export const deleteAccountInput = z
  .object({
    password: z.string().min(1).max(200).optional(),
    proof: z.string().min(1).max(200).optional(),
  })
  .refine((body) => Boolean(body.password) !== Boolean(body.proof), {
    message: 'Confirm with your password or a one-time code',
    path: ['password'],
  });
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

const rows = z.array(z.record(z.string(), z.unknown()));

/** GET /api/User/{email}/data-export: everything the store holds about the account, section by section. */
export const dataExportSchema = z.object({
  exported_at: z.string(),
  account: z.record(z.string(), z.unknown()),
  addresses: rows,
  orders: rows,
  reviews: rows,
  wishlist: rows,
  consents: z.object({ current: z.record(z.string(), z.unknown()), history: rows }),
  grievances: rows,
  store_credit: rows,
});
export type DataExport = z.infer<typeof dataExportSchema>;
