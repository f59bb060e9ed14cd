import { hash, verify } from '@node-rs/argon2';

/** argon2id in @node-rs/argon2's Algorithm enum (a const enum, so written as its value). */
const ARGON2ID = 2;

/** OWASP argon2id parameters (19 MiB, 2 passes). Runs on libuv's pool, off the event loop. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Hash checked when the login is unknown, so both answers take the same time. */
let decoy: Promise<string> | undefined;

/** True when `password` matches `passwordHash`; an absent hash still costs one verification. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy-password-never-matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
