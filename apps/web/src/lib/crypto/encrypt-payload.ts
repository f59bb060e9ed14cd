import { http } from '../http/http-client';

/** What the server decrypts (auth/crypto/jwe.ts): RSA-OAEP-256 key wrap, A256GCM content. */
export const JWE_HEADER = { alg: 'RSA-OAEP-256', enc: 'A256GCM' } as const;

const encoder = new TextEncoder();

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Builds a compact JWE (RFC 7516) by hand with WebCrypto, so the page needs no JOSE library:
 * a random content key wrapped with the server's RSA key, the payload sealed with AES-256-GCM
 * whose additional data is the encoded protected header.
 */
export async function buildCompactJwe(
  publicJwk: JsonWebKey,
  payload: unknown,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const rsaKey = await subtle.importKey(
    'jwk',
    { kty: publicJwk.kty, n: publicJwk.n, e: publicJwk.e, alg: JWE_HEADER.alg, ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const contentKey = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const protectedHeader = base64Url(encoder.encode(JSON.stringify(JWE_HEADER)));

  const wrappedKey = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, contentKey));
  const aesKey = await subtle.importKey('raw', contentKey, { name: 'AES-GCM' }, false, ['encrypt']);
  const sealed = new Uint8Array(
    await subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(protectedHeader), tagLength: 128 },
      aesKey,
      encoder.encode(JSON.stringify(payload)),
    ),
  );
  // WebCrypto appends the 16-byte tag to the ciphertext; JWE carries them as two parts.
  const ciphertext = sealed.slice(0, sealed.length - 16);
  const tag = sealed.slice(sealed.length - 16);

  return [protectedHeader, base64Url(wrappedKey), base64Url(iv), base64Url(ciphertext), base64Url(tag)].join(
    '.',
  );
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
