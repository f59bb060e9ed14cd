import type { TSessionKey } from '@nomina/domain';
import { sessionCache } from './storage';

/** A session-cache entry marked with the issuer it was read for. */
type TIssuerEntry<T> = { emetIden: number | null; value: T };

/**
 * Session-cached issuer data (spec 3 §9: typeDocument, tutoConfig): an entry read for one issuer
 * is never given for another, so choosing another issuer's account reads it again.
 */
export const issuerCache = {
  get<T>(key: TSessionKey, emetIden: number | null): T | null {
    const entry = sessionCache.get<TIssuerEntry<T>>(key);
    return entry !== null && entry.emetIden === emetIden && entry.value !== undefined ? entry.value : null;
  },
  set<T>(key: TSessionKey, emetIden: number | null, value: T): void {
    sessionCache.set(key, { emetIden, value } satisfies TIssuerEntry<T>);
  },
};
