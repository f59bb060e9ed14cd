import { CompactEncrypt, importJWK } from 'jose';
import { http } from '../http/http-client';

/** What the server decrypts (auth/crypto/jwe.ts): RSA-OAEP-256 key wrap, A256GCM content. */
export const JWE_HEADER = { alg: 'RSA-OAEP-256', enc: 'A256GCM' } as const;

const encoder = new TextEncoder();

/**
 * A compact JWE (RFC 7516) made by jose over WebCrypto: a random content key wrapped with the
 * server's RSA key, the payload sealed with AES-256-GCM.
 */
export async function buildCompactJwe(publicJwk: JsonWebKey, payload: unknown): Promise<string> {
  const key = await importJWK({ kty: 'RSA', n: publicJwk.n, e: publicJwk.e }, JWE_HEADER.alg);
  // A copy in this realm's Uint8Array: jose checks the type, and a test DOM may give its own.
  return new CompactEncrypt(Uint8Array.from(encoder.encode(JSON.stringify(payload))))
    .setProtectedHeader(JWE_HEADER)
    .encrypt(key);
}

let publicKey: Promise<JsonWebKey> | null = null;

/** GET auth/public-key once per page life; a failed fetch is retried on the next call. */
function fetchPublicKey(): Promise<JsonWebKey> {
  publicKey ??= http<JsonWebKey>('/auth/public-key', { skipAuth: true, hiddenReq: true }).catch(
    (error: unknown) => {
      publicKey = null;
      throw error;
    },
  );
  return publicKey;
}

/**
 * The spec's "encrypted payload" (save-password body, validate-otp x-auth-payload header): the
 * object as a compact JWE only the server can open.
 */
export async function encryptPayload(payload: unknown): Promise<string> {
  return buildCompactJwe(await fetchPublicKey(), payload);
}
