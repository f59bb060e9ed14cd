import { describe, expect, it } from 'vitest';
import { buildCompactJwe } from './encrypt-payload';

const subtle = globalThis.crypto.subtle;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** An independent compact-JWE opener, written from RFC 7516, playing the server's part. */
async function openJwe(jwe: string, privateKey: CryptoKey): Promise<{ header: unknown; payload: unknown }> {
  const [header = '', wrapped = '', iv = '', ciphertext = '', tag = ''] = jwe.split('.');
  const contentKey = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64Url(wrapped));
  const aesKey = await subtle.importKey('raw', contentKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const sealed = new Uint8Array([...fromBase64Url(ciphertext), ...fromBase64Url(tag)]);
  const plain = await subtle.decrypt(
    {
      name: 'AES-GCM',
      iv: fromBase64Url(iv),
      additionalData: new TextEncoder().encode(header),
      tagLength: 128,
    },
    aesKey,
    sealed,
  );
  return {
    header: JSON.parse(new TextDecoder().decode(fromBase64Url(header))),
    payload: JSON.parse(new TextDecoder().decode(plain)),
  };
}

describe('buildCompactJwe', () => {
  it('gives a five-part compact JWE that the private key opens to the same payload', async () => {
    const pair = await subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const jwk = await subtle.exportKey('jwk', pair.publicKey);
    const payload = { verificationKey: 'k3y_0123456789abcdef', note: 'é€' };

    const jwe = await buildCompactJwe(jwk, payload);

    expect(jwe.split('.')).toHaveLength(5);
    expect(jwe).toMatch(/^[A-Za-z0-9_.-]+$/);
    await expect(openJwe(jwe, pair.privateKey)).resolves.toEqual({
      header: { alg: 'RSA-OAEP-256', enc: 'A256GCM' },
      payload,
    });
  });

  it('seals each payload with a fresh key and IV', async () => {
    const pair = await subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const jwk = await subtle.exportKey('jwk', pair.publicKey);
    const [first, second] = await Promise.all([
      buildCompactJwe(jwk, { a: 1 }),
      buildCompactJwe(jwk, { a: 1 }),
    ]);
    expect(first.split('.')[2]).not.toBe(second.split('.')[2]);
    expect(first.split('.')[1]).not.toBe(second.split('.')[1]);
  });
});
