import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { consumeProof } from './proofs.ts';

/**
 * A mobile number belongs to the account that proved it (docs/product/accounts.md#mobile-number): `users.phone` is
 * a number proven by a code sent to it (unique), `users.phone_claim` one entered without proof, which never blocks
 * anyone and never signs anyone in.
 */

export const phoneInUse = () =>
  new HttpError(409, 'An account with this mobile number already exists. Please log in instead.', {
    errors: { phone: 'An account with this mobile number already exists.' },
  });

export const PHONE_PROOF_REQUIRED_MESSAGE = 'Please verify the new mobile number with the code we sent to it.';

export const phoneProofRequired = () =>
  new HttpError(400, PHONE_PROOF_REQUIRED_MESSAGE, {
    code: 'PHONE_PROOF_REQUIRED',
    errors: { phone: PHONE_PROOF_REQUIRED_MESSAGE },
  });

const staleProof = () =>
  new HttpError(400, 'The check of this mobile number has expired or was already used. Please verify it again.', {
    code: 'PHONE_PROOF_REQUIRED',
    errors: { phone: 'Please verify this mobile number again.' },
  });

/** The id of the account that proved `phone`, if any. */
export async function provenOwnerOf(db: DbOrTx, phone: string): Promise<number | undefined> {
  const [owner] = await db.select({ id: users.user_id }).from(users).where(eq(users.phone, phone)).limit(1);
  return owner?.id;
}

/**
 * Uses up a proof from POST /Otp/verify-otp or /Auth/verify-otp for `phone`; a missing, stale, used or other
 * number's proof is 400 PHONE_PROOF_REQUIRED.
 */
export async function consumePhoneProof(db: DbOrTx, proof: string, phone: string): Promise<void> {
  try {
    await consumeProof(db, proof, ['otp', 'firebase'], phone);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) throw staleProof();
    throw error;
  }
}

/** The number is proven by `ownerId`: every other account's unproven claim to it is dropped. */
export async function dropOtherClaims(db: DbOrTx, phone: string, ownerId: number): Promise<void> {
  await db
    .update(users)
    .set({ phone_claim: null, updated_at: sql`now()` })
    .where(and(eq(users.phone_claim, phone), ne(users.user_id, ownerId)));
}
