import type { SQL } from 'drizzle-orm';
import type { PgDialect, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** What drizzle's `.prepare(name)` answers: a statement built once, run with the values of its placeholders. */
interface Prepared<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

/** The part of drizzle's sessions this relies on: the connection a statement runs on. */
interface SessionWithClient {
  client: unknown;
}

/**
 * A statement drizzle builds once, its values given as `sql.placeholder(...)`, then run on whichever connection
 * it is handed: the pool, or a transaction's own client. Drizzle's `.prepare()` keeps the connection it was built
 * on, so a statement prepared on the pool would run outside the caller's transaction; this keeps what was built
 * (the SQL text, its parameter slots, how rows map back) and only swaps the connection. Building is what costs:
 * about 0.2 ms of the event loop for an insert or update, 2 ms for the bag's relational read, on every order
 * (docs/benchmarks.md#reads-beside-orders). With PostgreSQL, `name` also makes each connection parse and plan it once.
 *
 * `build` gets the name to pass to `.prepare()`. One built statement per driver (PGlite and node-postgres build
 * different prepared objects); `build` must not capture per-call values, only placeholders.
 */
export function statement<T>(name: string, build: (db: DbOrTx, name: string) => Prepared<T>) {
  const built = new Map<unknown, Prepared<T>>();
  return (db: DbOrTx, values: Record<string, unknown> = {}): Promise<T> => {
    const session = db._.session as unknown as SessionWithClient;
    const driver = Object.getPrototypeOf(session);
    let prepared = built.get(driver);
    if (!prepared) {
      prepared = build(db, name);
      built.set(driver, prepared);
    }
    // The same statement, run on this caller's connection (the transaction's, when it is one).
    const onThisConnection = Object.create(prepared) as Prepared<T> & SessionWithClient;
    onThisConnection.client = session.client;
    return onThisConnection.execute(values);
  };
}

/**
 * A statement written as SQL, its values as `sql.placeholder(...)`, built once and run on the caller's connection like
 * `statement`: for what drizzle's builders cannot say in one statement (several changes chained by WITH). Answers the
 * rows, as PostgreSQL returns them.
 */
export function sqlStatement<Row>(name: string, query: SQL) {
  const run = statement<{ rows: Row[] }>(name, (db, name) => {
    const { dialect } = db as unknown as { dialect: PgDialect };
    return db._.session.prepareQuery<{ execute: { rows: Row[] } } & PreparedQueryConfig>(
      dialect.sqlToQuery(query),
      undefined,
      name,
      false,
    );
  });
  return async (db: DbOrTx, values?: Record<string, unknown>): Promise<Row[]> => (await run(db, values)).rows;
}
