import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
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

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** A file's text; undefined when it is gone. */
function textOf(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return undefined;
    throw error;
  }
}

function removed(path: string) {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

const inUse = (dir: string, owner: string) =>
  new DataDirError(
    `The embedded database in ${dir} is in use by another Nomina process (pid ${owner.trim()}). ` +
      'Only one process may open it: stop that one first, or give this one another DATA_DIR.',
  );

/**
 * Puts the lock file `written` (whole, with this process's pid) in place unless a lock is there:
 * a hard link, which fails when the name exists, so no process ever reads a lock without its
 * owner. A file system without hard links gets the lock created exclusively and written next.
 */
function placed(written: string, path: string, text: string): boolean {
  try {
    linkSync(written, path);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
  }
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, text);
    closeSync(fd);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes the lock `seen` of a process that no longer runs. It is first moved aside under a name
 * of this process's own (one rename moves a given file), then read there: when it is no longer
 * the one seen (another process took the folder over meanwhile and put its own), it goes back
 * in place and this start stops. Two processes taking one stale lock over at once then end with
 * one owner, not two.
 */
export function setAside(path: string, seen: string, dir: string): void {
  const aside = `${path}.stale.${process.pid}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return; // another process moved it first
    throw error;
  }
  const moved = textOf(aside) ?? '';
  if (moved === seen) {
    removed(aside);
    return;
  }
  try {
    linkSync(aside, path);
  } catch {
    // A third process put its lock in place meanwhile: the folder is taken either way.
  }
  removed(aside);
  throw inUse(dir, moved);
}

/** The lock taken, and whether the last process to use the folder stopped without releasing it. */
export type TDataDirLock = { unlock: () => void; stoppedUncleanly: boolean };

/**
 * Takes the single-process lock of an embedded database folder: a lock file holding the owner's
 * pid, put in place whole (`placed`). A lock left by a process that no longer runs (a crash, a
 * kill -9) is taken over (`setAside`), and said (`stoppedUncleanly`); a live owner stops this
 * start at once. PGlite has no lock of its own, and two processes writing one folder lose writes
 * and corrupt its indexes.
 */
export function lockDataDir(dir: string): TDataDirLock {
  const path = join(dir, LOCK_FILE);
  const text = `${process.pid}\n`;
  const written = `${path}.${process.pid}`;
  writeFileSync(written, text);
  let tookOver = false;
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (placed(written, path, text))
        return {
          stoppedUncleanly: tookOver,
          unlock: () => {
            try {
              if (textOf(path) === text) removed(path);
            } catch {
              // Unreadable: left for the next start, which takes a dead owner's lock over.
            }
          },
        };
      const seen = textOf(path);
      if (seen === undefined) continue; // released meanwhile
      const owner = Number(seen.trim());
      if (owner !== process.pid && isAlive(owner)) throw inUse(dir, seen);
      setAside(path, seen, dir);
      tookOver = true;
    }
  } finally {
    removed(written);
  }
  throw new DataDirError(`Could not take the lock ${path}.`);
}
