import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { LoginInput, ProfileInput, RegisterInput } from '@store/shared/schemas/account';
import { messages } from '@store/shared/messages';
import { ConfigError } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, pgCodes, pgErrorCode, TooManyRequests } from '../../lib/http-error.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';

/** argon2id (the library's default algorithm) with OWASP's suggested cost: 19 MiB, 2 passes. */
const hashOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, hashOptions);

/** A hash to verify against when the email is unknown, so both answers take the same time. */
let decoyHash: Promise<string> | undefined;

export const phoneInUse = () =>
  new HttpError(409, 'An account with this mobile number already exists. Please log in instead.', {
    errors: { phone: 'An account with this mobile number already exists.' },
  });

/**
 * Registration answers alike whether or not the email already has an account (no account enumeration,
 * docs/decisions/003-accounts-sign-in-safety.md): an existing email gets the same 201 and nothing changes, and the
 * password is hashed on both paths so they take the same time. A mobile number already in use is refused (409)
 * whatever the email: sign-in by code tells anyone whether a number is registered anyway, since it invites unknown
 * numbers to register, and checking the number first keeps the answer independent of the email.
 */
export async function registerUser(db: DbOrTx, input: RegisterInput, adminEmail: string): Promise<void> {
  const password_hash = await hashPassword(input.password);
  const [phoneOwner] = await db.select({ id: users.user_id }).from(users).where(eq(users.phone, input.phone)).limit(1);
  if (phoneOwner) throw phoneInUse();
  const created = await db
    .insert(users)
    .values({
      email: input.email,
      first_name: input.first_name,
      last_name: input.last_name,
      phone: input.phone,
      password_hash,
      role: input.email === adminEmail.toLowerCase() ? 'admin' : 'customer',
    })
    .onConflictDoNothing()
    .returning({ id: users.user_id });
  if (created.length > 0) return;
  // Nothing inserted: the email exists (answered as a success), or the number was taken a moment ago.
  const [emailOwner] = await db
    .select({ id: users.user_id })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  if (!emailOwner) throw phoneInUse();
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
      await tx
        .insert(users)
        .values({ email: adminEmail, first_name: 'Admin', last_name: 'Store', password_hash, role: 'admin' });
      return;
    }
    const adopting = existing.role !== 'admin';
    if (adopting && !adoptExisting) throw new ConfigError(shopperAdminEmail(email));
    const unchanged = existing.password_hash !== null && (await verify(existing.password_hash, password));
    await tx
      .update(users)
      .set({
        role: 'admin',
        ...(unchanged ? {} : { password_hash: await hashPassword(password) }),
        ...(adopting || !unchanged ? { token_version: sql`${users.token_version} + 1` } : {}),
        ...(adopting ? { phone: null, phone_claim: null } : {}),
        updated_at: sql`now()`,
      })
      .where(eq(users.user_id, existing.id));
  });
}

/**
 * Password sign-in is throttled per account and per IP (docs/product/accounts.md#password-sign-in). Both count failed
 * attempts only: many shoppers in India share one address behind carrier-grade NAT, and their successful sign-ins
 * must not lock each other out. Every attempt is counted before the password is checked (so a burst of parallel
 * guesses cannot slip past the limit) and a successful one is taken back.
 */
export const SIGN_IN_RULES = { failuresPerAccount: 10, failuresPerIp: 50, windowSeconds: 900 } as const;

export async function throttledAuthenticate(db: DbOrTx, limiter: RateLimiter, input: LoginInput, ip: string) {
  const { failuresPerAccount, failuresPerIp, windowSeconds } = SIGN_IN_RULES;
  const ipKey = `login:ip:${ip}`;
  const accountKey = `login:account:${input.email}`;
  const perIp = await limiter.hit(ipKey, failuresPerIp, windowSeconds);
  const perAccount = await limiter.hit(accountKey, failuresPerAccount, windowSeconds);
  if (!perIp.allowed || !perAccount.allowed) {
    const wait = Math.ceil(
      Math.max(perIp.allowed ? 0 : perIp.retryAfter, perAccount.allowed ? 0 : perAccount.retryAfter) / 60,
    );
    throw new TooManyRequests(
      `Too many sign-in attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      wait * 60,
    );
  }
  const user = await authenticate(db, input);
  await Promise.all([limiter.reset(accountKey), limiter.release(ipKey)]);
  return user;
}

/**
 * Registration from one address is capped (bulk account creation), and so are its refusals for a mobile
 * number already in use, which would otherwise let one address test many numbers. Generous enough for many
 * shoppers behind one carrier-grade NAT address.
 */
export const REGISTER_RULES = { attemptsPerIp: 100, phoneRefusalsPerIp: 20, windowSeconds: 3600 } as const;

export async function throttledRegister(
  db: DbOrTx,
  limiter: RateLimiter,
  input: RegisterInput,
  adminEmail: string,
  ip: string,
) {
  const { attemptsPerIp, phoneRefusalsPerIp, windowSeconds } = REGISTER_RULES;
  const refusalsKey = `register:refused:${ip}`;
  const attempts = await limiter.hit(`register:ip:${ip}`, attemptsPerIp, windowSeconds);
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
    await registerUser(db, input, adminEmail);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409)
      await limiter.hit(refusalsKey, phoneRefusalsPerIp, windowSeconds);
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
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
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
  const [raced] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return raced!;
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
  email: users.email,
};

export async function getProfile(db: DbOrTx, email: string) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!row) throw new HttpError(404, 'Account not found.');
  return row;
}

export async function updateProfile(db: DbOrTx, email: string, input: ProfileInput) {
  try {
    const [row] = await db
      .update(users)
      .set({ first_name: input.first_name, last_name: input.last_name, phone: input.phone, updated_at: sql`now()` })
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
      .returning();
    if (!row) throw new HttpError(404, 'Account not found.');
    const { first_name, last_name, phone } = row;
    return { user_id: row.user_id, user: row, profile: { first_name, last_name, phone, email: row.email } };
  } catch (error) {
    if (pgErrorCode(error) === pgCodes.uniqueViolation) throw phoneInUse();
    throw error;
  }
}
