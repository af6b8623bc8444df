import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';

/** What an upload route tells the person uploading, in words they can act on. */
export interface UploadTexts {
  /** The request is not multipart. */
  notMultipart: string;
  /** No `files` part came. */
  none: string;
  /** A file is over the size limit (the multipart plugin's FST_REQ_FILE_TOO_LARGE). */
  tooLarge: string;
  /** More files or parts than allowed (FST_FILES_LIMIT, FST_PARTS_LIMIT). */
  tooMany: string;
}

/**
 * Reads a multipart form into memory: every `files` part (other files are skipped) and the text fields by name (the
 * first of each). The multipart plugin's limits become 413s with the route's own texts. No file is not an error here.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  texts: UploadTexts,
): Promise<{ files: Buffer[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(texts.notMultipart);
  const files: Buffer[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
      } else if (part.fieldname.toLowerCase() !== 'files') {
        part.file.resume();
      } else {
        files.push(await part.toBuffer());
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, texts.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, texts.tooMany);
    throw error;
  }
  return { files, fields };
}

/** Reads every `files` part of a multipart upload (readMultipartForm); at least one is required. */
export async function readFileParts(request: FastifyRequest, texts: UploadTexts): Promise<Buffer[]> {
  const { files } = await readMultipartForm(request, texts);
  if (files.length === 0) throw badRequest(texts.none, { files: 'required' });
  return files;
}

/**
 * The admin's image uploads: at most UPLOAD_MAX_FILES of UPLOAD_MAX_FILE_MB each (docs/product/admin.md#images).
 */
export function readUploadedFiles(request: FastifyRequest, config: Config): Promise<Buffer[]> {
  return readFileParts(request, {
    notMultipart: 'Send the images as multipart/form-data in a field named files.',
    none: 'Choose at least one image to upload.',
    tooLarge: `An image is too large: each file may be at most ${config.UPLOAD_MAX_FILE_MB} MB.`,
    tooMany: `Too many files: upload at most ${config.UPLOAD_MAX_FILES} images at a time.`,
  });
}
