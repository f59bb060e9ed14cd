import type { TTranslationKey } from '@nomina/translations/keys';

/**
 * The one boundary where a key the code cannot name at compile time becomes a `TTranslationKey`:
 * a key the server sends at run time (errorCode and errorCodes, a refused update's field messages,
 * menu and tab labels, module-guard messages, document, plan, FAQ and category keys, an event's
 * message key), or a key built at run time from a server value (`profil.documents.type.${type}`).
 * A form field's message needs none: `fieldMessage` (lib/forms/domain-resolver.ts) gives it typed,
 * as the domain's rules write `TRuleMessage` keys. A domain rule function's or label table's key
 * needs none either. Everywhere else `t()` only accepts keys the catalogue has
 * (`src/i18next.d.ts`). The catalogue tests check the domain's and the server's keys have texts;
 * one that has none still shows as the key itself.
 * A missing value (null, undefined) stays missing, so `serverKey(a) ?? 'fallback.key'` keeps the
 * fallback checked.
 */
export function serverKey(value: string): TTranslationKey;
export function serverKey(value: string | null | undefined): TTranslationKey | undefined;
export function serverKey(value: string | null | undefined): TTranslationKey | undefined {
  return value === null || value === undefined ? undefined : (value as TTranslationKey);
}
