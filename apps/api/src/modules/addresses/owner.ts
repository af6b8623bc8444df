import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { RequestUser } from '../../plugins/auth.ts';
import { userCan } from '../staff/access.ts';

/**
 * `/UserAddress/{email}` and `/Order/{email}` answer for the token's own email, or for staff with customers.read
 * (any shopper's book) or orders.read (any shopper's orders); anyone else gets 403 (docs/decisions/005-owners-only.md,
 * docs/product/staff.md#roles).
 */
export async function ownerOf(
  db: DbOrTx,
  user: RequestUser,
  email: string,
  what: 'addresses' | 'orders',
): Promise<number> {
  if (email.toLowerCase() === user.email.toLowerCase()) return user.user_id;
  if (!userCan(user, what === 'orders' ? 'orders.read' : 'customers.read')) {
    throw new HttpError(403, `You can only see your own ${what}.`);
  }
  const [row] = await db
    .select({ user_id: users.user_id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!row) throw notFound('User');
  return row.user_id;
}
