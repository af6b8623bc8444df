// Where the import row's apply spends PostgreSQL's time (docs/benchmarks.md#import): the database's own function
// timing, which counts the triggers that keep the product cards (decision 016) and the functions they call.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The statement that makes the database's new connections time every function they run (a superuser may). */
export const trackFunctionsSql = (database) => `ALTER DATABASE ${database} SET track_functions = 'all'`;

/**
 * The `top` functions of the database by total time so far: name, calls, total and own (self) seconds. Waits a
 * little first: a backend reports its counts at most once a second.
 */
export async function functionTimes(url, top = 4) {
  await sleep(1500);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT funcname AS name, calls::int, total_time / 1000 AS total, self_time / 1000 AS self
       FROM pg_stat_user_functions ORDER BY total_time DESC LIMIT $1`,
      [top],
    );
    return rows;
  } finally {
    await client.end();
  }
}
