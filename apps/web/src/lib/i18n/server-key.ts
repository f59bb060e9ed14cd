import type { TTranslationKey } from '@nomina/translations/keys';

/**
 * A key the code cannot name at compile time: sent by the API (errorCode, menu labels, document and
 * FAQ keys), taken from a zod issue, or built at run time. The catalogue tests check these keys have
 * texts; one that has none still shows as the key itself, as before.
 */
export function serverKey(value: string): TTranslationKey {
  return value as TTranslationKey;
}
