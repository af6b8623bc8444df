import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { catalogueImportFiles } from '../../../db/schema/index.ts';

// An import's uploaded files live in the database (docs/product/catalogue-import.md#import): in parts of PART_BYTES,
// so they outlive a restart, every process of the store reads them, and no route serves them.

export const PART_BYTES = 4 * 1024 * 1024;
export type FileKind = 'csv' | 'zip';

/** Gathers a stream's bytes into parts of PART_BYTES and stores each as it fills. */
export class PartWriter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private part = 0;
  bytes = 0;

  constructor(
    private readonly db: Db,
    private readonly uploadId: string,
    private readonly kind: FileKind,
  ) {}

  async write(chunk: Buffer) {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.bytes += chunk.length;
    if (this.pendingBytes >= PART_BYTES) await this.flush();
  }

  async flush() {
    if (this.pendingBytes === 0) return;
    const bytes = Buffer.concat(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    await this.db
      .insert(catalogueImportFiles)
      .values({ upload_id: this.uploadId, kind: this.kind, part: this.part, bytes });
    this.part += 1;
  }
}

/** The stored file's bytes, one part at a time (never the whole file in memory). */
export async function* readParts(db: DbOrTx, uploadId: string, kind: FileKind): AsyncGenerator<Buffer> {
  let part = -1;
  for (;;) {
    const [row] = await db
      .select({ part: catalogueImportFiles.part, bytes: catalogueImportFiles.bytes })
      .from(catalogueImportFiles)
      .where(
        and(
          eq(catalogueImportFiles.upload_id, uploadId),
          eq(catalogueImportFiles.kind, kind),
          gt(catalogueImportFiles.part, part),
        ),
      )
      .orderBy(asc(catalogueImportFiles.part))
      .limit(1);
    if (!row) return;
    part = row.part;
    yield row.bytes;
  }
}

export async function hasFile(db: DbOrTx, uploadId: string, kind: FileKind): Promise<boolean> {
  const rows = await db
    .select({ part: catalogueImportFiles.part })
    .from(catalogueImportFiles)
    .where(and(eq(catalogueImportFiles.upload_id, uploadId), eq(catalogueImportFiles.kind, kind)))
    .limit(1);
  return rows.length > 0;
}

/** Removes an upload's files (a refused upload; a finished job's). */
export async function deleteUpload(db: DbOrTx, uploadId: string): Promise<void> {
  await db.delete(catalogueImportFiles).where(eq(catalogueImportFiles.upload_id, uploadId));
}

/** A private temporary folder, removed by `cleanup`: where a ZIP is unpacked from while it is read. */
export async function tempFolder(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-import-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Writes byte chunks to a file. */
export async function writeFileFrom(file: string, chunks: AsyncIterable<Buffer>): Promise<void> {
  const out = createWriteStream(file, { mode: 0o600 });
  try {
    for await (const chunk of chunks) {
      if (!out.write(chunk)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
}

/** Removes uploads no import row names that are older than a day (an upload cut off by a restart). */
export async function removeOrphanUploads(db: DbOrTx): Promise<void> {
  await db.execute(sql`DELETE FROM catalogue_import_files f
    WHERE f.created_at < now() - interval '1 day'
      AND NOT EXISTS (SELECT 1 FROM catalogue_imports i WHERE i.upload_id = f.upload_id)`);
}
