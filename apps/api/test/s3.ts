import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The S3_* variables that point the store at this server's bucket. */
  env: Record<string, string>;
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  /** One object's bytes and content type, read with the SDK as any client would. */
  object: (key: string) => Promise<{ data: Buffer; contentType: string | undefined }>;
  close: () => Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-protocol server (s3rver) on a free loopback port with a bucket of its own, so the S3 object store
 * is tested over HTTP as it runs against MinIO or AWS (docs/decisions/014-object-storage.md).
 */
export async function startLocalS3(bucket = 'store-media'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'store-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async keys() {
      const answer = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (answer.Contents ?? []).map((object) => object.Key!).sort();
    },
    async object(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return { data: Buffer.from(await answer.Body!.transformToByteArray()), contentType: answer.ContentType };
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
