import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';

/** The multipart plugin's 413s ('reach files limit') in words the admin can act on. */
function uploadLimitError(error: unknown, config: Config): HttpError | undefined {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, `An image is too large: each file may be at most ${config.UPLOAD_MAX_FILE_MB} MB.`);
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(413, `Too many files: upload at most ${config.UPLOAD_MAX_FILES} images at a time.`);
  }
  return undefined;
}

/**
 * Reads every `files` part of a multipart upload into memory (at most UPLOAD_MAX_FILES of UPLOAD_MAX_FILE_MB
 * each, docs/product/admin.md#images); other fields are skipped.
 */
export async function readUploadedFiles(request: FastifyRequest, config: Config): Promise<Buffer[]> {
  if (!request.isMultipart()) throw badRequest('Send the images as multipart/form-data in a field named files.');
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
    throw uploadLimitError(error, config) ?? error;
  }
  if (buffers.length === 0) throw badRequest('Choose at least one image to upload.', { files: 'required' });
  return buffers;
}
