import pg from 'pg';

/** The advisory lock key of start-up work (migrations, the admin account, the demo seed): 'start' in ASCII. */
export const STARTUP_LOCK = 0x7374617274;

/**
 * Runs `work` while holding a PostgreSQL session advisory lock on a connection of its own, so API processes
 * starting together on one database migrate and seed one after the other: the first does the work, the next
 * find it done (docs/decisions/015-several-processes.md#starting-together). Without a URL (PGlite, one process
 * per data folder) it simply runs `work`. The lock goes with the connection, so a process that dies holding it
 * frees it.
 */
export async function withStartupLock<T>(url: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!url) return work();
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {
    // The connection dropped; PostgreSQL released the lock with it and the query in flight reports the error.
  });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
