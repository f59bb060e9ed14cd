import type { TTranslationKey } from '@nomina/translations/keys';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { fieldMessage } from '../../../lib/forms/domain-resolver';
import { serverKey } from '../../../lib/i18n/server-key';

/**
 * The message key of a field, by its dotted path: the server's field message of a refused update
 * first (general.error.validation, a key known at run time), then the form's own (the domain
 * schema through its resolver, typed).
 */
export function fieldKey<TValues extends FieldValues>(
  errors: FieldErrors<TValues>,
  serverIssues: Record<string, string>,
  path: string,
): TTranslationKey | undefined {
  return (
    serverKey(serverIssues[path]) ?? fieldMessage(get(errors, path) as { message?: unknown } | undefined)
  );
}
