import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/**
 * The GED (document store): PDFs by storage key. One interface; the transport is chosen by
 * configuration (DOCUMENT_STORE, see config.ts). Keys are paths such as `holders/T1001-000101/ab12.pdf`.
 */
export type TDocumentStore = {
  kind: 'fs';
  put: (key: string, content: Uint8Array) => Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get: (key: string) => Promise<Uint8Array | null>;
};

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** Refuses keys that could leave the store's folder (`..`, absolute paths, odd characters). */
export function assertStorageKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`invalid storage key: ${key}`);
}

/** File-system transport: one file per key under `root`, written atomically (temporary file, then rename). */
export function createFileSystemStore(root: string): TDocumentStore {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  };
  return {
    kind: 'fs',
    async put(key, content) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, content);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** The configured document store. */
export function createDocumentStore(options: { kind: 'fs'; dir: string }): TDocumentStore {
  return createFileSystemStore(options.dir);
}
