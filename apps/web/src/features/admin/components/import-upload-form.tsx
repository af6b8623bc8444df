import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { startImport } from '../api/catalogue-import';
import { failureMessage } from '../lib/form-errors';

const fileClass =
  'block w-full rounded-md border border-ink/25 bg-white text-sm text-ink file:mr-3 file:h-11 file:border-0 file:bg-canvas file:px-4 file:font-semibold file:text-ink hover:file:bg-line';

/** The catalogue file in short (docs/product/catalogue-import.md#columns). */
const FORMAT_HELP = [
  'UTF-8 CSV with a header: product_id, name, description, brand, collection, category, is_active, hsn_code, gst_rate, sku, color, size, attribute:{name} columns, price, discount_price, stock, product_images, variation_images.',
  'product_id empty for a new product; the rows of one new product share its name and brand.',
  'The SKU identifies a variation: a known SKU updates it, a new one creates it. Running the same file twice is safe.',
  'Prices in rupees with a dot for paise (799 or 1299.50); stock a whole number, 0 or more.',
  'Image names separated by |: names the store already has need no ZIP, new ones must be in the ZIP.',
  'Nothing is ever deleted: products not in the file stay as they are unless you choose to deactivate them.',
];

/**
 * Choose the CSV, optionally a ZIP of images and whether missing brands, categories and attributes may be created,
 * then Check file: the upload starts the dry run (docs/product/admin.md#import).
 */
export function ImportUploadForm({ onStarted }: { onStarted: (id: number) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [images, setImages] = useState<File | null>(null);
  const [createMissing, setCreateMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError('Choose the CSV file to check.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onStarted((await startImport({ file, images, createMissing })).id);
    } catch (failure) {
      setError(failureMessage('Could not upload the file.', failure));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-5 p-4 md:p-6" noValidate>
      <div className="max-w-2xl space-y-1 text-sm text-ink-soft">
        <p>
          One row per variation (a product without variations is one row), in the columns of the catalogue file. The
          easiest template is the store’s own: <strong>Download CSV</strong> on Products, change or add rows, and upload
          it here.
        </p>
        <p>Nothing is written until you have seen the check’s report and chosen Apply.</p>
        <details className="pt-1">
          <summary className="cursor-pointer font-semibold text-brand">The file’s columns</summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {FORMAT_HELP.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      </div>
      <div className="grid max-w-2xl gap-4">
        <div>
          <label htmlFor="import-file" className="mb-1.5 block text-sm font-semibold text-ink">
            Catalogue file (CSV)
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            aria-invalid={error && !file ? true : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={fileClass}
          />
        </div>
        <div>
          <label htmlFor="import-images" className="mb-1.5 block text-sm font-semibold text-ink">
            Images (ZIP, optional)
          </label>
          <input
            id="import-images"
            name="images"
            type="file"
            accept=".zip,application/zip"
            aria-describedby="import-images-hint"
            onChange={(event) => setImages(event.target.files?.[0] ?? null)}
            className={fileClass}
          />
          <p id="import-images-hint" className="mt-1 text-xs text-muted">
            The image names that the file’s product_images and variation_images columns use and the store does not have
            yet.
          </p>
        </div>
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand"
            checked={createMissing}
            onChange={(event) => setCreateMissing(event.target.checked)}
          />
          <span>
            <span className="font-semibold text-ink">Create missing brands, categories and attributes</span>
            <span className="block text-ink-soft">
              Unticked, a name the store does not have is an error on its row, so a typo never adds a brand.
            </span>
          </span>
        </label>
      </div>
      {error && (
        <p role="alert" className="max-w-2xl rounded-md bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Uploading…' : 'Check file'}
      </Button>
    </form>
  );
}
