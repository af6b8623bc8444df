import { z } from 'zod';
import { ConfigError } from './config-error.ts';
import { optionalText } from './env-fields.ts';

/**
 * Object storage for images (docs/decisions/014-object-storage.md): all four of endpoint, bucket and keys, or
 * none (the local media folder).
 */
export const s3Env = z.object({
  S3_ENDPOINT: optionalText.pipe(z.url('S3_ENDPOINT must be a URL such as https://s3.example.com').optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: optionalText.transform((value) => value ?? 'us-east-1'),
  /** Where browsers fetch images straight from the bucket or its CDN; unset, the store serves them itself. */
  S3_PUBLIC_URL: optionalText.pipe(z.url('S3_PUBLIC_URL must be a URL such as https://cdn.example.com').optional()),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** What the S3 object store needs; undefined keeps images in the local media folder. */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base of image URLs without a trailing slash, when browsers fetch images from the bucket or a CDN. */
  publicUrl: string | undefined;
}

export function s3Config(values: z.infer<typeof s3Env>): S3Config | undefined {
  const missing = S3_REQUIRED.filter((name) => !values[name]);
  if (missing.length === S3_REQUIRED.length) {
    if (values.S3_PUBLIC_URL) {
      throw new ConfigError(`S3_PUBLIC_URL is set but object storage is not: also set ${S3_REQUIRED.join(', ')}.`);
    }
    return undefined;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Object storage needs ${S3_REQUIRED.join(', ')} together (or none of them, for the local media folder); missing: ${missing.join(', ')}.`,
    );
  }
  return {
    endpoint: values.S3_ENDPOINT!,
    bucket: values.S3_BUCKET!,
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    publicUrl: values.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
