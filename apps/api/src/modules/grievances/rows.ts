import { sql, type SQL } from 'drizzle-orm';
import type { AdminGrievance, GrievanceView } from '@store/shared/schemas/grievances';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { imageUrl } from '../media/urls.ts';

// Reading grievances with their thread and photos (docs/product/legal.md#grievances), for the shopper and support.

/**
 * Past a deadline without what it asks: not acknowledged by `acknowledge_by`, or not closed by `resolve_by`
 * (docs/product/legal.md#grievances). The dashboard counts the same.
 */
export const acknowledgeLateSql = (g: SQL = sql.raw('g')) =>
  sql`(${g}.status = 'Open' AND ${g}.acknowledge_by < now())`;
export const resolveLateSql = (g: SQL = sql.raw('g')) =>
  sql`(${g}.status IN ('Open', 'Acknowledged') AND ${g}.resolve_by < now())`;
export const overdueSql = (g: SQL = sql.raw('g')) => sql`(${acknowledgeLateSql(g)} OR ${resolveLateSql(g)})`;

interface Row {
  grievance_id: number;
  reference: string;
  category: GrievanceView['category'];
  status: GrievanceView['status'];
  order_id: number | null;
  user_id: number | null;
  email: string;
  text: string;
  created_at: string;
  acknowledge_by: string;
  resolve_by: string;
  acknowledged_at: string | null;
  closed_at: string | null;
  acknowledge_late: boolean;
  resolve_late: boolean;
  photos: Array<{ file_key: string; widths: number[] }> | null;
  messages: Array<{ message_id: number; author: 'shopper' | 'store'; text: string; created_at: string }> | null;
}

const iso = (value: string) => new Date(value).toISOString();
const isoOrNull = (value: string | null) => (value === null ? null : iso(value));

/** The grievance `where` picks (alias `g`), with its photos and thread; undefined when none. */
export async function grievanceWhere(db: DbOrTx, where: SQL): Promise<AdminGrievance | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT g.grievance_id, g.reference, g.category, g.status, g.order_id, g.user_id, g.email, g.text,
               g.created_at, g.acknowledge_by, g.resolve_by, g.acknowledged_at, g.closed_at,
               ${acknowledgeLateSql()} AS acknowledge_late, ${resolveLateSql()} AS resolve_late,
               (SELECT json_agg(json_build_object('file_key', p.file_key, 'widths', p.widths)
                         ORDER BY p.sort_order, p.photo_id)
                  FROM grievance_photos p WHERE p.grievance_id = g.grievance_id) AS photos,
               (SELECT json_agg(json_build_object('message_id', m.message_id, 'author', m.author, 'text', m.text,
                                                  'created_at', m.created_at) ORDER BY m.message_id)
                  FROM grievance_messages m WHERE m.grievance_id = g.grievance_id) AS messages
          FROM grievances g WHERE ${where}`,
  );
  if (!row) return undefined;
  return {
    reference: row.reference,
    category: row.category,
    status: row.status,
    order_id: row.order_id,
    user_id: row.user_id,
    email: row.email,
    text: row.text,
    photos: (row.photos ?? []).map((photo) => ({
      image_url: imageUrl(photo.file_key, Math.max(...photo.widths)),
      widths: photo.widths,
    })),
    created_at: iso(row.created_at),
    acknowledge_by: iso(row.acknowledge_by),
    resolve_by: iso(row.resolve_by),
    acknowledged_at: isoOrNull(row.acknowledged_at),
    closed_at: isoOrNull(row.closed_at),
    acknowledge_late: row.acknowledge_late,
    resolve_late: row.resolve_late,
    overdue: row.acknowledge_late || row.resolve_late,
    messages: (row.messages ?? []).map((message) => ({ ...message, created_at: iso(message.created_at) })),
  };
}
