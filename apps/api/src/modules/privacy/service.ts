import { eq } from 'drizzle-orm';
import type { ErasureReason } from '@store/shared/schemas/privacy';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { productTag } from '../../lib/response-cache.ts';
import type { ObjectStore } from '../media/object-store.ts';
import { removeFiles } from '../media/storage.ts';
import { erasureBlockers } from './blockers.ts';
import { eraseAccount, type ErasedValues } from './erasure.ts';
import type { ProcessingSource } from './processing-log.ts';

/** What an erasure needs besides the database: the files, the counters and the catalogue cache. */
export interface ErasureContext {
  db: Db;
  objectStore: ObjectStore;
  rateLimiter: RateLimiter;
  invalidateTags: (tags: Iterable<string>) => Promise<void>;
}

export type ErasureDecision =
  { erased: true; values: ErasedValues | null } | { erased: false; reasons: ErasureReason[] };

/**
 * Erases the account in `tx` unless something holds it (docs/product/privacy.md#when-deleting-waits), deciding under
 * the account's row lock so an order placed meanwhile waits for the decision. An account already erased answers
 * erased with no values. The caller runs afterErasure once `tx` commits.
 */
export async function decideErasure(
  tx: Tx,
  userId: number,
  source: ProcessingSource,
  now = new Date(),
): Promise<ErasureDecision> {
  const [user] = await tx
    .select({ user_id: users.user_id, role: users.role, erased_at: users.erased_at })
    .from(users)
    .where(eq(users.user_id, userId))
    .for('update');
  if (!user || user.erased_at !== null) return { erased: true, values: null };
  const reasons = await erasureBlockers(tx, user, now);
  if (reasons.length > 0) return { erased: false, reasons };
  return { erased: true, values: await eraseAccount(tx, userId, source) };
}

/**
 * After an erasure commits: the photo files, the rate-limit counters naming the email or phone (Redis too), and the
 * cached pages showing the author's reviews go.
 */
export async function afterErasure(context: ErasureContext, values: ErasedValues | null): Promise<void> {
  if (!values) return;
  // The rows are gone and committed: a file the store cannot remove now stays unreferenced, never shown again.
  await removeFiles(context.objectStore, values.fileKeys).catch(() => undefined);
  await context.rateLimiter.forget([values.email, ...values.phones]);
  await context.invalidateTags(values.reviewedProducts.map(productTag));
}

/** decideErasure in a transaction of its own, then afterErasure: the shopper's own DELETE /api/User/{email}. */
export async function eraseIfAllowed(
  context: ErasureContext,
  userId: number,
  source: ProcessingSource,
  now = new Date(),
): Promise<ErasureDecision> {
  const decision = await context.db.transaction((tx) => decideErasure(tx, userId, source, now));
  if (decision.erased) await afterErasure(context, decision.values);
  return decision;
}
