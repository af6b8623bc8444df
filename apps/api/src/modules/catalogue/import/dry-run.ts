import { finishJob, renewLease, type JobRow } from './jobs.ts';
import { openStoredZip, readAndPlan, type ImportApp } from './read.ts';
import { Stopped } from './stops.ts';

/**
 * The dry run (docs/product/catalogue-import.md#dry-run): the whole file read and planned against the store, the
 * report written to the job, nothing else. Progress (`done`) as it reads; a cancelled job stops reading, and so
 * does a stopping process (the next one reads the file again).
 */
export async function runDryRun(
  app: ImportApp,
  job: JobRow,
  owner: string,
  stopping: () => boolean = () => false,
): Promise<void> {
  const db = app.database.db;
  const zip = await openStoredZip(app, job);
  try {
    const read = await readAndPlan(app, job, zip, async (rows) => {
      if (stopping()) throw new Stopped();
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
