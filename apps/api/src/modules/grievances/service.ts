import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  GRIEVANCE_LIMITS,
  OPEN_GRIEVANCE_STATUSES,
  type GrievanceView,
  type grievanceInput,
} from '@store/shared/schemas/grievances';
import type { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { grievanceMessages, grievancePhotos, grievances, orders, users } from '../../db/schema/index.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { withStoredImages } from '../media/storage.ts';
import { sellerDefaults } from '../store-settings/seller.ts';
import { effectiveSettings, settingDefaults } from '../store-settings/service.ts';
import { queueGrievanceMail, receivedMail } from './messages.ts';
import { grievanceWhere } from './rows.ts';

// A shopper's side of grievances (docs/product/legal.md#grievances): filing, reading and following up.

export type GrievanceContext = Pick<FastifyInstance, 'database' | 'objectStore' | 'config'>;
type Input = z.output<typeof grievanceInput>;

/** Who files or reads: the signed-in shopper, or a guest proving it with the order's email. */
export interface GrievanceViewer {
  userId: number | null;
  email?: string | undefined;
}

export const GUEST_ORDER_NOT_FOUND = 'We could not find an order with that number and email. Check both and try again.';
export const NOT_YOUR_ORDER = 'We could not find that order among yours. Check the order number.';
export const GRIEVANCE_NOT_FOUND = 'We could not find a complaint with that reference and email.';

/** The account the complaint belongs to and where its emails go: the signed-in shopper's, or the named order's. */
async function complainant(db: DbOrTx, viewer: GrievanceViewer, input: Input) {
  if (viewer.userId !== null) {
    const [user] = await db
      .select({ user_id: users.user_id, email: users.email })
      .from(users)
      .where(eq(users.user_id, viewer.userId));
    if (!user) throw new HttpError(401, 'Please sign in to continue.');
    if (input.order_id !== undefined) {
      const [own] = await db
        .select({ id: orders.order_id })
        .from(orders)
        .where(and(eq(orders.order_id, input.order_id), eq(orders.user_id, user.user_id)));
      if (!own) throw new HttpError(404, NOT_YOUR_ORDER);
    }
    return { user_id: user.user_id, email: user.email.toLowerCase() };
  }
  if (input.order_id === undefined || input.email === undefined) {
    throw badRequest('Enter the order number and the email you ordered with, or sign in.', {
      ...(input.order_id === undefined ? { order_id: 'Enter the order number' } : {}),
      ...(input.email === undefined ? { email: 'Enter the email you ordered with' } : {}),
    });
  }
  const [owner] = await db
    .select({ user_id: users.user_id, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.user_id, orders.user_id))
    .where(and(eq(orders.order_id, input.order_id), sql`lower(${users.email}) = ${input.email}`));
  // One sentence for a wrong number and a wrong email: it tells nobody which orders or emails exist.
  if (!owner) throw new HttpError(404, GUEST_ORDER_NOT_FOUND);
  return { user_id: owner.user_id, email: owner.email.toLowerCase() };
}

/** The grievance officer as the store shows them (docs/product/legal.md#store-settings). */
async function grievanceOfficer(context: GrievanceContext) {
  const { config } = context;
  const settings = await effectiveSettings(
    context.database.db,
    settingDefaults(sellerDefaults(config), config.isProduction),
  );
  return {
    name: settings.grievance_name,
    designation: settings.grievance_designation,
    email: settings.grievance_email,
    phone: settings.grievance_phone,
  };
}

/**
 * POST /api/grievances: checks who files and the order they name, stores the photos (as review photos are), and in
 * one transaction writes the grievance with its reference and deadlines and queues the acknowledgement email.
 */
export async function fileGrievance(
  context: GrievanceContext,
  viewer: GrievanceViewer,
  input: Input,
  files: Buffer[],
): Promise<{ reference: string }> {
  const db = context.database.db;
  const who = await complainant(db, viewer, input);
  const officer = await grievanceOfficer(context);
  return withStoredImages(context.objectStore, files, (stored) =>
    db.transaction(async (tx) => {
      const [{ id }] = (await queryRows<{ id: number }>(
        tx,
        sql`SELECT nextval(pg_get_serial_sequence('grievances', 'grievance_id'))::int AS id`,
      )) as [{ id: number }];
      const resolveIn =
        input.category === 'privacy'
          ? sql`interval '1 day' * ${GRIEVANCE_LIMITS.privacyResolveDays}`
          : sql`interval '1 month' * ${GRIEVANCE_LIMITS.resolveMonths}`;
      const [row] = await tx
        .insert(grievances)
        .values({
          grievance_id: id,
          reference: sql`'GRV-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || lpad(${id}::text, 6, '0')`,
          user_id: who.user_id,
          order_id: input.order_id ?? null,
          email: who.email,
          category: input.category,
          text: input.text,
          acknowledge_by: sql`now() + interval '1 hour' * ${GRIEVANCE_LIMITS.acknowledgeHours}`,
          resolve_by: sql`now() + ${resolveIn}`,
        })
        .returning();
      const grievance = row!;
      if (stored.length > 0) {
        await tx
          .insert(grievancePhotos)
          .values(stored.map((photo, index) => ({ ...photo, grievance_id: id, sort_order: index })));
      }
      await queueGrievanceMail(
        tx,
        'grievance_received',
        { email: who.email, orderId: grievance.order_id, key: grievance.reference },
        receivedMail({
          reference: grievance.reference,
          category: grievance.category,
          acknowledgeBy: new Date(grievance.acknowledge_by),
          resolveBy: new Date(grievance.resolve_by),
          officer,
          link: `${context.config.PUBLIC_URL}/Grievance/${grievance.reference}`,
        }),
      );
      return { reference: grievance.reference };
    }),
  );
}

/** Whom a grievance answers: its account's owner signed in, or anyone with the email it was filed with. */
const readableBy = (reference: string, viewer: GrievanceViewer) =>
  sql`g.reference = ${reference} AND (${viewer.userId === null ? sql`false` : sql`g.user_id = ${viewer.userId}`}
      OR ${viewer.email === undefined ? sql`false` : sql`g.email = ${viewer.email}`})`;

/** GET /api/grievances/{reference}: 404 for anyone else, with one sentence whatever was wrong. */
export async function readGrievance(db: DbOrTx, reference: string, viewer: GrievanceViewer): Promise<GrievanceView> {
  const found = await grievanceWhere(db, readableBy(reference, viewer));
  if (!found) throw new HttpError(404, GRIEVANCE_NOT_FOUND);
  const { email: _email, user_id: _user, ...view } = found;
  return view;
}

/** POST /api/grievances/{reference}/messages: the shopper adds to an open grievance (409 once it is closed). */
export async function addFollowUp(
  db: DbOrTx,
  reference: string,
  viewer: GrievanceViewer,
  text: string,
): Promise<GrievanceView> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ grievance_id: number; status: GrievanceView['status'] }>(
      tx,
      sql`SELECT g.grievance_id, g.status FROM grievances g WHERE ${readableBy(reference, viewer)} FOR UPDATE`,
    );
    if (!row) throw new HttpError(404, GRIEVANCE_NOT_FOUND);
    if (!OPEN_GRIEVANCE_STATUSES.includes(row.status)) {
      throw new HttpError(409, 'This complaint is closed. If something is still wrong, file a new one.');
    }
    await tx
      .insert(grievanceMessages)
      .values({ grievance_id: row.grievance_id, author: 'shopper', author_id: viewer.userId, text });
    await tx
      .update(grievances)
      .set({ updated_at: sql`now()` })
      .where(eq(grievances.grievance_id, row.grievance_id));
  });
  return readGrievance(db, reference, viewer);
}
