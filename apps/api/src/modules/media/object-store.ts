import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';

/** One stored object as read back: its bytes as a stream and what is known about them. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/**
 * Where image files live (docs/decisions/014-object-storage.md): the local media folder of one process, or an
 * S3-compatible bucket every process shares. Keys are plain file names (`{file_key}-{width}.webp`).
 */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** The folder behind a local store, which the image route serves as static files; undefined for S3. */
  readonly localDir: string | undefined;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the keys; keys that do not exist are no error. */
  delete(keys: string[]): Promise<void>;
  /** Releases connections (S3); a no-op for the local folder. */
  close(): void;
}

/** Keys come from the server (UUIDs and demo names), never from a request; refusing anything else keeps a key a file name. */
function checkedKey(key: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(key)) throw new Error(`not a valid object key: ${key}`);
  return key;
}

/** Today's behaviour: one file per key in the media folder. */
export function localObjectStore(dir: string): ObjectStore {
  return {
    kind: 'local',
    localDir: dir,
    async put(key, data) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, checkedKey(key)), data);
    },
    async get(key) {
      const file = path.join(dir, checkedKey(key));
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          contentType: contentTypeOf(key),
          contentLength: info.size,
          etag: undefined,
          lastModified: info.mtime,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(path.join(dir, checkedKey(key)))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(path.join(dir, checkedKey(key)), { force: true })));
    },
    close() {},
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** S3's DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * An S3-compatible bucket. Path-style addressing and checksums only where S3 requires them, so MinIO, s3rver
 * and other S3-compatible servers accept the requests as AWS does.
 */
export function s3ObjectStore(settings: S3Settings): ObjectStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    localDir: undefined,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: data,
          ContentType: contentType,
          // Keys are never reused for other bytes, so a CDN in front of a public bucket may keep them a year.
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? contentTypeOf(key),
          contentLength: object.ContentLength,
          etag: object.ETag,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH).map((key) => ({ Key: checkedKey(key) }));
        const answer = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch, Quiet: true } }));
        const failed = (answer.Errors ?? []).filter((error) => error.Code !== 'NoSuchKey');
        if (failed.length > 0) {
          throw new Error(`S3 could not delete ${failed.map((error) => `${error.Key}: ${error.Code}`).join(', ')}`);
        }
      }
    },
    close() {
      client.destroy();
    },
  };
}

/** The Cache-Control of stored images: names are generated and never reused, so they never change. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function contentTypeOf(key: string): string {
  return key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';
}

/** The bucket when S3 is configured (docs/decisions/014-object-storage.md), else the local media folder. */
export function createObjectStore(config: Pick<Config, 'mediaDir' | 's3'>): ObjectStore {
  return config.s3 ? s3ObjectStore(config.s3) : localObjectStore(config.mediaDir);
}
