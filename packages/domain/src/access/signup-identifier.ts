import { makeZRule } from './make-z-rule';
import { REQUIRED_MESSAGE, isBlank } from './required';

/** Sign-up identifier length, inclusive (spec 1 §5 and §9). */
export const SIGNUP_IDENTIFIER_LENGTH = { min: 8, max: 10 } as const;

export const SIGNUP_IDENTIFIER_MESSAGES = {
  required: REQUIRED_MESSAGE,
  length: 'form.validator.identifiant',
} as const;
export type TSignupIdentifierMessage =
  (typeof SIGNUP_IDENTIFIER_MESSAGES)[keyof typeof SIGNUP_IDENTIFIER_MESSAGES];

/**
 * The message for a sign-up identifier, or null when it is valid. The length is that of the value
 * as typed: a stray space counts, because the identifier is sent as it is.
 */
export function signupIdentifierError(value: string): TSignupIdentifierMessage | null {
  if (isBlank(value)) return SIGNUP_IDENTIFIER_MESSAGES.required;
  const { min, max } = SIGNUP_IDENTIFIER_LENGTH;
  return value.length < min || value.length > max ? SIGNUP_IDENTIFIER_MESSAGES.length : null;
}

export const ZSignupIdentifier = makeZRule((value) => {
  const message = signupIdentifierError(value);
  return message ? [message] : [];
});
