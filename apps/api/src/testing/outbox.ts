import type { FastifyInstance } from 'fastify';
import { CompactEncrypt, importJWK } from 'jose';

type TMessage = {
  recipient: string;
  subject: string;
  body: string;
  channel: 'mail' | 'sms';
  createdAt: string;
};

/** Waits for the newest message to a recipient (mail address or E.164 phone), as a person checks their inbox. */
export async function waitForMessage(
  app: FastifyInstance,
  recipient: string,
  options: { after?: string; timeoutMs?: number } = {},
): Promise<TMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 5000);
  while (Date.now() < deadline) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
    });
    const [message] = response.json() as TMessage[];
    if (message && (!options.after || message.createdAt > options.after)) return message;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no message for ${recipient}`);
}

export const codeIn = (message: TMessage) => /\b(\d{6})\b/.exec(message.body)?.[1] ?? '';
export const linkSecretIn = (message: TMessage) => /[?&]sd=([A-Za-z0-9_-]+)/.exec(message.body)?.[1] ?? '';

/** Encrypts a payload to the server's published key, as the page does. */
export async function encryptForServer(app: FastifyInstance, payload: object): Promise<string> {
  const jwk = (await app.inject({ method: 'GET', url: '/api/v1/auth/public-key' })).json();
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
    .encrypt(key);
}
