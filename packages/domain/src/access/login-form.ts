import { z } from 'zod';
import { makeZRule } from './make-z-rule';
import { REQUIRED_MESSAGE, isBlank } from './required';

const required = (value: string) => (isBlank(value) ? [REQUIRED_MESSAGE] : []);

/**
 * The login form (spec 1 §5): both fields required, whitespace-only counting as empty. The
 * identifier is sent trimmed, the password exactly as typed.
 */
export const ZLoginForm = z.object({
  login: makeZRule(required).transform((value) => value.trim()),
  password: makeZRule(required),
});
export type TLoginFormInput = z.input<typeof ZLoginForm>;
export type TLoginForm = z.output<typeof ZLoginForm>;
