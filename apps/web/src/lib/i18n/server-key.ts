import type { TTranslationKey } from '@nomina/translations/keys';

/**
 * The one boundary where a key the code cannot name at compile time becomes a `TTranslationKey`:
 * a key sent by the API (errorCode, field messages, menu labels, document, plan and FAQ keys), a
 * form field's message (a zod issue's `message` is a `string`), or a key built at run time from a
 * server value. A domain rule function's or label table's key needs none: the domain types its
 * keys (`TRuleMessage`, checked against the catalogue in packages/translations). Everywhere else `t()`
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
