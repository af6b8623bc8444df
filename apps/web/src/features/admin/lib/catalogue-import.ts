/**
 * The catalogue import job as GET /api/admin/catalogue/imports/{id} answers it (docs/product/catalogue-import.md), and
 * the sentences the Import screen builds from it (docs/product/admin.md#import).
 */
export type ImportStatus = 'checking' | 'checked' | 'applying' | 'done' | 'failed' | 'cancelled';

export interface ImportOptions {
  create_missing: boolean;
  skip_errors: boolean;
  deactivate_missing: boolean;
}

export interface ImportRowError {
  /** null for an error of the whole file (its header, its encoding). */
  row: number | null;
  column: string | null;
  message: string;
}

/** Products and variations, counted. */
export interface ImportCounts {
  products: number;
  variations: number;
}

/** One update the dry run found: the row, the product (null when new) and SKU, and the fields that change. */
export type ImportUpdateItem = Record<'row', number> &
  Record<'product_id', number | null> &
  Record<'sku', string | null> &
  Record<'name', string> &
  Record<'fields', string[]>;

/** The names the file would add, by kind (a category as `Men / T-Shirt`, a value as `Color: Teal`). */
type NewNames = Record<'brands' | 'collections' | 'categories' | 'attributes' | 'values', string[]>;

export interface ImportReport {
  create: ImportCounts & { images: number } & NewNames;
  update: ImportCounts & { items: ImportUpdateItem[] };
  unchanged: ImportCounts;
  errors: ImportRowError[];
  /** All the errors and the rows they are on; `errors` lists the first 1,000. */
  error_count: number;
  error_rows: number;
}

export interface ImportResult {
  created: ImportCounts;
  updated: ImportCounts;
  skipped_rows: number;
  deactivated: number;
  images: number;
}

export interface ImportJob {
  id: number;
  status: ImportStatus;
  file_name: string;
  images_name: string | null;
  created_at: string;
  created_by: { id: number; name: string } | null;
  rows: number;
  done: number;
  cancel_requested: boolean;
  options: ImportOptions;
  error: string | null;
  report: ImportReport | null;
  result: ImportResult | null;
}

/** A job the server is still working on: the screen reads it every second. */
export function isRunning(job: Pick<ImportJob, 'status'>): boolean {
  return job.status === 'checking' || job.status === 'applying';
}

/** A job not finished with: the screen shows it to an admin who comes back (checking, checked or applying). */
export function isOpen(job: Pick<ImportJob, 'status'>): boolean {
  return isRunning(job) || job.status === 'checked';
}

/** Whether the job was uploaded by the signed-in user (`sub` of the token). */
export function uploadedBy(job: Pick<ImportJob, 'created_by'>, userId: string | undefined): boolean {
  return job.created_by !== null && userId !== undefined && String(job.created_by.id) === userId;
}

/**
 * The job the screen opens on when the address names none (docs/product/admin.md#import): the latest job of this
 * admin still checking, checked or applying; and another admin's job applying now, to say so above the form.
 */
export function jobsOnArrival(jobs: readonly ImportJob[], userId: string | undefined) {
  return {
    mine: jobs.find((job) => isOpen(job) && uploadedBy(job, userId)),
    othersApplying: jobs.find((job) => job.status === 'applying' && !uploadedBy(job, userId)),
  };
}

/** `1 product`, `3 products`. */
export function count(value: number, one: string, many = `${one}s`): string {
  return `${value.toLocaleString('en-IN')} ${value === 1 ? one : many}`;
}

/** `3 errors in 2 rows`. */
export function errorSummary(report: Pick<ImportReport, 'error_count' | 'error_rows'>): string {
  return `${count(report.error_count, 'error')} in ${count(report.error_rows, 'row')}`;
}

/** Apply is offered when the file has no errors, or when the admin chose to skip the rows that have them. */
export function canApply(report: ImportReport | null, skipErrors: boolean): boolean {
  return report !== null && (report.error_count === 0 || skipErrors);
}

