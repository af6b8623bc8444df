import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';

// The set-based statements of a batch (write.ts): each writes all the batch's rows of one kind at once, so a batch is
// a few statements whatever its size (docs/product/catalogue-import.md#apply).

/** Values of one row of a VALUES list, each cast to its column's type. */
export type Cell = { value: unknown; type: string };
export const cell = (value: unknown, type: string): Cell => ({ value, type });

/** `(VALUES (...), (...)) AS name(columns)` of the rows, every cell cast (a VALUES list has no column types). */
export function valuesTable(name: string, columns: readonly string[], rows: readonly Cell[][]): SQL {
  const list = sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(
          row.map((entry) => sql`${entry.value}::${sql.raw(entry.type)}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
  return sql`(VALUES ${list}) AS ${sql.raw(name)}(${sql.raw(columns.join(', '))})`;
}

/** `count` new ids of a serial column, taken from its sequence (so the rows can be written with their ids known). */
export async function newIds(tx: Tx, table: string, column: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`SELECT nextval(pg_get_serial_sequence(${table}, ${column}))::int AS id FROM generate_series(1, ${count}::int)`,
  );
  return rows.map((row) => row.id);
}

/** An `int[]` literal of ids (numbers only). */
export const idArray = (ids: readonly number[]) => sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`);

/** Statements of many rows are split so no statement carries more than this many parameters (PostgreSQL's 65,535). */
const MAX_PARAMETERS = 30_000;

/** Runs `write` on slices of `rows` small enough for one statement each. */
export async function inSlices<T>(rows: readonly T[], width: number, write: (slice: T[]) => Promise<void>) {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, width)));
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}
