import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { LoginInput, ProfileInput, RegisterInput } from '@store/shared/schemas/account';
import { messages } from '@store/shared/messages';
import { ConfigError } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users, type UserRole } from '../../db/schema/index.ts';
import { HttpError, pgCodes, pgErrorCode, TooManyRequests } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { addressKey } from '../../lib/client-address.ts';
import { consumePhoneProof, dropOtherClaims, phoneInUse, phoneProofRequired, provenOwnerOf } from './phone-numbers.ts';
import { proveEmailOwnership } from './email-ownership.ts';
import { isStaffRole } from '../staff/permissions.ts';
import { acknowledgeNotice, setConsent } from '../consents/service.ts';

/** argon2id (the library's default algorithm) with OWASP's suggested cost: 19 MiB, 2 passes. */
const hashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, hashOptions);

/** A hash to verify against when the email is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;

/**
 * Registration answers alike whether or not the email already has an account (no account enumeration,
 * docs/decisions/003-accounts-sign-in-safety.md): an existing email gets the same 201 and nothing changes, and the
 * password is hashed on both paths so they take the same time. The mobile number is attached as proven only with
 * a proof that its owner received a code at it; without one it is kept as an unproven claim, which never blocks
 * anyone (docs/product/accounts.md#mobile-number). A number another account has proven is refused (409) whatever
 * the email: sign-in by code tells anyone whether a number is registered anyway, and checking the number first
 * keeps the answer independent of the email.
 */
export async function registerUser(db: DbOrTx, input: RegisterInput, adminEmail: string): Promise<number | null> {
  const password_hash = await hashPassword(input.password);
  if (input.phone_proof) await consumePhoneProof(db, input.phone_proof, input.phone);
  const proven = Boolean(input.phone_proof);
  if (await provenOwnerOf(db, input.phone)) throw phoneInUse();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: proven ? input.phone : null,
        phone_claim: proven ? null : input.phone,
        password_hash,
        role: input.email === adminEmail.toLowerCase() ? 'admin' : 'customer',
      })
      .onConflictDoNothing()
      .returning({ id: users.user_id });
    if (created) {
      if (proven) await dropOtherClaims(tx, input.phone, created.id);
      // The form showed the privacy notice and the consent boxes (docs/product/privacy.md#notice).
      await acknowledgeNotice(tx, created.id);
      await setConsent(tx, created.id, input.marketing_consent ?? {}, 'registration');
      return created.id;
    }
    // Nothing inserted: the email exists (answered as a success), or the number was proven a moment ago.
    const [emailOwner] = await tx
      .select({ id: users.user_id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`)
      .limit(1);
    if (!emailOwner) throw phoneInUse();
    return null;
  });
}

export async function authenticate(db: DbOrTx, input: LoginInput) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  if (!user?.password_hash) {
    decoyHash ??= hashPassword('decoy password for unknown accounts');
    await verify(await decoyHash, input.password);
    throw new HttpError(401, messages.invalidLogin);
  }
  if (!(await verify(user.password_hash, input.password))) throw new HttpError(401, messages.invalidLogin);
  return user;
}

export const shopperAdminEmail = (email: string) =>
  `ADMIN_EMAIL ${email} belongs to a shopper account. Set ADMIN_ADOPT_EXISTING=1 to make that account the admin, or choose another email.`;

/**
 * ADMIN_EMAIL designates the admin (docs/decisions/004-admin-enforced-on-server.md); ADMIN_PASSWORD sets that
 * account's password at every start, creating it when missing. Any other account that held the role loses it. A
 * shopper's account becomes the admin only when ADMIN_ADOPT_EXISTING says so: its sessions end and its phone goes
 * (no sign-in by code into the admin). A changed password ends the admin's earlier sessions; an unchanged one
 * keeps them.
 */
export async function ensureAdmin(
  db: DbOrTx,
  email: string,
  password: string,
  { adoptExisting = false }: { adoptExisting?: boolean } = {},
): Promise<void> {
  const adminEmail = email.toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ role: 'customer' })
      .where(sql`${users.role} = 'admin' AND lower(${users.email}) <> ${adminEmail}`);
    const [existing] = await tx
      .select({ id: users.user_id, role: users.role, password_hash: users.password_hash })
      .from(users)
      .where(sql`lower(${users.email}) = ${adminEmail}`);
    if (!existing) {
      const password_hash = await hashPassword(password);
      await tx.insert(users).values({
        email: adminEmail,
        first_name: 'Admin',
        last_name: 'Store',
        password_hash,
        role: 'admin',
        email_verified_at: sql`now()`,
      });
      return;
    }
    const adopting = existing.role !== 'admin';
    if (adopting && !adoptExisting) throw new ConfigError(shopperAdminEmail(email));
    const unchanged = existing.password_hash !== null && (await verify(existing.password_hash, password));
    await tx
      .update(users)
      .set({
        role: 'admin',
        email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
        ...(unchanged ? {} : { password_hash: await hashPassword(password) }),
        ...(adopting || !unchanged ? { token_version: sql`${users.token_version} + 1` } : {}),
        ...(adopting ? { phone: null, phone_claim: null } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(users.user_id, existing.id));
  });
}

/**
 * Password sign-in limits (docs/product/accounts.md#password-sign-in). Failures are counted per account and client
 * address together, so wrong passwords from one address lock only that address out of that account; a ceiling per
 * account across all addresses, high enough that one attacker cannot reach it, stops a spread-out guessing run; and a
 * ceiling per address stops one address trying many accounts. Successful sign-ins are capped per address too, since
 * every attempt costs an argon2 check. Addresses are counted by `addressKey` (an IPv6 /64 as one).
 */
export const SIGN_IN_RULES = {
  failuresPerAccountAndAddress: 10,
  failuresPerAccount: 100,
  failuresPerAddress: 50,
  windowSeconds: 900,
  successesPerAddress: 60,
  successWindowSeconds: 60,
} as const;

const tooManySignIns = (seconds: number) => {
  const wait = Math.ceil(seconds / 60);
  return new TooManyRequests(
    `Too many sign-in attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
    wait * 60,
  );
};

