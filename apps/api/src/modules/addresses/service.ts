import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { AddressInput } from '@store/shared/schemas/address';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { userAddresses, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { statement } from '../../db/statements.ts';
import { checkPinState } from './pin-codes.ts';

/** An address as the API answers it (user_name is the owner's email). */
export const addressColumns = {
  useraddress_id: userAddresses.useraddress_id,
  user_name: users.email,
  first_name: userAddresses.first_name,
  last_name: userAddresses.last_name,
  house_number: userAddresses.house_number,
  street_number: userAddresses.street_number,
  landmark: userAddresses.landmark,
  postal_code: userAddresses.postal_code,
  city: userAddresses.city,
  state: userAddresses.state,
  country: userAddresses.country,
  phone: userAddresses.phone,
  is_default: userAddresses.is_default,
  created_at: userAddresses.created_at,
  updated_at: userAddresses.updated_at,
};

/** The owner's addresses, the default first. */
export async function listAddresses(db: DbOrTx, userId: number) {
  return db
    .select(addressColumns)
    .from(userAddresses)
    .innerJoin(users, eq(users.user_id, userAddresses.user_id))
    .where(eq(userAddresses.user_id, userId))
    .orderBy(desc(userAddresses.is_default), desc(userAddresses.useraddress_id));
}

// Every address read and change answers one of these: built once (db/statements.ts).
const addressById = statement('address_by_id', (db, name) =>
  db
    .select(addressColumns)
    .from(userAddresses)
    .innerJoin(users, eq(users.user_id, userAddresses.user_id))
    .where(
      and(
        eq(userAddresses.useraddress_id, sql.placeholder('id')),
        eq(userAddresses.user_id, sql.placeholder('userId')),
      ),
    )
    .prepare(name),
);
/** One address of the owner; someone else's id is a 404 (docs/decisions/005-owners-only.md). */
export async function getAddress(db: DbOrTx, userId: number, id: number) {
  const [row] = await addressById(db, { id, userId });
  if (!row) throw notFound('Address');
  return row;
}

export type AddressRow = Awaited<ReturnType<typeof getAddress>>;

async function makeDefault(tx: Tx, userId: number, id: number) {
  await tx
    .update(userAddresses)
    .set({ is_default: false, updated_at: sql`now()` })
    .where(
      and(eq(userAddresses.user_id, userId), eq(userAddresses.is_default, true), ne(userAddresses.useraddress_id, id)),
    );
  await tx
    .update(userAddresses)
    .set({ is_default: true, updated_at: sql`now()` })
    .where(and(eq(userAddresses.user_id, userId), eq(userAddresses.useraddress_id, id)));
}

const fields = (input: AddressInput) => {
  const { is_default: _ignored, ...rest } = input;
  return rest;
};

/**
 * Exactly one default per user, whatever the client sends: the first address is the default. The state must agree
 * with the PIN code (checkPinState), before anything is written.
 */
export async function addAddress(tx: Tx, userId: number, input: AddressInput) {
  checkPinState(input);
  await lockAddressBook(tx, userId);
  const [existing] = await tx
    .select({ id: userAddresses.useraddress_id })
    .from(userAddresses)
    .where(eq(userAddresses.user_id, userId))
    .limit(1);
  const [row] = await tx
    .insert(userAddresses)
    .values({ ...fields(input), user_id: userId })
    .returning({ id: userAddresses.useraddress_id });
  if (!existing || input.is_default !== false) await makeDefault(tx, userId, row!.id);
  return getAddress(tx, userId, row!.id);
}

/**
 * The edit form's default checkbox is not bound, so only `true` moves the default
 * (docs/product/checkout.md#address-book).
 */
export async function updateAddress(tx: Tx, userId: number, id: number, input: AddressInput) {
  checkPinState(input);
  await lockAddressBook(tx, userId);
  const [row] = await tx
    .update(userAddresses)
    .set({ ...fields(input), updated_at: sql`now()` })
    .where(and(eq(userAddresses.useraddress_id, id), eq(userAddresses.user_id, userId)))
    .returning({ id: userAddresses.useraddress_id });
  if (!row) throw notFound('Address');
  if (input.is_default === true) await makeDefault(tx, userId, id);
  return getAddress(tx, userId, id);
}

export async function setDefaultAddress(tx: Tx, userId: number, id: number) {
  await lockAddressBook(tx, userId);
  await getAddress(tx, userId, id);
  await makeDefault(tx, userId, id);
  return getAddress(tx, userId, id);
}

/** Deleting the default promotes the most recent remaining address. */
export async function deleteAddress(tx: Tx, userId: number, id: number) {
  await lockAddressBook(tx, userId);
  const [row] = await tx
    .delete(userAddresses)
    .where(and(eq(userAddresses.useraddress_id, id), eq(userAddresses.user_id, userId)))
    .returning({ is_default: userAddresses.is_default });
  if (!row) throw notFound('Address');
  if (row.is_default) {
    const [next] = await tx
      .select({ id: userAddresses.useraddress_id })
      .from(userAddresses)
      .where(eq(userAddresses.user_id, userId))
      .orderBy(desc(userAddresses.useraddress_id))
      .limit(1);
    if (next) await makeDefault(tx, userId, next.id);
  }
}

/** Serialises changes to one user's address book (two tabs adding at once still end with one default). */
async function lockAddressBook(tx: Tx, userId: number) {
  await tx.execute(sql`SELECT 1 FROM users WHERE user_id = ${userId} FOR UPDATE`);
}
