import type { TSessionKey, TStorageKey } from '@nomina/domain';
import { CIPHER_KEY } from './cipher-key';
import { decodeValue, encodeValue, hashKey } from './obfuscate';

function createStorage<TKey extends string = TStorageKey>(area: () => Storage, cipherKey: string) {
  const read = (key: TKey): string | null => {
    const hashed = hashKey(cipherKey, key);
    const raw = area().getItem(hashed);
    return raw === null ? null : decodeValue(cipherKey, hashed, raw);
  };

  return {
    /** The stored value, or null when absent or unreadable (written by another build, tampered). */
    get<T>(key: TKey): T | null {
      const text = read(key);
      if (text === null) return null;
      try {
        return JSON.parse(text) as T;
      } catch {
        return null;
      }
    },
    set(key: TKey, value: unknown): void {
      const hashed = hashKey(cipherKey, key);
      area().setItem(hashed, encodeValue(cipherKey, hashed, JSON.stringify(value)));
    },
    remove(key: TKey): void {
      area().removeItem(hashKey(cipherKey, key));
    },
    /** Empties the storage area except the given keys (logout keeps language, theme and flags). */
    clearExcept(keep: readonly TKey[]): void {
      const kept = new Set(keep.map((key) => hashKey(cipherKey, key)));
      const all = Array.from({ length: area().length }, (_, index) => area().key(index));
      all.forEach((key) => {
        if (key !== null && !kept.has(key)) area().removeItem(key);
      });
    },
  };
}

export type TAppStorage<TKey extends string = TStorageKey> = ReturnType<typeof createStorage<TKey>>;

export { createStorage };

/** The one storage module of the app: local storage, obfuscated. */
export const storage: TAppStorage = createStorage(() => window.localStorage, CIPHER_KEY);

/** Session storage, obfuscated the same way: the caches spec 3 §9 keeps for the tab's life. */
export const sessionCache: TAppStorage<TSessionKey> = createStorage<TSessionKey>(
  () => window.sessionStorage,
  CIPHER_KEY,
);
