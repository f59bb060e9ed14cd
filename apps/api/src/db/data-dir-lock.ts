import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Raised when the embedded database cannot be used: held by another process, or damaged. */
export class DataDirError extends Error {}

const LOCK_FILE = 'nomina.lock';

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock taken, and whether the last process to use the folder stopped without releasing it. */
export type TDataDirLock = { unlock: () => void; stoppedUncleanly: boolean };

/**
 * Takes the single-process lock of an embedded database folder: a lock file created exclusively
 * (O_EXCL), holding the owner's pid. A lock left by a process that no longer runs (a crash, a
 * kill -9) is taken over, and said (`stoppedUncleanly`); a live owner stops this start at once. PGlite has no lock of its own,
 * and two processes writing one folder lose writes and corrupt its indexes.
 */
export function lockDataDir(dir: string): TDataDirLock {
  const path = join(dir, LOCK_FILE);
  let tookOver = false;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        stoppedUncleanly: tookOver,
        unlock: () => {
          try {
            if (Number(readFileSync(path, 'utf8').trim()) === process.pid) unlinkSync(path);
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (isAlive(owner) && owner !== process.pid)
        throw new DataDirError(
          `The embedded database in ${dir} is in use by another Nomina process (pid ${owner}). ` +
            'Only one process may open it: stop that one first, or give this one another DATA_DIR.',
        );
      unlinkSync(path);
      tookOver = true;
    }
  }
  throw new DataDirError(`Could not take the lock ${path}.`);
}
