import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { recordAudit, type AuditActor } from '../../audit/record.ts';
import { removeFiles, removeUnusedFiles, storeImage } from '../../media/storage.ts';
import { productWriteTags } from '../cache-tags.ts';
import { createMissingTaxonomy } from './create-taxonomy.ts';
import { LeaseLost, Stopped } from './stops.ts';
import { renewLease, type JobRow } from './jobs.ts';
import type { ProductPlan } from './plan.ts';
import type { ImportApp, ReadResult } from './read.ts';
import { emptyResult, type ImportOptions, type ImportResult } from './types.ts';
import { writeBatch, type BatchChanges, type ImageFile } from './write.ts';
import type { ZipImages } from './zip.ts';

// The apply (docs/product/catalogue-import.md#apply): batches of whole products of about BATCH_ROWS rows, each in one
// transaction with its audit entry, the job's cursor and counts; the cache dropped by tag once per batch; paced by
// IMPORT_ROWS_PER_SECOND; cancelled between batches; continued from the cursor after a restart.

export const BATCH_ROWS = 250;

const SYSTEM_ACTOR: AuditActor = { user_id: null, role: 'system', ip: null, request_id: null };

/** The next batch: whole products from `start` until about BATCH_ROWS rows. */
function nextBatch(products: readonly ProductPlan[], start: number): ProductPlan[] {
  const batch: ProductPlan[] = [];
  let rows = 0;
  for (let index = start; index < products.length && (batch.length === 0 || rows < BATCH_ROWS); index++) {
    batch.push(products[index]!);
    rows += products[index]!.rows + products[index]!.skipped;
  }
  return batch;
}

