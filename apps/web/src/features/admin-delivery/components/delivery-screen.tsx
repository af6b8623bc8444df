import { useId, useRef, useState, type FormEvent } from 'react';
import { storeToday } from '@store/shared/delivery';
import { serviceabilityUploadRefusal, type CsvLineError, type ServiceabilityRow } from '@store/shared/schemas/delivery';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditIcon, PlusIcon, TrashIcon, UploadIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { Toast } from '@/components/ui/toast';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { ApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import {
  downloadServiceabilityCsv,
  useDeleteServiceabilityRow,
  useReplaceServiceability,
  useServiceability,
} from '../api/delivery';
import { DeliveryRowForm } from './delivery-row-form';

/** Wrong lines listed on the screen; the message above says how many there are in all. */
const LINES_SHOWN = 50;

interface Refusal {
  message: string;
  lines: CsvLineError[];
}

function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError) {
    const details = serviceabilityUploadRefusal.safeParse(error.details);
    const lines = details.success ? details.data.lines : [];
    // The server's sentence names the first lines too; with every line listed below, the heading only counts them.
    if (lines.length > 0) {
      const count = lines.length === 1 ? 'One line needs' : `${lines.length} lines need`;
      return { message: `The file was not taken and the table is unchanged. ${count} fixing:`, lines };
    }
    return { message: error.message, lines };
  }
  return { message: 'The file could not be uploaded. Please try again.', lines: [] };
}

/** The row being added (null) or edited, while its form is open. */
type Editing = { row: ServiceabilityRow | null } | null;

const rowAction =
  'inline-flex h-8 items-center gap-1 rounded-md px-2 text-xs font-semibold text-ink hover:bg-canvas disabled:opacity-60';

/**
 * /Delivery: where the store delivers (docs/product/admin.md#delivery): the serviceability table, edited row by row
 * or downloaded as CSV; and a CSV `prefix,zone,delivery_days,cod` that replaces all of it, or (any wrong line) changes
 * nothing and lists the wrong lines by number.
 */
export function DeliveryScreen() {
  const fileId = useId();
  const table = useServiceability();
  const replace = useReplaceServiceability();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [toast, showToast] = useTimedMessage();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ServiceabilityRow | null>(null);
  const [downloading, setDownloading] = useState(false);
  const remove = useDeleteServiceabilityRow();

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadServiceabilityCsv(), `delivery-${storeToday()}.csv`);
    } catch {
      setRefusal({ message: 'Could not download the table. Please try again.', lines: [] });
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setRefusal({ message: 'Choose a CSV file first.', lines: [] });
      return;
    }
    setRefusal(null);
    try {
      const next = await replace.mutateAsync(await file.text());
      showToast(`Delivery table replaced: ${next.rows.length} rows.`);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  const rows = table.data?.rows;
  return (
    <section aria-labelledby="delivery-heading">
      <title>Delivery · Admin</title>
      <Toast message={toast} tone="success" />
      <h1 id="delivery-heading" className="mb-1 text-xl font-bold text-ink">
        Delivery
      </h1>
      <p className="mb-4 max-w-3xl text-sm text-ink-soft">
        Where the store delivers. The longest prefix a PIN code starts with decides its zone, the days to deliver and
        whether Cash on Delivery is offered; a PIN code no prefix matches is not deliverable.
      </p>

      <form onSubmit={upload} className="mb-4 rounded-lg border border-line bg-white p-4">
        <label htmlFor={fileId} className="block text-sm font-bold text-ink">
          Replace the table from a CSV file
        </label>
        <p className="mt-1 text-xs text-ink-soft">
          Header <code className="rounded bg-canvas px-1">prefix,zone,delivery_days,cod</code>; a prefix of 1 to 6
          digits, once each; delivery_days 1 to 60; cod yes or no. Every line is checked first: one wrong line and
          nothing changes.
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setRefusal(null);
            }}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-ink/25 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold"
          />
          <Button type="submit" size="sm" disabled={replace.isPending}>
            <UploadIcon className="size-4" />
            {replace.isPending ? 'Uploading…' : 'Upload CSV'}
          </Button>
        </div>
        {refusal && (
          <div role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            <p className="font-semibold">{refusal.message}</p>
            {refusal.lines.length > 0 && (
              <ul className="mt-2 list-disc space-y-0.5 pl-5" data-testid="csv-errors">
                {refusal.lines.slice(0, LINES_SHOWN).map((line) => (
                  <li key={`${line.line}:${line.message}`}>
                    Line {line.line}: {line.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </form>

      <div className="mb-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setEditing({ row: null })}>
          <PlusIcon className="size-4" />
          Add a prefix
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void download()}
          disabled={downloading}
          aria-busy={downloading || undefined}
        >
          {downloading ? 'Downloading…' : 'Download CSV'}
        </Button>
      </div>

      <div className="overflow-hidden rounded-lg border border-line bg-white">
        {table.isPending && <Spinner label="Loading the delivery table" />}
        {table.isError && (
          <p role="alert" className="px-4 py-8 text-center text-sm font-medium text-red-700">
            Could not load the delivery table.
          </p>
        )}
        {rows && rows.length === 0 && (
          <p className="px-4 py-10 text-center text-sm text-muted">The table is empty: no PIN code is deliverable.</p>
        )}
        {rows && rows.length > 0 && (
          <div className="max-h-[70vh] overflow-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">Serviceable PIN code prefixes</caption>
              <thead className="sticky top-0">
                <tr className="border-b border-line bg-canvas text-xs font-bold tracking-wide text-ink-soft uppercase">
                  <th scope="col" className="px-4 py-3">
                    Prefix
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Zone
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Days
                  </th>
                  <th scope="col" className="px-3 py-3">
                    COD
                  </th>
                  <th scope="col" className="px-4 py-3 text-right">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.prefix} className="border-b border-line last:border-b-0">
                    <td className="px-4 py-2 font-mono tabular-nums">{row.prefix}</td>
                    <td className="px-3 py-2 text-ink">{row.zone}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{row.delivery_days}</td>
                    <td className={`px-3 py-2 font-semibold ${row.cod ? 'text-success' : 'text-muted'}`}>
                      {row.cod ? 'Yes' : 'No'}
                    </td>
                    <td className="px-4 py-1 text-right whitespace-nowrap">
                      <button
                        type="button"
                        className={rowAction}
                        onClick={() => setEditing({ row })}
                        aria-label={`Edit prefix ${row.prefix}`}
                      >
                        <EditIcon className="size-4" />
                        <span className="hidden sm:inline">Edit</span>
                      </button>
                      <button
                        type="button"
                        className={`${rowAction} text-red-700`}
                        onClick={() => setDeleting(row)}
                        aria-label={`Delete prefix ${row.prefix}`}
                      >
                        <TrashIcon className="size-4" />
                        <span className="hidden sm:inline">Delete</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="border-t border-line px-4 py-2 text-xs text-ink-soft">{rows.length} prefixes</p>
          </div>
        )}
      </div>
      {editing && (
        <DeliveryRowForm
          row={editing.row}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            showToast(message);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete prefix ${deleting.prefix}`}
          confirmLabel="Delete"
          cancelLabel="Keep it"
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            try {
              await remove.mutateAsync(deleting.prefix);
              showToast(`Prefix ${deleting.prefix} deleted.`);
              return null;
            } catch (error) {
              return error instanceof Error ? error.message : 'Could not delete the row.';
            }
          }}
        >
          PIN codes starting {deleting.prefix} ({deleting.zone}) will follow a shorter prefix, or not be deliverable.
        </ConfirmDialog>
      )}
    </section>
  );
}
