import type { ReactNode } from 'react';
import { count, errorSummary, taxonomyToCreate, type ImportReport, type ImportRowError } from '../lib/catalogue-import';
import { DataTable, type Column } from './data-table';

/** How many updates the report lists at most (docs/product/admin.md#import). */
const REPORT_UPDATE_ITEMS = 200;

const errorColumns: Column<ImportRowError & { key: number }>[] = [
  { header: 'Row', cell: (error) => error.row ?? '—', className: 'w-12 tabular-nums font-semibold' },
  { header: 'Column', cell: (error) => error.column ?? '—', className: 'w-24 font-mono text-xs break-all' },
  { header: 'Message', cell: (error) => error.message, className: 'break-words' },
];

const updateColumns: Column<ImportReport['update']['items'][number]>[] = [
  { header: 'Row', cell: (item) => item.row, className: 'w-16 tabular-nums' },
  {
    header: 'Product',
    cell: (item) => (
      <span>
        <span className="font-semibold text-ink">{item.name}</span>{' '}
        {item.product_id !== null && <span className="text-xs text-muted">#{item.product_id}</span>}
      </span>
    ),
    className: 'min-w-48',
  },
  { header: 'SKU', cell: (item) => item.sku ?? '—', className: 'font-mono text-xs whitespace-nowrap' },
  { header: 'Changed fields', cell: (item) => item.fields.join(', '), className: 'min-w-48' },
];

function Tally({ title, lines }: { title: string; lines: Array<[number, string]> }) {
  return (
    <div className="min-w-0 rounded-lg border border-line p-2 md:p-3">
      <dt className="text-xs font-bold tracking-wide text-ink-soft uppercase">{title}</dt>
      {lines.map(([value, noun]) => (
        <dd key={noun} className="mt-1 text-sm leading-tight text-ink">
          <span className="block text-lg font-bold tabular-nums sm:inline">{value.toLocaleString('en-IN')}</span>{' '}
          {value === 1 ? noun : `${noun}s`}
        </dd>
      ))}
    </div>
  );
}

function Part({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="border-t border-line pt-4">
      <h3 className="px-4 text-base font-bold text-ink">{title}</h3>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/**
 * The dry run's report (docs/product/admin.md#import): what the file would create, update and leave as it is, the
 * brands, collections, categories and attributes it would add, the updates with their changed fields, and every error
 * by row and column.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { create, update, unchanged } = report;
  const taxonomy = taxonomyToCreate(create);
  const updates = update.products + update.variations;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-3 gap-2 px-4 md:gap-3">
        <Tally
          title="To create"
          lines={[
            [create.products, 'product'],
            [create.variations, 'variation'],
            [create.images, 'image'],
          ]}
        />
        <Tally
          title="To update"
          lines={[
            [update.products, 'product'],
            [update.variations, 'variation'],
          ]}
        />
        <Tally
          title="Unchanged"
          lines={[
            [unchanged.products, 'product'],
            [unchanged.variations, 'variation'],
          ]}
        />
      </dl>
      {taxonomy.length > 0 && (
        <Part title="New brands, categories and attributes">
          <dl className="space-y-1 px-4 text-sm">
            {taxonomy.map((list) => (
              <div key={list.label} className="flex flex-wrap gap-x-2">
                <dt className="font-semibold text-ink">{list.label}:</dt>
                <dd className="text-ink-soft">{list.names.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </Part>
      )}
      {update.items.length > 0 && (
        <Part title="Updates">
          {update.items.length >= REPORT_UPDATE_ITEMS && (
            <p className="px-4 pb-2 text-sm text-muted">
              The first {count(update.items.length, 'change')} are listed, of{' '}
              {count(updates, 'product or variation', 'products and variations')} to update.
            </p>
          )}
          <DataTable
            caption="Updates"
            columns={updateColumns}
            rows={update.items}
            rowKey={(item) => `${item.row}-${item.sku ?? ''}`}
            empty=""
          />
        </Part>
      )}
      <Part title={report.error_count === 0 ? 'No errors' : errorSummary(report)}>
        {report.error_count === 0 ? (
          <p className="px-4 pb-4 text-sm font-medium text-success">Every row can be applied.</p>
        ) : (
          <>
            {report.errors.length < report.error_count && (
              <p className="px-4 pb-2 text-sm text-muted">
                The first {count(report.errors.length, 'error')} are listed.
              </p>
            )}
            <DataTable
              caption="Errors"
              columns={errorColumns}
              rows={report.errors.map((error, key) => ({ ...error, key }))}
              rowKey={(error) => error.key}
              empty=""
              minWidth="min-w-0"
              scrollHint={false}
            />
          </>
        )}
      </Part>
    </div>
  );
}
