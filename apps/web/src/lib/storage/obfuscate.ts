/**
 * Obfuscation of browser storage, as the spec asks (values "encrypted", keys "hashed").
 *
 * This is protection against casual reading of the storage panel or of a copied profile, NOT a
 * security boundary: the cipher key ships with the page, so any script running in the page can
 * undo it. Secrets that matter (the refresh token) live in an HttpOnly cookie set by the server.
 *
 * Keys: FNV-1a 32-bit hash of the cipher key and the logical key, as 8 hex digits.
 * Values: UTF-8 bytes XOR-ed with a keystream (xorshift32 seeded by FNV-1a of cipher key + hashed
 * key, so the same value stored under two keys looks different), then base64.
 */
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

export function hashFnv1a(text: string): number {
  let hash = FNV_OFFSET;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash >>> 0;
}

export function hashKey(cipherKey: string, key: string): string {
  return `nm_${hashFnv1a(`${cipherKey}:${key}`).toString(16).padStart(8, '0')}`;
}

function xorWithKeystream(bytes: Uint8Array, seed: number): Uint8Array {
  let state = seed || 0x9e3779b9;
  const output = new Uint8Array(bytes.length);
  for (let index = 0; index < bytes.length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    output[index] = (bytes[index] ?? 0) ^ (state & 0xff);
  }
  return output;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export function encodeValue(cipherKey: string, hashedKey: string, plain: string): string {
  const seed = hashFnv1a(`${cipherKey}|${hashedKey}`);
  return toBase64(xorWithKeystream(new TextEncoder().encode(plain), seed));
}

/** Returns null when the stored text was not written by encodeValue with this key. */
export function decodeValue(cipherKey: string, hashedKey: string, encoded: string): string | null {
  try {
    const seed = hashFnv1a(`${cipherKey}|${hashedKey}`);
    return new TextDecoder('utf-8', { fatal: true }).decode(xorWithKeystream(fromBase64(encoded), seed));
  } catch {
    return null;
  }
}
