import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store.js';

/** Files in one directory of this machine (`DATA_DIR/uploads`). */
export function localFileStore(dir: string): FileStore {
  const at = (name: string) => path.join(dir, path.basename(name));
  return {
    kind: 'local',
    localDir: dir,
    directOrigins: [],
    directUrlOf: async () => undefined,
    async put(name, data) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(at(name), data);
    },
    async get(name) {
      const stat = await fs.stat(at(name)).catch(() => null);
      if (!stat?.isFile()) return null;
      return { body: createReadStream(at(name)), contentType: contentTypeOf(name), size: stat.size, etag: undefined };
    },
    async copy(from, to) {
      try {
        await fs.copyFile(at(from), at(to));
        return true;
      } catch {
        return false;
      }
    },
    async remove(name) {
      await fs.rm(at(name), { force: true });
    },
    async *list() {
      const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
      for (const entry of entries) if (entry.isFile()) yield entry.name;
    },
  };
}

export const contentTypeOf = (name: string) => (name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream');
