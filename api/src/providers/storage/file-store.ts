import type { Readable } from 'node:stream';

/** One stored file as read back: its bytes as a stream, and what to answer about it. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number | undefined;
  etag: string | undefined;
}

/**
 * Where uploaded images live, by file name (`<32 hex>[-thumb].webp`): a directory of this machine
 * (`DATA_DIR/uploads`, the default) or an S3-compatible bucket (`STORAGE_URL`), so app nodes hold no state.
 */
export interface FileStore {
  /** `local` or `s3`, for logs and backups. */
  readonly kind: 'local' | 's3';
  /** The directory of a local store (served as static files), undefined for a bucket. */
  readonly localDir: string | undefined;
  /** Where browsers may fetch a file directly (a public bucket or a CDN), else undefined: the app serves it. */
  publicUrlOf(name: string): string | undefined;
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(name: string): Promise<StoredFile | null>;
  /** Copies a file under a new name; false when the source is missing. */
  copy(from: string, to: string): Promise<boolean>;
  /** Removes a file; a missing one is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored file name (backups). */
  list(): AsyncIterable<string>;
}
