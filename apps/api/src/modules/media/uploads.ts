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
 * Reads every `files` part of a multipart upload into memory (other fields are skipped); the multipart plugin's
 * limits become 413s with the route's own texts.
 */
export async function readFileParts(request: FastifyRequest, texts: UploadTexts): Promise<Buffer[]> {
  if (!request.isMultipart()) throw badRequest(texts.notMultipart);
  const buffers: Buffer[] = [];
  try {
    for await (const part of request.files()) {
      if (part.fieldname.toLowerCase() !== 'files') {
        part.file.resume();
        continue;
      }
      buffers.push(await part.toBuffer());
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, texts.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, texts.tooMany);
    throw error;
  }
  if (buffers.length === 0) throw badRequest(texts.none, { files: 'required' });
  return buffers;
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
