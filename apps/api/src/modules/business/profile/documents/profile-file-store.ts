import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/**
 * Files filed from the profile, outside the web root: DATA_DIR/profile-documents/<holder>/<id>.
 * Nothing serves this folder; a reviewer reads it through the back office.
 */
export function createProfileFileStore(dataDir: string) {
  const base = resolve(join(dataDir, 'profile-documents'));
  const pathOf = (key: string) => {
    if (!/^[A-Za-z0-9-]+\/[a-f0-9]+\.(pdf|png|jpg)$/.test(key)) throw new Error('invalid key');
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
    /** The bytes of a filed document, for the registrar's review. */
    async read(key: string): Promise<Buffer> {
      return readFile(pathOf(key));
    },
  };
}
export type TProfileFileStore = ReturnType<typeof createProfileFileStore>;
