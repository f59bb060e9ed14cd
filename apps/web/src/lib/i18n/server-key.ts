import type { TTranslationKey } from '@nomina/translations/keys';

/**
 * The one boundary where a key the code cannot name at compile time becomes a `TTranslationKey`:
 * a key sent by the API (errorCode, menu labels, document, plan and FAQ keys), a domain rule's
 * message (zod issues and the rule functions give keys as strings, since `packages/domain` cannot
 * depend on the catalogue), or a key built at run time from a server value. Everywhere else `t()`
 * only accepts keys the catalogue has (`src/i18next.d.ts`). The catalogue tests check the domain's
 * and the server's keys have texts; one that has none still shows as the key itself.
 * A missing value (null, undefined) stays missing, so `serverKey(a) ?? 'fallback.key'` keeps the
 * fallback checked.
 */
export function serverKey(value: string): TTranslationKey;
export function serverKey(value: string | null | undefined): TTranslationKey | undefined;
export function serverKey(value: string | null | undefined): TTranslationKey | undefined {
  return value === null || value === undefined ? undefined : (value as TTranslationKey);
}
