import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { HttpError, badRequest } from '../../../lib/http-error.ts';
import { deleteUpload, PartWriter, tempFolder } from './files.ts';
import { zipLimits, type ImportApp } from './read.ts';
import { openZipImages } from './zip.ts';

// The upload of an import (docs/product/catalogue-import.md#limits): the CSV (`file`) and the images ZIP (`images`)
// streamed into the database in parts, each under its own size limit; the ZIP's directory checked before the job
// exists. Nothing of a refused upload is kept.

export interface StoredUpload {
  uploadId: string;
  fileName: string;
  imagesName: string | null;
  createMissing: boolean;
}

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Whether the first bytes are plainly not text: NUL bytes, or the start of a ZIP, PDF or spreadsheet file. */
function notText(start: Buffer): boolean {
  const head = start.subarray(0, 8192);
  if (head.includes(0)) return true;
  const magic = head.subarray(0, 4).toString('latin1');
  return (
    magic === 'PK\u0003\u0004' || magic === '%PDF' || head.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))
  );
}

/** Streams one file part into the database, refusing it past `limit` bytes (413). */
async function storePart(
  stream: AsyncIterable<Buffer>,
  writer: PartWriter,
  limit: number,
  tooLarge: string,
  onChunk?: (chunk: Buffer, first: boolean) => void | Promise<void>,
) {
  let first = true;
  for await (const chunk of stream) {
    if (writer.bytes + chunk.length > limit) throw new HttpError(413, tooLarge);
    await onChunk?.(chunk, first);
    first = false;
    await writer.write(chunk);
  }
  await writer.flush();
}

/** Reads the multipart upload into the database; 400 and 413 with a sentence for what cannot be imported. */
export async function storeUpload(app: ImportApp, request: FastifyRequest): Promise<StoredUpload> {
  if (!request.isMultipart()) {
    throw badRequest(
      'Send the import as multipart/form-data: the CSV in a field named file, a ZIP of images in images.',
    );
  }
  const { config } = app;
  const db: Db = app.database.db;
  const uploadId = randomUUID();
  const folder = await tempFolder();
  const zipFile = path.join(folder.dir, 'images.zip');
  let fileName: string | null = null;
  let imagesName: string | null = null;
  let createMissing = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'create_missing') createMissing = String(part.value) === 'true';
        continue;
      }
      if (part.fieldname === 'file' && fileName === null) {
        fileName = part.filename || 'catalogue.csv';
        await storePart(
          part.file,
          new PartWriter(db, uploadId, 'csv'),
          config.IMPORT_MAX_BYTES,
          `The CSV file is too large: it may be at most ${mb(config.IMPORT_MAX_BYTES)}. Split it into smaller files.`,
          (chunk, first) => {
            if (first && notText(chunk))
              throw badRequest('The file is not a CSV file: export the sheet as CSV and upload that.');
          },
        );
      } else if (part.fieldname === 'images' && imagesName === null) {
        imagesName = part.filename || 'images.zip';
        const out = createWriteStream(zipFile, { mode: 0o600 });
        try {
          await storePart(
            part.file,
            new PartWriter(db, uploadId, 'zip'),
            config.IMPORT_MAX_ZIP_BYTES,
            `The images ZIP is too large: it may be at most ${mb(config.IMPORT_MAX_ZIP_BYTES)}. Split the images into smaller ZIPs and files.`,
            async (chunk) => {
              if (!out.write(chunk)) await once(out, 'drain');
            },
          );
        } finally {
          out.end();
          await once(out, 'close');
        }
      } else part.file.resume();
    }
    if (fileName === null) throw badRequest('Choose the CSV file to import (field file).', { file: 'required' });
    if (imagesName !== null) (await openZipImages(zipFile, zipLimits(config))).close();
    return { uploadId, fileName, imagesName, createMissing };
  } catch (error) {
    await deleteUpload(db, uploadId);
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'The file is too large to import.');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest('Send one CSV (file) and at most one ZIP (images).');
    }
    throw error;
  } finally {
    await folder.cleanup();
  }
}
