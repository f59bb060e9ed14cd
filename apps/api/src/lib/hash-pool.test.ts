import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { createHashPool } from './hash-pool';

const OPTIONS = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Niceness of every thread of this process (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((thread) => {
    const stat = readFileSync(`/proc/self/task/${thread}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('hash pool', () => {
  const pool = createHashPool(2);
  afterAll(() => pool.close());

  it('hashes, and verifies the right password only', async () => {
    const hash = await pool.run<string>({ op: 'hash', password: 'Nomina#Test2025', options: OPTIONS });
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(pool.run({ op: 'verify', hash, password: 'Nomina#Test2025' })).resolves.toBe(true);
    await expect(pool.run({ op: 'verify', hash, password: 'wrong' })).resolves.toBe(false);
  });

  it('answers every task of a burst larger than the pool, each its own', async () => {
    const passwords = Array.from({ length: 7 }, (_, n) => `password-${n}`);
    const hashes = await Promise.all(
      passwords.map((password) => pool.run<string>({ op: 'hash', password, options: OPTIONS })),
    );
    const checks = await Promise.all(
      hashes.map((hash, n) => pool.run({ op: 'verify', hash, password: passwords[(n + 1) % 7]! })),
    );
    expect(checks).toEqual(Array(7).fill(false));
    const own = await Promise.all(
      hashes.map((hash, n) => pool.run({ op: 'verify', hash, password: passwords[n]! })),
    );
    expect(own).toEqual(Array(7).fill(true));
  });

  it('gives each task its own answer when one thread holds several (its next one waiting)', async () => {
    const single = createHashPool(1);
    try {
      const hash = await single.run<string>({ op: 'hash', password: 'right', options: OPTIONS });
      const guesses = ['wrong', 'right', 'wrong', 'wrong', 'right'];
      const answers = await Promise.all(
        guesses.map((password) => single.run({ op: 'verify', hash, password })),
      );
      expect(answers).toEqual([false, true, false, false, true]);
    } finally {
      await single.close();
    }
  });

  it('refuses a malformed hash as an error, and keeps working', async () => {
    await expect(pool.run({ op: 'verify', hash: 'not-a-hash', password: 'x' })).rejects.toThrow();
    const hash = await pool.run<string>({ op: 'hash', password: 'again', options: OPTIONS });
    await expect(pool.run({ op: 'verify', hash, password: 'again' })).resolves.toBe(true);
  });

  // 10 below the caller's own niceness (the suite may itself run under `nice`), 19 at most.
  const own = getPriority();
  it.runIf(process.platform === 'linux' && own < 19)(
    'runs its hashes on threads below the caller’s priority',
    async () => {
      await Promise.all([1, 2].map((n) => pool.run({ op: 'hash', password: `p${n}`, options: OPTIONS })));
      const lowered = Math.min(19, own + 10);
      expect(threadNiceness().filter((nice) => nice === lowered).length).toBeGreaterThanOrEqual(2);
      expect(threadNiceness()).toContain(own);
    },
  );
});
