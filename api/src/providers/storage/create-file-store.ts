import path from 'node:path';
import type { Config } from '../../config.js';
import type { FileStore } from './file-store.js';
import { localFileStore } from './local-file-store.js';
import { s3FileStore } from './s3-file-store.js';
import { parseStorageUrl } from './storage-url.js';

/** The bucket of `STORAGE_URL` when set, else `DATA_DIR/uploads`. */
export function createFileStore(config: Pick<Config, 'storageUrl' | 'dataDir'>): FileStore {
  return config.storageUrl
    ? s3FileStore(parseStorageUrl(config.storageUrl))
    : localFileStore(path.join(config.dataDir, 'uploads'));
}
