import { Fragment, type InputHTMLAttributes } from 'react';
import { TrashIcon } from '@/components/ui/icons';
import type { MatrixRow, RowField } from '../lib/matrix-rows';

interface MatrixTableProps {
  rows: MatrixRow[];
  /** What is wrong with a row, by row key: the form's checks, or the server's sentence. */
  errors: Record<string, string>;
  onEdit: (key: string, field: RowField, value: string) => void;
  onRemove: (key: string) => void;
}

const cellInput =
  'h-9 w-full min-w-0 rounded-md border bg-white px-2 text-sm text-ink outline-none focus:border-ink aria-[invalid=true]:border-red-600';

/** A number cell of a row. */
function NumberCell(props: InputHTMLAttributes<HTMLInputElement>) {
  return <input type="number" min={0} className={`${cellInput} border-line tabular-nums`} {...props} />;
}

/**
 * The matrix's rows (docs/product/admin.md#adding-variations-in-one-go): one per new combination, its SKU, price,
 * discount price and stock editable, a button to leave it out, and what is wrong with it under it.
 */
export function MatrixTable({ rows, errors, onEdit, onRemove }: MatrixTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line">
      <table className="w-full min-w-[640px] border-collapse text-left text-sm">
        <caption className="sr-only">Variations to add</caption>
        <thead>
          <tr className="border-b border-line bg-canvas text-xs font-bold tracking-wide text-ink-soft uppercase">
            <th scope="col" className="sticky left-0 z-10 bg-canvas px-3 py-2">
              Variation
            </th>
            <th scope="col" className="w-[30%] px-2 py-2">
              SKU
            </th>
            <th scope="col" className="w-28 px-2 py-2">
              Price (₹)
            </th>
            <th scope="col" className="w-28 px-2 py-2">
              Discount (₹)
            </th>
            <th scope="col" className="w-24 px-2 py-2">
              Stock
            </th>
            <th scope="col" className="w-12 px-2 py-2">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const label = row.values.join(' / ');
            const error = errors[row.key];
            const field = (name: RowField) => ({
              value: row[name],
              onChange: (event: { target: { value: string } }) => onEdit(row.key, name, event.target.value),
              'aria-invalid': error ? true : undefined,
            });
            return (
              <Fragment key={row.key}>
                <tr className={error ? '' : 'border-b border-line last:border-b-0'} data-testid="matrix-row">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 bg-white px-3 py-1.5 font-semibold whitespace-nowrap text-ink"
                  >
                    {label}
                  </th>
                  <td className="px-2 py-1.5">
                    <input
                      {...field('sku')}
                      aria-label={`SKU of ${label}`}
                      maxLength={64}
                      className={`${cellInput} border-line font-mono text-xs`}
                    />
                  </td>
                  <td className="px-2 py-1.5">
                    <NumberCell {...field('price')} step="0.01" aria-label={`Price of ${label}`} />
                  </td>
                  <td className="px-2 py-1.5">
                    <NumberCell {...field('discount_price')} step="0.01" aria-label={`Discount price of ${label}`} />
                  </td>
                  <td className="px-2 py-1.5">
                    <NumberCell {...field('stock')} step="1" aria-label={`Stock of ${label}`} />
                  </td>
                  <td className="px-2 py-1.5 text-right">
                    <button
                      type="button"
                      onClick={() => onRemove(row.key)}
                      aria-label={`Remove ${label}`}
                      className="inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-red-700"
                    >
                      <TrashIcon className="size-4" />
                    </button>
                  </td>
                </tr>
                {error && (
                  <tr className="border-b border-line last:border-b-0">
                    <td colSpan={6} role="alert" className="sticky left-0 px-3 pb-2 text-xs font-medium text-red-700">
                      {error}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
