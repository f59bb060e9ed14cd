import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance } from 'fastify';

/** Solves the server's ALTCHA proof of work, as the page does, and gives the single-use token. */
export async function botToken(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject({ url: '/api/v1/external/recaptcha/challenge' })).json() as {
    algorithm: string;
    challenge: string;
    maxnumber?: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('bot check challenge not solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
}

/** The form endpoints behind the bot check (spec 1 §4), as paths under /api/v1/auth/. */
const BOT_CHECKED = new Set([
  'forgot/set-password',
  'forgot/forgot-login',
  'forgot/verifyIdentifiant',
  'authenticate/exolis',
]);

/** The body a page sends to an auth endpoint: with a solved bot check where the form has one. */
export async function withBotToken(app: FastifyInstance, path: string, payload: object): Promise<object> {
  if (!BOT_CHECKED.has(path) || 'captchaToken' in payload) return payload;
  return { ...payload, captchaToken: await botToken(app) };
}