/** `50 products, 120 variations and 30 images`, leaving out what is 0; `nothing` when all are. */
export function listCounts(parts: Array<[number, string]>): string {
  const named = parts.filter(([value]) => value > 0).map(([value, noun]) => count(value, noun));
  if (named.length === 0) return 'nothing';
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}`;
}

/** The names of the brands, collections, … the import would add, as one line each (empty lists left out). */
export function taxonomyToCreate(create: ImportReport['create']): Array<{ label: string; names: string[] }> {
  const lists = [
    { label: 'Brands', names: create.brands },
    { label: 'Collections', names: create.collections },
    { label: 'Categories', names: create.categories },
    { label: 'Attributes', names: create.attributes },
    { label: 'Attribute values', names: create.values },
  ];
  return lists.filter((list) => list.names.length > 0);
}

/** `Create …` and `Update …` sentences for the counts that are not 0; one sentence when there is nothing to do. */
function changeSentences(
  create: [verb: string, parts: Array<[number, string]>],
  update: [verb: string, parts: Array<[number, string]>],
): string[] {
  const sentences = [create, update]
    .filter(([, parts]) => parts.some(([value]) => value > 0))
    .map(([verb, parts]) => `${verb} ${listCounts(parts)}.`);
  return sentences.length > 0 ? sentences : ['No product or variation changes.'];
}

/** What Apply will do, for the confirmation: one sentence per kind of change. */
export function applyQuestion(
  report: ImportReport,
  options: Pick<ImportOptions, 'skip_errors' | 'deactivate_missing'>,
) {
  const { create, update } = report;
  const sentences = changeSentences(
    [
      'Create',
      [
        [create.products, 'product'],
        [create.variations, 'variation'],
        [create.images, 'image'],
      ],
    ],
    [
      'Update',
      [
        [update.products, 'product'],
        [update.variations, 'variation'],
      ],
    ],
  );
  const taxonomy = taxonomyToCreate(create);
  if (taxonomy.length > 0) {
    sentences.push(`Add ${taxonomy.map((list) => `${list.label.toLowerCase()} ${list.names.join(', ')}`).join('; ')}.`);
  }
  if (report.error_count > 0 && options.skip_errors) {
    sentences.push(`Skip the ${count(report.error_rows, 'row')} with errors.`);
  }
  if (options.deactivate_missing) {
    sentences.push('Deactivate every product of the store that the file does not name.');
  }
  return sentences;
}

/** What a finished (or cancelled) apply wrote. */
export function resultSummary(result: ImportResult): string[] {
  const lines = changeSentences(
    [
      'Created',
      [
        [result.created.products, 'product'],
        [result.created.variations, 'variation'],
      ],
    ],
    [
      'Updated',
      [
        [result.updated.products, 'product'],
        [result.updated.variations, 'variation'],
      ],
    ],
  );
  if (result.images > 0) lines.push(`Stored ${count(result.images, 'image')}.`);
  if (result.skipped_rows > 0) lines.push(`Skipped ${count(result.skipped_rows, 'row')} with errors.`);
  if (result.deactivated > 0) lines.push(`Deactivated ${count(result.deactivated, 'product')} missing from the file.`);
  return lines;
}

/** The progress bar's words: `120 of 300 rows checked`, or what happens before the rows are counted. */
export function progressText(job: Pick<ImportJob, 'status' | 'rows' | 'done' | 'cancel_requested'>): string {
  const verb = job.status === 'applying' ? 'applied' : 'checked';
  if (job.rows === 0) return job.status === 'applying' ? 'Starting…' : 'Reading the file…';
  const text = `${job.done.toLocaleString('en-IN')} of ${count(job.rows, 'row')} ${verb}`;
  return job.cancel_requested ? `${text} · stopping after this batch…` : text;
}
