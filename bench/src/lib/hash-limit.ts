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

/** Times of `samples` verifications one after another, on a hash made with the server's parameters. */
export async function verificationTimes(samples: number): Promise<number[]> {
  const encoded = await hash(PASSWORD, OPTIONS);
  const times: number[] = [];
  for (let n = 0; n < samples; n += 1) {
    const started = performance.now();
    await verify(encoded, PASSWORD);
    times.push(performance.now() - started);
  }
  return times;
}

export async function measureHashLimit(seconds = 5): Promise<HashLimit> {
  const cores = availableParallelism();
  const encoded = await hash(PASSWORD, OPTIONS);
  const alone = (await verificationTimes(5)).sort((left, right) => left - right);
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