/**
 * Counts one attempt on each failure counter in turn, before the password is checked (so a burst of parallel
 * guesses cannot slip past a limit). A refused attempt is taken back from the counters before it, so attempts an
 * address may no longer make never add to the account's ceiling.
 */
async function countSignInAttempt(limiter: RateLimiter, keys: readonly string[], limits: readonly number[]) {
  for (const [index, key] of keys.entries()) {
    const counted = await limiter.hit(key, limits[index]!, SIGN_IN_RULES.windowSeconds);
    if (!counted.allowed) {
      await Promise.all(keys.slice(0, index).map((earlier) => limiter.release(earlier)));
      throw tooManySignIns(counted.retryAfter);
    }
  }
}

export async function throttledAuthenticate(db: DbOrTx, limiter: RateLimiter, input: LoginInput, ip: string) {
  const rules = SIGN_IN_RULES;
  const address = addressKey(ip);
  const successKey = `login:ok:${address}`;
  const successes = await limiter.peek(successKey, rules.successesPerAddress, rules.successWindowSeconds);
  if (!successes.allowed) throw tooManySignIns(successes.retryAfter);
  const pairKey = `login:pair:${input.email}:${address}`;
  const accountKey = `login:account:${input.email}`;
  const addressFailuresKey = `login:ip:${address}`;
  await countSignInAttempt(
    limiter,
    [pairKey, addressFailuresKey, accountKey],
    [rules.failuresPerAccountAndAddress, rules.failuresPerAddress, rules.failuresPerAccount],
  );
  const user = await authenticate(db, input);
  await Promise.all([
    limiter.reset(pairKey),
    limiter.release(addressFailuresKey),
    limiter.release(accountKey),
    limiter.hit(successKey, rules.successesPerAddress, rules.successWindowSeconds),
  ]);
  return user;
}

/**
 * Registration from one address is capped (bulk account creation), and so are its refusals for a mobile
 * number already in use, which would otherwise let one address test many numbers. Generous enough for many
 * shoppers behind one carrier-grade NAT address.
 */
export const REGISTER_RULES = { phoneRefusalsPerIp: 20, windowSeconds: 3600 } as const;