/** Stores the ZIP images the batch names that are not stored yet (same checks and widths as uploads). */
async function storeBatchImages(app: ImportApp, batch: ProductPlan[], read: ReadResult, zip: ZipImages | null) {
  const files = new Map<string, ImageFile>();
  for (const plan of batch) {
    const stored = plan.productId === null ? undefined : read.state.products.get(plan.productId)?.files;
    const names = [...(plan.images ?? []), ...plan.variations.flatMap((variation) => variation.images ?? [])];
    for (const name of names) {
      if (stored?.has(name) || files.has(name)) continue;
      if (!zip) throw new Error(`image ${name} is not stored and no ZIP was uploaded`);
      try {
        files.set(name, await storeImage(app.objectStore, await zip.read(name)));
      } catch (error) {
        await removeFiles(
          app.objectStore,
          [...files.values()].map((file) => file.file_key),
        );
        throw new Error(`The image "${name}" in the ZIP could not be stored: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  }
  return files;
}

/** One batch in one transaction: the products, the audit entry, the job's cursor and counts. */
async function applyBatch(
  app: ImportApp,
  context: { job: JobRow; owner: string; read: ReadResult; result: ImportResult; actor: AuditActor },
  batch: ProductPlan[],
  zipFiles: Map<string, ImageFile>,
  cursor: number,
  done: number,
): Promise<BatchChanges> {
  const changes: BatchChanges = { products: [], variations: [], removedFiles: [], created: [], tags: new Set() };
  const result = structuredClone(context.result);
  await app.catalogueWrite(async (tx, touch) => {
    const write = { tx, state: context.read.state, zipFiles, result, changes };
    await writeBatch(write, batch);
    if (changes.products.length > 0 || changes.variations.length > 0) {
      await recordAudit(tx, context.actor, {
        action: 'catalogue_import.batch',
        entity: 'catalogue_import',
        entity_id: context.job.id,
        changes: {
          products: { before: null, after: changes.products },
          variations: { before: null, after: changes.variations },
        },
      });
    }
    await saveProgress(tx, context, { cursor, done, result });
    // Nothing changed: a tag no response carries, so the cache stays (rather than being cleared).
    touch(changes.tags.size > 0 ? [...changes.tags] : ['nothing']);
  });
  Object.assign(context.result, result);
  return changes;
}

async function saveProgress(
  tx: Tx,
  context: { job: JobRow; owner: string },
  progress: { cursor: number; done: number; result: ImportResult },
) {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE catalogue_imports SET cursor = ${progress.cursor}, done = ${progress.done},
          result = ${JSON.stringify(progress.result)}::jsonb, lease_until = now() + interval '30 seconds',
          updated_at = now()
        WHERE id = ${context.job.id} AND lease_owner = ${context.owner} AND status = 'applying'
        RETURNING id`,
  );
  if (rows.length === 0) throw new LeaseLost();
}

/** Sets inactive the active products the file does not name; one audit entry with their ids. */
async function deactivateMissing(app: ImportApp, job: JobRow, named: Set<number>, actor: AuditActor) {
  return app.catalogueWrite(async (tx, touch) => {
    const ids = [...named];
    const rows = await queryRows<{ product_id: number }>(
      tx,
      sql`UPDATE products SET is_active = false, updated_at = now()
          WHERE is_active AND NOT (product_id = ANY(${sql.raw(`ARRAY[${ids.map(Number).join(',')}]::int[]`)}))
          RETURNING product_id`,
    );
    for (const row of rows) touch(await productWriteTags(tx, row.product_id));
    if (rows.length === 0) touch('nothing');
    else {
      await recordAudit(tx, actor, {
        action: 'catalogue_import.deactivate',
        entity: 'catalogue_import',
        entity_id: job.id,
        changes: { deactivated: { before: null, after: rows.map((row) => row.product_id) } },
      });
    }
    return rows.length;
  });
}

export type ApplyOutcome = { status: 'done' | 'cancelled'; result: ImportResult };

/**
 * Applies the plan from the job's cursor on. Answers how it ended; throws LeaseLost when another process took the
 * job over (this one then stops without writing more).
 */
export async function applyPlan(
  app: ImportApp,
  job: JobRow,
  owner: string,
  read: ReadResult,
  zip: ZipImages | null,
  stopping: () => boolean = () => false,
): Promise<ApplyOutcome> {
  const options = job.options as ImportOptions;
  const actor = (job.actor as AuditActor | null) ?? SYSTEM_ACTOR;
  const context = { job, owner, read, actor, result: { ...emptyResult(), ...(job.result as ImportResult | null) } };
  if (options.create_missing) {
    await app.catalogueWrite(async (tx, touch) => {
      // A write that names no tag clears every cache: right when the taxonomy grew, needless when it did not.
      if (!(await createMissingTaxonomy(tx, read.plan.missing, read.state, actor))) touch('nothing');
    });
  }
  const products = read.plan.products;
  const rate = app.config.IMPORT_ROWS_PER_SECOND;
  const started = Date.now();
  let cursor = job.cursor;
  let done = job.done;
  let rowsThisRun = 0;
  const created = new Set<number>();
  while (cursor < products.length) {
    if (stopping()) throw new Stopped();
    const lease = await renewLease(app.database.db, job.id, owner);
    if (!lease || lease.status !== 'applying') throw new LeaseLost();
    if (lease.cancel_requested) return { status: 'cancelled', result: context.result };
    const batch = nextBatch(products, cursor);
    const zipFiles = await storeBatchImages(app, batch, read, zip);
    const rows = batch.reduce((sum, plan) => sum + plan.rows + plan.skipped, 0);
    let changes: BatchChanges;
    try {
      changes = await applyBatch(app, context, batch, zipFiles, cursor + batch.length, done + rows);
    } catch (error) {
      await removeFiles(
        app.objectStore,
        [...zipFiles.values()].map((file) => file.file_key),
      );
      throw error;
    }
    await removeUnusedFiles(app, changes.removedFiles);
    for (const id of changes.created) created.add(id);
    cursor += batch.length;
    done += rows;
    rowsThisRun += rows;
    if (rate > 0) {
      const ahead = (rowsThisRun / rate) * 1000 - (Date.now() - started);
      if (ahead > 0) await sleep(ahead);
    }
  }
  const result = { ...context.result, skipped_rows: read.rows - products.reduce((sum, plan) => sum + plan.rows, 0) };
  if (options.deactivate_missing) {
    result.deactivated = await deactivateMissing(app, job, new Set([...read.plan.named, ...created]), actor);
  }
  return { status: 'done', result };
}
