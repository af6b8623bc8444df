import { PRODUCT_DETAIL_FIELDS } from '@store/shared/product-details';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { checkRow } from './check.ts';
import { readParts, tempFolder, writeFileFrom } from './files.ts';
import { planRow, type PlanRow } from './group.ts';
import type { JobRow } from './jobs.ts';
import { attributeColumns, FileError, fileErrorEntry, readCsvRows } from './parse.ts';
import { planImport, type Plan } from './plan.ts';
import { loadStoreState, type StoreState } from './store-state.ts';
import type { ImportError, ImportOptions, ImportRow } from './types.ts';
import { openZipImages, type ZipImages } from './zip.ts';

// Reading an import's stored files into a plan, as the dry run and the apply both do: the store read once, the ZIP
// unpacked to a private temporary file for its directory, the CSV streamed from the database row by row.

export type ImportApp = Pick<FastifyInstance, 'database' | 'config' | 'objectStore' | 'catalogueWrite' | 'log'>;

/** How often progress is written while reading (rows). */
const PROGRESS_EVERY = 2000;

export const zipLimits = (config: ImportApp['config']) => ({
  maxEntries: config.IMPORT_MAX_IMAGES,
  maxImageBytes: Math.floor(config.UPLOAD_MAX_FILE_MB * 1024 * 1024),
});

/** The job's ZIP, opened from a temporary copy of the stored one; `close` removes the copy. */
export async function openStoredZip(app: ImportApp, job: JobRow): Promise<ZipImages | null> {
  if (!job.images_name) return null;
  const folder = await tempFolder();
  try {
    const file = path.join(folder.dir, 'images.zip');
    await writeFileFrom(file, readParts(app.database.db, job.upload_id, 'zip'));
    const zip = await openZipImages(file, zipLimits(app.config));
    return {
      ...zip,
      close: () => {
        zip.close();
        void folder.cleanup();
      },
    };
  } catch (error) {
    await folder.cleanup();
    throw error;
  }
}

/**
 * The rows of one product repeat its cells (the description most of all): a row keeps its previous row's strings
 * where they are equal, so the file's rows held for the plan keep each text once.
 */
function shareProductCells(row: ImportRow, previous: ImportRow) {
  if (row.name === previous.name) row.name = previous.name;
  if (row.description === previous.description) row.description = previous.description;
  if (row.brand === previous.brand) row.brand = previous.brand;
  if (row.collection === previous.collection) row.collection = previous.collection;
  if (row.category === previous.category) row.category = previous.category;
  if (row.hsn_code === previous.hsn_code) row.hsn_code = previous.hsn_code;
  for (const field of PRODUCT_DETAIL_FIELDS) if (row[field] === previous[field]) row[field] = previous[field];
}

export interface ReadResult {
  plan: Plan;
  rows: number;
  state: StoreState;
}

/**
 * Reads the job's CSV and plans it against the store as it is now; `progress(rows)` is awaited every few thousand
 * rows and stops the read by answering false (the job was cancelled or taken over).
 */
export async function readAndPlan(
  app: ImportApp,
  job: JobRow,
  zip: ZipImages | null,
  progress: (rows: number) => Promise<boolean>,
): Promise<ReadResult | null> {
  const db = app.database.db;
  const state = await loadStoreState(db);
  const rows: PlanRow[] = [];
  let attributes: string[] = [];
  let fileError: ImportError | undefined;
  try {
    const csv = readCsvRows(readParts(db, job.upload_id, 'csv'), {
      maxRows: app.config.IMPORT_MAX_ROWS,
      onHeader: (header) => (attributes = attributeColumns(header)),
    });
    let previous: ImportRow | null = null;
    for await (const row of csv) {
      const { value, errors } = checkRow(row, attributes);
      if (value && previous) shareProductCells(value, previous);
      previous = value ?? previous;
      rows.push(planRow(row, value, errors));
      if (rows.length % PROGRESS_EVERY === 0 && !(await progress(rows.length))) return null;
    }
  } catch (error) {
    if (!(error instanceof FileError)) throw error;
    fileError = fileErrorEntry(error);
  }
  const plan = planImport({
    rows,
    state,
    zipNames: zip?.names ?? new Set(),
    options: job.options as ImportOptions,
    maxImages: app.config.IMPORT_MAX_IMAGES,
    fileError,
  });
  return { plan, rows: fileError ? 0 : rows.length, state };
}
