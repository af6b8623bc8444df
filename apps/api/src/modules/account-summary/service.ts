import { sql } from 'drizzle-orm';
import type { AccountSummary } from '@store/shared/schemas/account-summary';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/**
 * One shopper's figures in one statement (docs/product/accounts.md#dashboard). An order counts once it was bought:
 * paid at some point (also when refunded or cancelled after) or accepted as cash on delivery, as on /Orders; an
 * order never paid that expired or was cancelled was never bought.
 */
export async function accountSummaryOf(db: DbOrTx, userId: number): Promise<AccountSummary> {
  const [row] = await queryRows<AccountSummary>(
    db,
    sql`SELECT
          (SELECT count(*)::int FROM orders
             WHERE user_id = ${userId} AND (paid_at IS NOT NULL OR payment_status <> 'Unpaid')) AS orders_placed,
          (SELECT count(*)::int FROM orders
             WHERE user_id = ${userId} AND (paid_at IS NOT NULL OR payment_status <> 'Unpaid')
               AND status IN ('Confirmed', 'Packed', 'Shipped')) AS open_orders,
          (SELECT count(*)::int FROM wishlist_items WHERE user_id = ${userId}) AS wishlist_items`,
  );
  return row!;
}
