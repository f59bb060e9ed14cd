import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** argon2id in @node-rs/argon2's Algorithm enum (a const enum, so written as its value). */
const ARGON2ID = 2;

/** OWASP argon2id parameters (19 MiB, 2 passes). Runs on libuv's pool, off the event loop. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * At most this many hashes at once, leaving a core to the event loop (and, with the embedded
 * database, to the queries it runs in-thread): a burst of logins then waits its turn instead of
 * starving every other request of CPU.
 */
const MAX_CONCURRENT = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function limited<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await task();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export const hashPassword = (password: string) => limited(() => hash(password, OPTIONS));

/** Hash checked when the login is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; an absent hash still costs one verification. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-never-matches');
    const decoyHash = await decoy;
    await limited(() => verify(decoyHash, password)).catch(() => false);
    return false;
  }
  return limited(() => verify(passwordHash, password)).catch(() => false);
}
