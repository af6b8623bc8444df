import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { runPeriodically } from '../../../jobs/periodic.ts';
import { recordAudit, type AuditActor } from '../../audit/record.ts';
import { applyPlan, Stopped, type ApplyOutcome } from './apply.ts';
import { LeaseLost, runDryRun } from './dry-run.ts';
import { deleteUpload, removeOrphanUploads } from './files.ts';
import { claimJob, finishJob, renewLease, type JobRow } from './jobs.ts';
import { openStoredZip, readAndPlan, type ImportApp } from './read.ts';
import type { ImportOptions } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    catalogueImports: {
      /** Works every import waiting for a process (checking, applying, or one whose holder stopped) until none is left. */
      work: () => Promise<void>;
      /** This process's name on the leases it holds. */
      owner: string;
    };
  }
}

export interface ImportRunnerOptions {
  /** How often the process looks for an import to work; a second unless a test wants otherwise. */
  intervalMs?: number;
}

/** Applies a checked import's plan and ends the job with its result and summary audit entry. */
async function runApply(app: ImportApp, job: JobRow, owner: string, stopping: () => boolean): Promise<void> {
  const db = app.database.db;
  const zip = await openStoredZip(app, job);
  try {
    const read = await readAndPlan(
      app,
      job,
      zip,
      async () => (await renewLease(db, job.id, owner))?.status === 'applying',
    );
    if (!read) throw new LeaseLost();
    const options = job.options as ImportOptions;
    const { report } = read.plan;
    if (report.error_count > 0 && (!options.skip_errors || read.rows === 0)) {
      const first = report.errors[0]?.message ?? '';
      throw new Error(
        `The store changed since the check: the file now has ${report.error_count} errors (${first}). Upload it again to check it.`,
      );
    }
    const outcome = await applyPlan(app, job, owner, read, zip, stopping);
    await finishApply(app, job, owner, outcome, read.rows);
  } finally {
    zip?.close();
  }
}

/** The job's end and its summary entry (who, which file, the counts) in one transaction; the upload is removed. */
async function finishApply(app: ImportApp, job: JobRow, owner: string, outcome: ApplyOutcome, rows: number) {
  const actor = (job.actor as AuditActor | null) ?? { user_id: null, role: 'system', ip: null, request_id: null };
  await app.database.db.transaction(async (tx) => {
    const ended = await finishJob(tx, job.id, owner, {
      status: outcome.status,
      from: 'applying',
      result: outcome.result,
      ...(outcome.status === 'done' ? { done: rows } : {}),
    });
    if (!ended) throw new LeaseLost();
    await recordAudit(tx, actor, {
      action: `catalogue_import.${outcome.status === 'done' ? 'apply' : 'cancel'}`,
      entity: 'catalogue_import',
      entity_id: job.id,
      changes: {
        file_name: { before: null, after: job.file_name },
        images_name: { before: null, after: job.images_name },
        result: { before: null, after: outcome.result },
      },
    });
  });
  await deleteUpload(app.database.db, job.upload_id);
}

/** Works one claimed job to its end, or until this process stops or loses it. */
async function runJob(app: ImportApp, job: JobRow, owner: string, stopping: () => boolean): Promise<void> {
  const db = app.database.db;
  try {
    if (job.status === 'checking') await runDryRun(app, job, owner);
    else await runApply(app, job, owner, stopping);
  } catch (error) {
    if (error instanceof LeaseLost) return;
    if (error instanceof Stopped) {
      // Stopping: let the next process to start take it over at once rather than when the lease lapses.
      await db.execute(sql`UPDATE catalogue_imports SET lease_owner = NULL, lease_until = NULL
        WHERE id = ${job.id} AND lease_owner = ${owner}`);
      return;
    }
    app.log.error({ err: error, importId: job.id }, 'catalogue import failed');
    const message =
      error instanceof Error && error.message.endsWith('.')
        ? error.message
        : 'The import stopped on an unexpected error; the server log has the details.';
    await finishJob(db, job.id, owner, { status: 'failed', from: job.status, error: message });
    if (job.status === 'applying') await deleteUpload(db, job.upload_id);
  }
}

/**
 * The catalogue import's worker (docs/product/catalogue-import.md#resume): every process looks for imports to work
 * once a second; one process at a time holds each under a lease it renews, and a lease that lapses (a stopped
 * process) lets any process continue the import from its cursor. On close the current batch finishes, then the
 * import is let go for the next process to start.
 */
export default fp<ImportRunnerOptions>(
  async (app, { intervalMs = 1000 }) => {
    const owner = randomUUID();
    let closing = false;
    const stopping = () => closing;
    const workAll = async () => {
      await removeOrphanUploads(app.database.db);
      for (;;) {
        if (closing) return;
        const job = await claimJob(app.database.db, owner);
        if (!job) return;
        await runJob(app, job, owner, stopping);
      }
    };
    const tick = runPeriodically(app, intervalMs, async () => {
      try {
        await workAll();
      } catch (error) {
        app.log.warn({ err: error }, 'looking for catalogue imports to work failed');
      }
    });
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.decorate('catalogueImports', { work: tick, owner });
  },
  { name: 'catalogue-import-job' },
);
