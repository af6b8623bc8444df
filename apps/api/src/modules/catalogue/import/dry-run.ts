import { finishJob, renewLease, type JobRow } from './jobs.ts';
import { openStoredZip, readAndPlan, type ImportApp } from './read.ts';

/** The job is no longer this process's (another took it over after its lease lapsed, or it was cancelled). */
export class LeaseLost extends Error {
  constructor() {
    super('the import is no longer this process’s to work');
  }
}

/**
 * The dry run (docs/product/catalogue-import.md#dry-run): the whole file read and planned against the store, the
 * report written to the job, nothing else. Progress (`done`) as it reads; a cancelled job stops reading.
 */
export async function runDryRun(app: ImportApp, job: JobRow, owner: string): Promise<void> {
  const db = app.database.db;
  const zip = await openStoredZip(app, job);
  try {
    const read = await readAndPlan(app, job, zip, async (rows) => {
      const lease = await renewLease(db, job.id, owner, { done: rows });
      return lease?.status === 'checking';
    });
    if (!read) return;
    await finishJob(db, job.id, owner, {
      status: 'checked',
      from: 'checking',
      report: read.plan.report,
      rows: read.rows,
      done: read.rows,
    });
  } finally {
    zip?.close();
  }
}
