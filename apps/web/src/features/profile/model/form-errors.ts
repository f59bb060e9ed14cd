import type { TTranslationKey } from '@nomina/translations/keys';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { serverKey } from '../../../lib/i18n/server-key';

/**
 * The message key of a field, by its dotted path: the server's field message of a refused update
 * first (general.error.validation), then the form's own (the domain schema through its resolver).
 */
export function fieldKey<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  serverIssues: Record<string, string>,
  path: string,
): TTranslationKey | undefined {
  const own = get(errors, path) as { message?: string } | undefined;
  return serverKey(serverIssues[path] ?? (own?.message || undefined));
}
