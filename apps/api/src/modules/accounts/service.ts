import { hash, verify } from '@node-rs/argon2';
import { eq, or, sql } from 'drizzle-orm';
import type { LoginInput, ProfileInput, RegisterInput } from '@store/shared/schemas/account';
import { messages } from '@store/shared/messages';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, HttpError, pgCodes, pgErrorCode } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

/** argon2id (the library's default algorithm) with OWASP's suggested cost: 19 MiB, 2 passes. */
const hashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, hashOptions);

/** A hash to verify against when the email is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;

export async function registerUser(db: DbOrTx, input: RegisterInput, adminEmail: string) {
  const [existing] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(or(sql`lower(${users.email}) = ${input.email}`, eq(users.phone, input.phone)))
    .limit(1);
  if (existing) throw duplicateAccount(existing.email.toLowerCase() === input.email);
  const password_hash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        password_hash,
        role: input.email === adminEmail.toLowerCase() ? 'admin' : 'customer',
      })
      .returning({ user_id: users.user_id, email: users.email, first_name: users.first_name, last_name: users.last_name, phone: users.phone, created_at: users.created_at });
    return row!;
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.uniqueViolation) throw duplicateAccount(String(error).includes('email'));
    throw error;
  }
}

function duplicateAccount(byEmail: boolean) {
  return byEmail
    ? conflict('An account with this email already exists. Please log in instead.')
    : conflict('An account with this mobile number already exists. Please log in instead.');
}

export async function authenticate(db: DbOrTx, input: LoginInput) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`).limit(1);
  if (!user?.password_hash) {
    decoyHash ??= hashPassword('decoy password for unknown accounts');
    await verify(await decoyHash, input.password);
    throw new HttpError(401, messages.invalidLogin);
  }
  if (!(await verify(user.password_hash, input.password))) throw new HttpError(401, messages.invalidLogin);
  return user;
}

/**
 * ADMIN_EMAIL designates the admin (SPEC.md §6); ADMIN_PASSWORD sets that account's password at every start,
 * creating it when missing. Any other account that held the role loses it.
 */
export async function ensureAdmin(db: DbOrTx, email: string, password: string): Promise<void> {
  const adminEmail = email.toLowerCase();
  const password_hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: 'customer' }).where(sql`${users.role} = 'admin' AND lower(${users.email}) <> ${adminEmail}`);
    const [existing] = await tx.select({ id: users.user_id }).from(users).where(sql`lower(${users.email}) = ${adminEmail}`);
    if (existing) {
      await tx.update(users).set({ role: 'admin', password_hash, updated_at: sql`now()` }).where(eq(users.user_id, existing.id));
    } else {
      await tx.insert(users).values({ email: adminEmail, first_name: 'Admin', last_name: 'Store', password_hash, role: 'admin' });
    }
  });
}

/** Issue #4: password sign-in is throttled per account (failures) and per IP (all attempts). */
export const SIGN_IN_RULES = { failuresPerAccount: 10, attemptsPerIp: 50, windowSeconds: 900 } as const;

export async function throttledAuthenticate(db: DbOrTx, limiter: RateLimiter, input: LoginInput, ip: string) {
  const { failuresPerAccount, attemptsPerIp, windowSeconds } = SIGN_IN_RULES;
  const perIp = await limiter.hit(`login:ip:${ip}`, attemptsPerIp, windowSeconds);
  const accountKey = `login:account:${input.email}`;
  const perAccount = await limiter.peek(accountKey, failuresPerAccount, windowSeconds);
  if (!perIp.allowed || !perAccount.allowed) {
    const wait = Math.ceil(Math.max(perIp.allowed ? 0 : perIp.retryAfter, perAccount.allowed ? 0 : perAccount.retryAfter) / 60);
    throw new HttpError(429, `Too many sign-in attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`);
  }
  try {
    const user = await authenticate(db, input);
    await limiter.reset(accountKey);
    return user;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) await limiter.hit(accountKey, failuresPerAccount, windowSeconds);
    throw error;
  }
}

export async function findUserByPhone(db: DbOrTx, phone: string) {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  if (!user) throw new HttpError(404, 'No account uses this mobile number yet. Please register first.');
  return user;
}

/** First Google sign-in creates the account with the names from the ID token (no password, no phone). */
export async function findOrCreateGoogleUser(
  db: DbOrTx,
  email: string,
  names: { first_name: string | null; last_name: string | null },
  adminEmail: string,
) {
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  if (existing) return existing;
  const [created] = await db
    .insert(users)
    .values({
      email,
      first_name: names.first_name || email.split('@')[0]!,
      last_name: names.last_name,
      role: email === adminEmail.toLowerCase() ? 'admin' : 'customer',
    })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  return raced!;
}

/** Logout ends every token issued so far (issue #4: a copied token stops working). */
export async function endSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ token_version: sql`${users.token_version} + 1`, updated_at: sql`now()` })
    .where(eq(users.user_id, userId));
}

const profileColumns = { first_name: users.first_name, last_name: users.last_name, phone: users.phone, email: users.email };

export async function getProfile(db: DbOrTx, email: string) {
  const [row] = await db.select(profileColumns).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!row) throw new HttpError(404, 'Account not found.');
  return row;
}

export async function updateProfile(db: DbOrTx, email: string, input: ProfileInput) {
  try {
    const [row] = await db
      .update(users)
      .set({ first_name: input.first_name, last_name: input.last_name, phone: input.phone, updated_at: sql`now()` })
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .returning(profileColumns);
    if (!row) throw new HttpError(404, 'Account not found.');
    return row;
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.uniqueViolation) throw duplicateAccount(false);
    throw error;
  }
}
