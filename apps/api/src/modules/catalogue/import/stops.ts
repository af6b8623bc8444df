// Why a job's worker stops before the job ends (docs/product/catalogue-import.md#resume).

/** The job is no longer this process's (another took it over after its lease lapsed, or it was cancelled). */
export class LeaseLost extends Error {
  constructor() {
    super('the import is no longer this process’s to work');
  }
}

/** This process is stopping: the job is let go after the batch (or the rows) being written, for the next to continue. */
export class Stopped extends Error {
  constructor() {
    super('the process is stopping');
  }
}
