import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { TRuleMessage } from '@nomina/domain';
import type { TTranslationKey } from '@nomina/translations/keys';
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

/**
 * `domainResolver` with a schema that is downloaded when first needed: a page that must draw at
 * once (the login page) shows its form without waiting for zod and the schemas. `preload` starts
 * the download earlier, when the person first enters the form; a failed download is tried again at
 * the next validation.
 */
export function lazyDomainResolver<TInput extends FieldValues, TOutput = TInput>(
  load: () => Promise<TSchema>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const ready = () =>
    (loading ??= load().then(
      (schema) => domainResolver<TInput, TOutput>(schema),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await ready())(values, context, options),
    preload: () => void ready().catch(() => undefined),
  };
}

/**
 * What a form field's message is: a domain rule's key (`TRuleMessage`, each checked against the
 * catalogue in packages/translations) or the key of a form's own check (`TTranslationKey`).
 */
export type TFormMessage = TRuleMessage | TTranslationKey;

/**
 * The message key of a field's error, or undefined when the field is valid. react-hook-form types
 * every message as a `string`; the schemas this resolver runs write keys only (the domain's rules,
 * a form's own checks with `TTranslationKey` messages), so this is where the string is known as the
 * key it is. A key the server answers at run time is no form message: it goes through `serverKey`.
 */
export function fieldMessage(error: { message?: unknown } | undefined): TFormMessage | undefined {
  const message = error?.message;
  return typeof message === 'string' && message !== '' ? (message as TFormMessage) : undefined;
}

/** What else a field's message may come from (`fieldErrorText`). */
export type TFieldTextOptions = {
  /** The server's message for this field (a key known at run time): it wins over the form's. */
  server?: string | null;
  /** Values the form's message interpolates ({{max}}), under the rule's own `params`. */
  params?: Record<string, unknown>;
};

/**
 * The translated text of a field's error, or undefined when the field is valid: the server's
 * message for the field first (a refused call), then the form's own rule with its values.
 */
export function fieldErrorText(
  t: TFunction,
  error: { message?: unknown } | undefined,
  options: TFieldTextOptions = {},
): string | undefined {
  const server = serverKey(options.server);
  if (server) return t(server);
  const message = fieldMessage(error);
  if (message === undefined) return undefined;
  const { params } = (error ?? {}) as TDomainFieldError;
  const values = options.params || params ? { ...options.params, ...params } : undefined;
  return values ? t(message, values) : t(message);
}
