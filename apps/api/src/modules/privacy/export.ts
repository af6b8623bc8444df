import { sql } from 'drizzle-orm';
import type { DataExport } from '@store/shared/schemas/privacy';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { currentConsent } from '../consents/service.ts';
import { logProcessing } from './processing-log.ts';

type Row = Record<string, unknown>;
const rupees = (column: string) => sql.raw(`(${column} / 100.0)::float8`);

/** Rows of `query` for the account, each as JSON. */
const rows = (db: DbOrTx, query: ReturnType<typeof sql>) => queryRows<Row>(db, query);

/**
 * Everything the store holds about the account (docs/product/privacy.md#downloading-your-data), section by section:
 * the account, addresses, orders with their lines and returns, reviews, wishlist, marketing consent and its history,
 * grievances with their threads, and the store-credit ledger. Money in rupees. Appends `export` to the processing log.
 */
export async function exportAccountData(db: DbOrTx, userId: number): Promise<DataExport> {
  const [account] = await rows(
    db,
    sql`SELECT email, first_name, last_name, phone, phone_claim AS unverified_phone, email_verified_at,
          totp_enabled_at IS NOT NULL AS two_step_sign_in, privacy_notice_version, privacy_notice_at,
          last_sign_in_at, created_at, updated_at
        FROM users WHERE user_id = ${userId}`,
  );
  const addresses = await rows(
    db,
    sql`SELECT useraddress_id, first_name, last_name, house_number, street_number, landmark, postal_code, city, state,
          country, phone, is_default, created_at, updated_at
        FROM user_addresses WHERE user_id = ${userId} ORDER BY useraddress_id`,
  );
  const orders = await rows(
    db,
    sql`SELECT o.order_id, o.status, o.payment_status, o.payment_method, ${rupees('o.total_amount')} AS total_amount,
          ${rupees('o.discount_amount')} AS discount_amount, o.coupon_code, ${rupees('o.store_credit_paise')} AS store_credit,
          ${rupees('o.cod_fee_paise')} AS cod_fee, ${rupees('o.refunded_amount')} AS refunded_amount, o.shipping_address,
          o.order_date, o.paid_at, o.shipped_at, o.delivered_at, o.cancelled_at, o.carrier, o.tracking_number,
          o.invoice_number, o.invoice_date,
          (SELECT coalesce(jsonb_agg(jsonb_build_object('product_name', i.product_name, 'brand_name', i.brand_name,
             'sku', i.sku, 'attributes', i.attributes, 'price', ${rupees('i.price')}, 'quantity', i.quantity)
             ORDER BY i.order_item_id), '[]'::jsonb) FROM order_items i WHERE i.order_id = o.order_id) AS items,
          (SELECT coalesce(jsonb_agg(jsonb_build_object('return_id', r.return_id, 'kind', r.kind, 'status', r.status,
             'reason', r.reason, 'refund_destination', r.refund_destination, 'created_at', r.created_at)
             ORDER BY r.return_id), '[]'::jsonb) FROM order_returns r WHERE r.order_id = o.order_id) AS returns
        FROM orders o WHERE o.user_id = ${userId} ORDER BY o.order_id`,
  );
  const reviews = await rows(
    db,
    sql`SELECT r.review_id, r.product_id, p.name AS product_name, r.rating, r.title, r.body, r.size, r.fit,
          r.is_hidden, r.created_at, r.updated_at,
          (SELECT count(*)::int FROM review_photos ph WHERE ph.review_id = r.review_id) AS photos
        FROM reviews r JOIN products p ON p.product_id = r.product_id
        WHERE r.user_id = ${userId} ORDER BY r.review_id`,
  );
  const wishlist = await rows(
    db,
    sql`SELECT w.product_id, p.name AS product_name, w.created_at
        FROM wishlist_items w JOIN products p ON p.product_id = w.product_id
        WHERE w.user_id = ${userId} ORDER BY w.created_at, w.product_id`,
  );
  const history = await rows(
    db,
    sql`SELECT channel, granted, notice_version, source, at FROM consent_events
        WHERE user_id = ${userId} ORDER BY event_id`,
  );
  const grievances = await rows(
    db,
    sql`SELECT g.reference, g.category, g.order_id, g.email, g.text, g.status, g.created_at, g.resolve_by, g.closed_at,
          (SELECT coalesce(jsonb_agg(jsonb_build_object('author', m.author, 'text', m.text, 'at', m.created_at)
             ORDER BY m.message_id), '[]'::jsonb) FROM grievance_messages m WHERE m.grievance_id = g.grievance_id) AS messages
        FROM grievances g WHERE g.user_id = ${userId} ORDER BY g.grievance_id`,
  );
  const storeCredit = await rows(
    db,
    sql`SELECT entry_id, ${rupees('amount')} AS amount, kind, order_id, created_at, expires_at
        FROM store_credit_entries WHERE user_id = ${userId} ORDER BY entry_id`,
  );
  await logProcessing(db, userId, 'export', 'shopper');
  return {
    exported_at: new Date().toISOString(),
    account: account ?? {},
    addresses,
    orders,
    reviews,
    wishlist,
    consents: { current: { ...(await currentConsent(db, userId)) }, history },
    grievances,
    store_credit: storeCredit,
  };
}
