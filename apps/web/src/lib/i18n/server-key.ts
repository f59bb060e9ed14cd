import type { TTranslationKey } from '@nomina/translations/keys';

/**
 * The one boundary where a key the code cannot name at compile time becomes a `TTranslationKey`:
 * a key sent by the API (errorCode, field messages, menu labels, document, plan and FAQ keys), or
 * a key built at run time from a server value. A domain rule's key needs none: the domain types
 * its keys (`TRuleMessage`), and a form message goes through `ruleKey`. Everywhere else `t()`
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
