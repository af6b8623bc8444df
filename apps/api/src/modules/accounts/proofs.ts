import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authProofs } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';

export type ProofKind = 'otp' | 'google' | 'firebase';

export const PROOF_TTL_SECONDS = 300;

const hashProof = (proof: string) => createHash('sha256').update(proof).digest('base64url');

/**
 * A short-lived, single-use proof that a sign-in step succeeded (docs/decisions/006-no-token-without-proof.md).
 * Only its hash is stored; the token-issuing call must present it together with the phone number or email it
 * vouches for.
 */
export async function issueProof(
  db: DbOrTx,
  kind: ProofKind,
  subject: string,
  names: { first_name?: string | null; last_name?: string | null } = {},
): Promise<string> {
  const proof = randomBytes(32).toString('base64url');
  await db.delete(authProofs).where(lt(authProofs.expires_at, sql`now() - interval '1 day'`));
  await db.insert(authProofs).values({
    proof_hash: hashProof(proof),
    kind,
    subject,
    first_name: names.first_name ?? null,
    last_name: names.last_name ?? null,
    expires_at: sql`now() + make_interval(secs => ${PROOF_TTL_SECONDS})` as unknown as string,
  });
  return proof;
}

export const invalidProof = () =>
  new HttpError(401, 'This sign-in step has expired or was already used. Please start again.');

/** Uses the proof up (atomically: a replay finds it used) and checks it vouches for `subject`. */
export async function consumeProof(db: DbOrTx, proof: string | undefined, kinds: ProofKind[], subject: string) {
  if (!proof) throw invalidProof();
  const [row] = await db
    .update(authProofs)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(authProofs.proof_hash, hashProof(proof)),
        isNull(authProofs.used_at),
        gt(authProofs.expires_at, sql`now()`),
        inArray(authProofs.kind, kinds),
      ),
    )
    .returning();
  if (!row || row.subject !== subject) throw invalidProof();
  return row;
}
