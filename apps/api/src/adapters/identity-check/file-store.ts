import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/**
 * Uploaded files, outside the web root: DATA_DIR/<folder>/<owner>/<name> (identity checks by
 * default; support requests use their own folder).
 */
export function createIdentityFileStore(dataDir: string, folder = 'identity-checks') {
  const base = resolve(join(dataDir, folder));
  const pathOf = (key: string) => {
    if (!/^[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/.test(key) || key.includes('..')) throw new Error('invalid key');
    const path = resolve(join(base, key));
    if (!path.startsWith(base + sep)) throw new Error('invalid key');
    return path;
  };
  return {
    async put(key: string, bytes: Uint8Array): Promise<void> {
      const path = pathOf(key);
      await mkdir(resolve(path, '..'), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key: string): Promise<Uint8Array | null> {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch {
        return null;
      }
    },
    async remove(key: string): Promise<void> {
      await rm(pathOf(key), { force: true });
    },
    /** Every file of a session, for tests. */
    dirOf: (secondToken: string) => join(base, secondToken),
  };
}
export type TIdentityFileStore = ReturnType<typeof createIdentityFileStore>;