export async function throttledRegister(
  db: DbOrTx,
  limiter: RateLimiter,
  input: RegisterInput,
  adminEmail: string,
  ip: string,
  /** REGISTRATIONS_PER_IP_PER_HOUR. */
  attemptsPerIp: number,
) {
  const { phoneRefusalsPerIp, windowSeconds } = REGISTER_RULES;
  const address = addressKey(ip);
  const refusalsKey = `register:refused:${address}`;
  const attempts = await limiter.hit(`register:ip:${address}`, attemptsPerIp, windowSeconds);
  const refusals = await limiter.peek(refusalsKey, phoneRefusalsPerIp, windowSeconds);
  if (!attempts.allowed || !refusals.allowed) {
    const wait = Math.ceil(
      Math.max(attempts.allowed ? 0 : attempts.retryAfter, refusals.allowed ? 0 : refusals.retryAfter) / 60,
    );
    throw new TooManyRequests(
      `Too many registrations from your network. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      wait * 60,
    );
  }
  try {
    return await registerUser(db, input, adminEmail);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409)
      await limiter.hit(refusalsKey, phoneRefusalsPerIp, windowSeconds);
    throw error;
  }
}

/**
 * Sign-in by code lands in the account that PROVED the number (docs/product/accounts.md#mobile-number); the code
 * just received there proves it again, so every other account's unproven claim to it is dropped.
 */
export async function signInByPhone(db: DbOrTx, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!user) throw new HttpError(404, 'No account uses this mobile number yet. Please register first.');
  await dropOtherClaims(db, phone, user.user_id);
  return user;
}

/**
 * First Google sign-in creates the account with the names from the ID token (no password, no phone), its email
 * verified by Google. An existing account whose email was never verified is taken over by the proven owner
 * (docs/product/accounts.md#email-verification): the registrant's password, number and sessions stop working.
 */
export async function findOrCreateGoogleUser(
  db: DbOrTx,
  email: string,
  names: { first_name: string | null; last_name: string | null },
  adminEmail: string,
) {
  const byEmail = sql`lower(${users.email}) = ${email}`;
  const [known] = await db.select({ id: users.user_id }).from(users).where(byEmail).limit(1);
  if (!known) {
    await db
      .insert(users)
      .values({
        email,
        first_name: names.first_name || email.split('@')[0]!,
        last_name: names.last_name,
        role: email === adminEmail.toLowerCase() ? 'admin' : 'customer',
        email_verified_at: sql`now()` as unknown as string,
      })
      .onConflictDoNothing();
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.user_id }).from(users).where(byEmail).limit(1);
    await proveEmailOwnership(tx, existing!.id);
    const [user] = await tx.select().from(users).where(eq(users.user_id, existing!.id));
    return user!;
  });
}

/** Logout ends every token issued so far, so a copied token stops working (docs/product/accounts.md#sessions). */
export async function endSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1`, updated_at: sql`now()` })
    .where(eq(users.user_id, userId));
}

const profileColumns = {
  first_name: users.first_name,
  last_name: users.last_name,
  phone: users.phone,
  phone_claim: users.phone_claim,
  email: users.email,
  email_verified_at: users.email_verified_at,
  role: users.role,
};

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

/** GET /User/{email}/username's answer (the owner and staff count as verified). */
export function profileOf(row: {
  first_name: string;
  last_name: string | null;
  phone: string | null;
  phone_claim: string | null;
  email: string;
  email_verified_at: string | null;
  role: string;
}) {
  const { first_name, last_name, phone, phone_claim, email } = row;
  return {
    first_name,
    last_name,
    phone,
    phone_claim,
    email,
    email_verified: row.email_verified_at !== null || isStaffRole(row.role as UserRole),
  };
}

export async function getProfile(db: DbOrTx, email: string) {
  const [row] = await db.select(profileColumns).from(users).where(byEmail(email));
  if (!row) throw new HttpError(404, 'Account not found.');
  return profileOf(row);
}

/**
 * Saves the profile form (docs/product/accounts.md#profile). The proven number, or the account's own unproven claim,
 * saves unchanged; any other number
 * needs a proof for it (400 PHONE_PROOF_REQUIRED), is refused when another account proved it (409), and once
 * attached replaces the account's proven number and drops every other account's claim to it.
 */
export async function updateProfile(db: DbOrTx, email: string, input: ProfileInput) {
  const [current] = await db
    .select({ id: users.user_id, phone: users.phone, phone_claim: users.phone_claim })
    .from(users)
    .where(byEmail(email));
  if (!current) throw new HttpError(404, 'Account not found.');
  // The account's own unproven claim saves as it is (names only); proving it attaches it.
  const keepsClaim = !input.phone_proof && input.phone === current.phone_claim;
  const changesPhone = input.phone !== current.phone && !keepsClaim;
  if (changesPhone) {
    if (!input.phone_proof) throw phoneProofRequired();
    const owner = await provenOwnerOf(db, input.phone);
    if (owner !== undefined && owner !== current.id) throw phoneInUse();
    await consumePhoneProof(db, input.phone_proof, input.phone);
  }
  const names = { first_name: input.first_name, last_name: input.last_name, updated_at: sql`now()` };
  try {
    const row = await db.transaction(async (tx) => {
      const [saved] = await tx
        .update(users)
        .set(changesPhone ? { ...names, phone: input.phone, phone_claim: null } : names)
        .where(eq(users.user_id, current.id))
        .returning();
      if (changesPhone) await dropOtherClaims(tx, input.phone, current.id);
      return saved!;
    });
    return { user_id: row.user_id, user: row, profile: profileOf(row) };
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.uniqueViolation) throw phoneInUse();
    throw error;
  }
}
