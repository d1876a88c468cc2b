import fs from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import { inject } from 'vitest';

export interface TestS3Server {
  /** A STORAGE_URL for the bucket, e.g. to pass as `config.storageUrl`. */
  storageUrl: string;
  /** The same with a public base URL (`/uploads/*` then redirects there). */
  publicStorageUrl(publicUrl: string): string;
  endpoint: string;
  bucket: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver, objects on disk) on a free loopback port, with one empty bucket. */
export async function startS3Server(bucket = 'uploads'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(inject('tempDir'), 's3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const base = `s3://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?forcePathStyle=true&tls=false&region=us-east-1`;
  return {
    storageUrl: base,
    publicStorageUrl: (publicUrl) => `${base}&publicUrl=${encodeURIComponent(publicUrl)}`,
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
