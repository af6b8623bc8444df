import type { Changes } from '../audit/record.ts';

/** Prefixes listed one by one in an audit row; a larger replacement records its counts only. */
export const LISTED_PREFIXES = 100;

interface TableRow {
  prefix: string;
  zone: string;
  delivery_days: number;
  cod: boolean;
}

const terms = (row: TableRow | undefined) =>
  row ? { zone: row.zone, delivery_days: row.delivery_days, cod: row.cod } : null;

/**
 * What replacing the serviceability table changed, for the audit log (docs/product/staff.md#audit-log): the number
 * of rows, how many prefixes were added, removed or changed, and each such prefix's terms before and after while
 * there are at most LISTED_PREFIXES of them.
 */
export function tableChanges(before: readonly TableRow[], after: readonly TableRow[]): Changes {
  const was = new Map(before.map((row) => [row.prefix, row]));
  const is = new Map(after.map((row) => [row.prefix, row]));
  const moved: Changes = {};
  let added = 0;
  let removed = 0;
  let changed = 0;
  for (const prefix of new Set([...was.keys(), ...is.keys()])) {
    const old = terms(was.get(prefix));
    const now = terms(is.get(prefix));
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    if (old === null) added += 1;
    else if (now === null) removed += 1;
    else changed += 1;
    moved[`prefix ${prefix}`] = { before: old, after: now };
  }
  const listed = added + removed + changed <= LISTED_PREFIXES ? moved : {};
  return {
    rows: { before: before.length, after: after.length },
    prefixes: { before: null, after: { added, removed, changed } },
    ...listed,
  };
}
