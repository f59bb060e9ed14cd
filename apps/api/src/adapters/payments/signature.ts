import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed notification may be (replay window), in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, as the providers send it. */
export function signPayload(secret: string, rawBody: string, now: Date = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${rawBody}`)}`;
}

/** True when the header signs this exact body with the secret, within the replay window. */
export function verifySignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date = new Date(),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmac(secret, `${timestamp}.${rawBody}`), 'hex');
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

/** A value sealed with the secret (base64url JSON + HMAC), for the sandbox pages' session ids. */
export function seal(secret: string, value: unknown): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export function unseal<T>(secret: string, sealed: string): T | null {
  const [body, mac] = sealed.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(body).digest('base64url'));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
