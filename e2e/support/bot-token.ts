import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** Solves the server's ALTCHA proof of work as a browser does (SHA-256 of salt + number). */
export async function solveBotCheck(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/v1/external/recaptcha/challenge')).json()) as {
    algorithm: string;
    challenge: string;
    maxnumber?: number;
    salt: string;
    signature: string;
  };
  const max = challenge.maxnumber ?? 1_000_000;
  for (let number = 0; number <= max; number += 1) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge)
      return Buffer.from(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      ).toString('base64');
  }
  throw new Error('bot check challenge not solved');
}
