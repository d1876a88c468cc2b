import type { Readable } from 'node:stream';

/** One stored file as read back: its bytes as a stream, and what to answer about it. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number | undefined;
  etag: string | undefined;
}

/** A URL to a stored file outside the app, and when it stops working (ms since 1970; undefined: never). */
export interface DirectUrl {
  url: string;
  expiresAt: number | undefined;
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
  /**
   * Where browsers may fetch a file without the app streaming it: a public bucket or CDN (for good), a presigned
   * URL of a private bucket (until it expires); undefined: the app serves the file itself. `now` in ms.
   */
  directUrlOf(name: string, now?: number): Promise<DirectUrl | undefined>;
  /** The origins of those URLs (the pages' CSP allows pictures from them); none when the app serves files. */
  readonly directOrigins: readonly string[];
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
