import { KEYS_KEPT_ON_LOGOUT, STORAGE_KEYS } from '@nomina/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { decodeValue, encodeValue, hashKey } from './obfuscate';
import { storage } from './storage';

describe('storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('round-trips values, including non-ASCII text', () => {
    const value = { token: 'abc.def', login: 'Zoë Müller', comptes: [{ actiIden: 7, emetIden: 12 }] };
    storage.set(STORAGE_KEYS.userAccess, value);
    expect(storage.get(STORAGE_KEYS.userAccess)).toEqual(value);
  });

  it('neither the logical key nor the value can be read in local storage', () => {
    storage.set(STORAGE_KEYS.login, 'jean.dupont@example.org');
    const rawKeys = Object.keys(window.localStorage);
    expect(rawKeys).toHaveLength(1);
    expect(rawKeys[0]).not.toContain('login');
    const raw = window.localStorage.getItem(rawKeys[0] ?? '') ?? '';
    expect(raw).not.toContain('jean');
    expect(atob(raw)).not.toContain('jean');
  });

  it('returns null for a missing or tampered value', () => {
    expect(storage.get(STORAGE_KEYS.lang)).toBeNull();
    const hashed = Object.keys(window.localStorage)[0];
    expect(hashed).toBeUndefined();
    storage.set(STORAGE_KEYS.lang, 'de');
    const key = Object.keys(window.localStorage)[0] ?? '';
    window.localStorage.setItem(key, '%%%not-base64');
    expect(storage.get(STORAGE_KEYS.lang)).toBeNull();
  });

  it('clearExcept keeps language, theme and the legacy and SSO flags only', () => {
    storage.set(STORAGE_KEYS.lang, 'en');
    storage.set(STORAGE_KEYS.theme, 3);
    storage.set(STORAGE_KEYS.isLegacyUser, true);
    storage.set(STORAGE_KEYS.isSSO, false);
    storage.set(STORAGE_KEYS.userAccess, { token: 't' });
    storage.set(STORAGE_KEYS.selectedTitu, { tituNume: 1 });
    window.localStorage.setItem('foreign', 'x');

    storage.clearExcept(KEYS_KEPT_ON_LOGOUT);

    expect(storage.get(STORAGE_KEYS.lang)).toBe('en');
    expect(storage.get(STORAGE_KEYS.theme)).toBe(3);
    expect(storage.get(STORAGE_KEYS.isLegacyUser)).toBe(true);
    expect(storage.get(STORAGE_KEYS.isSSO)).toBe(false);
    expect(storage.get(STORAGE_KEYS.userAccess)).toBeNull();
    expect(storage.get(STORAGE_KEYS.selectedTitu)).toBeNull();
    expect(window.localStorage.length).toBe(4);
  });
});

describe('obfuscation primitives', () => {
  it('decoding with another cipher key does not give the plain text back', () => {
    const hashed = hashKey('k1', 'lang');
    const encoded = encodeValue('k1', hashed, '"fr"');
    expect(decodeValue('k1', hashed, encoded)).toBe('"fr"');
    expect(decodeValue('k2', hashed, encoded)).not.toBe('"fr"');
  });

  it('hashes keys deterministically and differently per key', () => {
    expect(hashKey('k', 'lang')).toBe(hashKey('k', 'lang'));
    expect(hashKey('k', 'lang')).not.toBe(hashKey('k', 'theme'));
  });
});
