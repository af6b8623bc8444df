import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row, position: number) => ReactNode;
  /** Classes of the header and the cells (width, alignment, wrapping). */
  className?: string;
  /** aria-sort of a sortable header. */
  sort?: 'ascending' | 'descending' | 'none';
  /** Stays in view while the table scrolls sideways (the row's name, on phones). */
  sticky?: boolean;
}

const stickyCell = 'sticky left-0 z-[1] shadow-[1px_0_0_var(--color-line)]';

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => number | string;
  /** Number of the first row ('#' column), for paged tables. */
  firstPosition?: number;
  loading?: boolean;
  error?: string | null;
  empty: string;
  minWidth?: string;
  /** Phones: say that the table scrolls sideways (off for tables narrow enough to fit). */
  scrollHint?: boolean;
}

/**
 * An admin table. On narrow screens it scrolls sideways inside its card (the page itself does not), so
 * every column and action stays reachable on a phone.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  firstPosition = 1,
  loading,
  error,
  empty,
  minWidth = 'min-w-[640px]',
  scrollHint = true,
}: DataTableProps<Row>) {
  return (
    <>
      {scrollHint && rows && rows.length > 0 && (
        <p className="px-4 pt-2 text-xs text-muted md:hidden">Swipe the table sideways for every column and action.</p>
      )}
      <div className="overflow-x-auto" role="region" aria-label={`${caption} table`} tabIndex={0}>
        <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line bg-canvas text-xs font-bold tracking-wide text-ink-soft uppercase">
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  aria-sort={column.sort}
                  className={`px-3 py-3 whitespace-nowrap first:pl-4 last:pr-4 ${column.sticky ? `${stickyCell} bg-canvas` : ''} ${column.className ?? ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows?.map((row, index) => (
              <tr key={rowKey(row)} className="border-b border-line last:border-b-0 hover:bg-canvas/50">
                {columns.map((column, columnIndex) => (
                  <td
                    key={columnIndex}
                    className={`px-3 py-2.5 align-middle first:pl-4 last:pr-4 ${column.sticky ? `${stickyCell} bg-white` : ''} ${column.className ?? ''}`}
                  >
                    {column.cell(row, firstPosition + index)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {loading && !rows && <Spinner label="Loading" />}
        {error && (
          <p role="alert" className="px-4 py-8 text-center text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {rows && rows.length === 0 && !error && <p className="px-4 py-10 text-center text-sm text-muted">{empty}</p>}
      </div>
    </>
  );
}
