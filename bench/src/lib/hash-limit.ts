// The cores' argon2id limit, which the login row of issue 15 is measured against: how many
// password checks per second this machine does with every core hashing and nothing else running.
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

/** The server's parameters (apps/api/src/lib/password.ts): argon2id (2), 19 MiB, 2 passes. */
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const PASSWORD = 'Nomina#Bench2025';

export interface HashLimit {
  cores: number;
  /** One check alone, median of five. */
  hashMs: number;
  /** Checks per second with one running on every core. */
  perSecond: number;
}

export async function measureHashLimit(seconds = 5): Promise<HashLimit> {
  const cores = availableParallelism();
  const encoded = await hash(PASSWORD, OPTIONS);
  const alone: number[] = [];
  for (let n = 0; n < 5; n += 1) {
    const started = performance.now();
    await verify(encoded, PASSWORD);
    alone.push(performance.now() - started);
  }
  alone.sort((left, right) => left - right);
  let checks = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: cores }, async () => {
      while (performance.now() < end) {
        await verify(encoded, PASSWORD);
        checks += 1;
      }
    }),
  );
  return { cores, hashMs: alone[2]!, perSecond: checks / ((performance.now() - started) / 1000) };
}
