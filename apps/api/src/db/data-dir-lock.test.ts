import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirError, lockDataDir, setAside } from './data-dir-lock';

const LOCK = 'nomina.lock';
const folder = () => mkdtempSync(join(tmpdir(), 'nomina-lock-unit-'));
/** The pid of a process that runs for the test's length and is not this one: the test runner's parent. */
const otherLivePid = () => process.ppid;

describe('the embedded database folder lock', () => {
  it('is taken whole by a start, refused to a second one while its owner runs, and released', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK), 'utf8')).toBe(`${process.pid}\n`);
    expect(lock.stoppedUncleanly).toBe(false);
    // Only the lock is left: the file it was written under first is gone.
    expect(readdirSync(dir)).toEqual([LOCK]);
    lock.unlock();
    expect(existsSync(join(dir, LOCK))).toBe(false);

    writeFileSync(join(dir, LOCK), `${otherLivePid()}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Nomina process (pid ${otherLivePid()})`);
    expect(readFileSync(join(dir, LOCK), 'utf8')).toBe(`${otherLivePid()}\n`);
    expect(readdirSync(dir)).toEqual([LOCK]);
  });

  it('takes over the lock of a process that no longer runs, or one left empty, and says so', () => {
    for (const left of ['999999\n', '']) {
      const dir = folder();
      writeFileSync(join(dir, LOCK), left);
      const lock = lockDataDir(dir);
      expect(lock.stoppedUncleanly).toBe(true);
      expect(readFileSync(join(dir, LOCK), 'utf8')).toBe(`${process.pid}\n`);
      expect(readdirSync(dir)).toEqual([LOCK]);
      lock.unlock();
    }
  });

  it('puts back a live process’s lock found where the dead one’s was, and stops', () => {
    // What a start sees when another took the stale lock over between its read and its move.
    const dir = folder();
    const path = join(dir, LOCK);
    writeFileSync(path, `${otherLivePid()}\n`);
    expect(() => setAside(path, '999999\n', dir)).toThrow(`pid ${otherLivePid()}`);
    expect(readFileSync(path, 'utf8')).toBe(`${otherLivePid()}\n`);
    expect(readdirSync(dir)).toEqual([LOCK]);
    // The dead one's, as seen: moved away for good.
    writeFileSync(path, '999999\n');
    setAside(path, '999999\n', dir);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves one owner when several processes start at once on a dead process’s lock', async () => {
    const dir = folder();
    writeFileSync(join(dir, LOCK), '999999\n');
    const module = resolve(dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');
    // Each waits for the same instant, tries, then holds what it got long enough for the others to try.
    const start = Date.now() + 5000;
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(module)});
      while (Date.now() < ${start}) {}
      let outcome;
      try { lockDataDir(${JSON.stringify(dir)}); outcome = 'owner'; } catch (error) { outcome = error.constructor.name; }
      console.log(outcome);
      await new Promise((done) => setTimeout(done, 1500));`;
    const outcomes = await Promise.all(
      Array.from(
        { length: 6 },
        () =>
          new Promise<string>((done, fail) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
              stdio: ['ignore', 'pipe', 'inherit'],
            });
            let output = '';
            child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
            child.once('error', fail);
            child.once('exit', () => done(output.trim()));
          }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'owner')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'owner')).toEqual(Array(5).fill('DataDirError'));
  }, 30_000);
});
