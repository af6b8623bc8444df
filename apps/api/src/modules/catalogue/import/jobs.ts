import { desc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { catalogueImports, users } from '../../../db/schema/index.ts';
import { HttpError, badRequest, conflict, notFound, pgCodes, pgErrorCode } from '../../../lib/http-error.ts';
import type { AuditActor } from '../../audit/record.ts';
import type { ImportOptions, ImportReport, ImportResult } from './types.ts';

// The import's job rows (docs/product/catalogue-import.md#import): created at upload, claimed by one process at a
// time under a lease, read by the screen as `Job` (docs/product/api.md#catalogue-import).

export type JobRow = typeof catalogueImports.$inferSelect;

/** How long a claim lasts without being renewed; a process renews it with every batch and every second of reading. */
export const LEASE_SECONDS = 30;

export function jobView(row: JobRow & { creator_name?: string | null }) {
  const options = row.options as ImportOptions;
  return {
    id: row.id,
    status: row.status,
    file_name: row.file_name,
    images_name: row.images_name,
    created_at: new Date(row.created_at).toISOString(),
    created_by: row.created_by === null ? null : { id: row.created_by, name: row.creator_name ?? '' },
    rows: row.rows,
    done: row.done,
    cancel_requested: row.cancel_requested,
    options: {
      create_missing: options.create_missing,
      skip_errors: options.skip_errors,
      deactivate_missing: options.deactivate_missing,
    },
    error: row.error,
    report: (row.report as ImportReport | null) ?? null,
    result: (row.result as ImportResult | null) ?? null,
  };
}
export type JobView = ReturnType<typeof jobView>;

const creatorName = sql<string | null>`(SELECT trim(${users.first_name} || ' ' || coalesce(${users.last_name}, ''))
  FROM ${users} WHERE ${users.user_id} = ${catalogueImports.created_by})`;

export async function getJob(db: DbOrTx, id: number): Promise<JobView> {
  const [row] = await db
    .select({ job: catalogueImports, creator_name: creatorName })
    .from(catalogueImports)
    .where(eq(catalogueImports.id, id));
  if (!row) throw notFound('Import');
  return jobView({ ...row.job, creator_name: row.creator_name });
}

/** The latest 20 imports, newest first. */
export async function listJobs(db: DbOrTx): Promise<JobView[]> {
  const rows = await db
    .select({ job: catalogueImports, creator_name: creatorName })
    .from(catalogueImports)
    .orderBy(desc(catalogueImports.id))
    .limit(20);
  return rows.map((row) => jobView({ ...row.job, creator_name: row.creator_name }));
}

export async function createJob(
  db: Db,
  job: {
    file_name: string;
    images_name: string | null;
    upload_id: string;
    create_missing: boolean;
    created_by: number | null;
  },
): Promise<number> {
  const [row] = await db
    .insert(catalogueImports)
    .values({
      file_name: job.file_name,
      images_name: job.images_name,
      upload_id: job.upload_id,
      created_by: job.created_by,
      options: { create_missing: job.create_missing, skip_errors: false, deactivate_missing: false },
    })
    .returning({ id: catalogueImports.id });
  return row!.id;
}

/** 409 naming the import that is applying (`running` in the body, for the screen to show it). */
const runningConflict = (running: number) =>
  new HttpError(409, `Import ${running} is being applied; wait for it to finish or cancel it.`, {
    legacy: { running },
  });

/** The import applying now, if any. */
async function applyingJob(db: DbOrTx): Promise<number | undefined> {
  const [row] = await db
    .select({ id: catalogueImports.id })
    .from(catalogueImports)
    .where(eq(catalogueImports.status, 'applying'));
  return row?.id;
}

/**
 * Starts the apply of a checked import: 409 while another applies (the partial unique index makes it so between
 * processes too), 409 unless checked, 400 when its report has errors and `skip_errors` is not set.
 */
export async function startApply(
  db: Db,
  id: number,
  request: { skip_errors: boolean; deactivate_missing: boolean },
  actor: AuditActor,
): Promise<void> {
  const job = await getJob(db, id);
  const running = await applyingJob(db);
  if (running !== undefined && running !== id) {
    throw runningConflict(running);
  }
  if (job.status !== 'checked') throw conflict(`This import is ${job.status}; only a checked import can be applied.`);
  if ((job.report?.error_count ?? 0) > 0 && !request.skip_errors) {
    throw badRequest(
      `The check found ${job.report!.error_count} errors: fix the file and upload it again, or apply with "skip rows with errors".`,
    );
  }
  try {
    const updated = await db
      .update(catalogueImports)
      .set({
        status: 'applying',
        options: { ...job.options, ...request },
        actor,
        done: 0,
        cursor: 0,
        lease_owner: null,
        lease_until: null,
        updated_at: sql`now()`,
      })
      .where(sql`${catalogueImports.id} = ${id} AND ${catalogueImports.status} = 'checked'`)
      .returning({ id: catalogueImports.id });
    if (updated.length === 0) throw conflict('This import is no longer checked; only a checked import can be applied.');
  } catch (error) {
    if (pgErrorCode(error) !== pgCodes.uniqueViolation) throw error;
    throw runningConflict((await applyingJob(db)) ?? id);
  }
}

/**
 * Cancels: a checking or checked import at once, an applying one after its current batch; 409 for one that ended.
 */
export async function cancelJob(db: Db, id: number): Promise<void> {
  const job = await getJob(db, id);
  if (job.status === 'done' || job.status === 'failed' || job.status === 'cancelled') {
    throw conflict(`This import is already ${job.status}.`);
  }
  await db.execute(sql`UPDATE catalogue_imports SET
      status = CASE WHEN status IN ('checking', 'checked') THEN 'cancelled' ELSE status END,
      cancel_requested = true, updated_at = now()
    WHERE id = ${id} AND status IN ('checking', 'checked', 'applying')`);
}

/**
 * Claims the next import to work (an applying one first), when nobody holds it or its holder's lease lapsed
 * (a stopped process): the lease is `owner`'s for LEASE_SECONDS.
 */
export async function claimJob(db: DbOrTx, owner: string): Promise<JobRow | undefined> {
  const [row] = await queryRows<JobRow>(
    db,
    sql`UPDATE catalogue_imports SET lease_owner = ${owner},
          lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
        WHERE id = (
          SELECT id FROM catalogue_imports
          WHERE status IN ('checking', 'applying') AND (lease_until IS NULL OR lease_until < now())
          ORDER BY status = 'applying' DESC, id
          LIMIT 1 FOR UPDATE SKIP LOCKED)
        AND (lease_until IS NULL OR lease_until < now())
        RETURNING *`,
  );
  return row;
}

/**
 * Renews `owner`'s lease and records progress; answers the job's status and cancel flag, or undefined when the
 * lease was lost (another process took the job over) or the job left `status`.
 */
export async function renewLease(
  db: DbOrTx,
  id: number,
  owner: string,
  progress: { done?: number; rows?: number } = {},
): Promise<{ status: string; cancel_requested: boolean } | undefined> {
  const [row] = await queryRows<{ status: string; cancel_requested: boolean }>(
    db,
    sql`UPDATE catalogue_imports SET lease_until = now() + make_interval(secs => ${LEASE_SECONDS}),
          done = coalesce(${progress.done ?? null}::int, done), rows = coalesce(${progress.rows ?? null}::int, rows),
          updated_at = now()
        WHERE id = ${id} AND lease_owner = ${owner}
        RETURNING status, cancel_requested`,
  );
  return row;
}

/** Ends `owner`'s work on the job with `status` and the given fields; false when the job is no longer theirs. */
export async function finishJob(
  db: DbOrTx,
  id: number,
  owner: string,
  fields: {
    status: JobRow['status'];
    from: JobRow['status'];
    report?: unknown;
    result?: unknown;
    error?: string | null;
    rows?: number;
    done?: number;
  },
): Promise<boolean> {
  const rows = await db
    .update(catalogueImports)
    .set({
      status: fields.status,
      ...(fields.report === undefined ? {} : { report: fields.report }),
      ...(fields.result === undefined ? {} : { result: fields.result }),
      ...(fields.error === undefined ? {} : { error: fields.error }),
      ...(fields.rows === undefined ? {} : { rows: fields.rows }),
      ...(fields.done === undefined ? {} : { done: fields.done }),
      lease_owner: null,
      lease_until: null,
      updated_at: sql`now()`,
    })
    .where(
      sql`${catalogueImports.id} = ${id} AND ${catalogueImports.lease_owner} = ${owner} AND ${catalogueImports.status} = ${fields.from}`,
    )
    .returning({ id: catalogueImports.id });
  return rows.length > 0;
}
