import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { serverKey } from '../i18n/server-key';

/** A field's error from a domain rule: the message key, and the values it interpolates ({{min}}). */
export type TDomainFieldError = FieldError & { params?: Record<string, unknown> };

type TSchema = z.ZodType;

/**
 * The one resolver every form uses: it checks the values with a domain zod schema (the same rule
 * the API applies) and gives react-hook-form the first issue of each field, its message being the
 * translation key and `params` the values it interpolates. Pass a function when the schema depends
 * on data that arrives after the first render (the issuer's password lengths, allowed countries):
 * it is read at each validation.
 */
export function domainResolver<TInput extends FieldValues, TOutput = TInput>(
  schema: TSchema | (() => TSchema),
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    const current = typeof schema === 'function' ? schema() : schema;
    const result = current.safeParse(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data as TOutput, errors: {} };
    }
    const flat: Record<string, TDomainFieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (flat[path]) continue;
      const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : undefined;
      flat[path] = { type: issue.code, message: issue.message, ...(params ? { params } : {}) };
    }
    return { values: {}, errors: toNestErrors(flat, options) as FieldErrors<TInput> };
  };
}

/** The translated text of a field's error, or undefined when the field is valid. */
export function fieldErrorText(t: TFunction, error: { message?: unknown } | undefined): string | undefined {
  const message = error?.message;
  if (typeof message !== 'string' || message === '') return undefined;
  const { params } = error as TDomainFieldError;
  return params ? t(serverKey(message), params) : t(serverKey(message));
}
