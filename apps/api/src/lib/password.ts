import { availableParallelism } from 'node:os';
import { createHashPool } from './hash-pool';

/** argon2id in @node-rs/argon2's Algorithm enum (a const enum, so written as its value). */
const ARGON2ID = 2;

/** OWASP argon2id parameters (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * As many hashes at once as there are cores, on threads below the event loop's priority
 * (hash-pool.ts): a burst of logins takes the idle CPU, never the CPU other requests need.
 */
export const HASH_THREADS = availableParallelism();
const pool = createHashPool(HASH_THREADS);

export const hashPassword = (password: string) =>
  pool.run<string>({ op: 'hash', password, options: OPTIONS });

const verify = (hash: string, password: string) => pool.run<boolean>({ op: 'verify', hash, password });

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
    await verify(decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
