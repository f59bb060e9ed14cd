import { makeZRule } from './make-z-rule';
import { REQUIRED_MESSAGE, isBlank } from './required';

/** Number of digits in a one-time code sent by SMS or e-mail (spec 1 §9). */
export const OTP_LENGTH = 6;

/** The spec's pattern, kept verbatim; the empty case is the required rule's. */
export const OTP_PATTERN = /^[0-9]*$/;

export const OTP_MESSAGES = {
  required: REQUIRED_MESSAGE,
  length: 'form.validator.otp.length',
  /** Named "alphanumeric" in the catalogue, but it is shown when a non-digit is typed. */
  pattern: 'form.validator.alphanumeric',
} as const;
export type TOneTimeCodeMessage = (typeof OTP_MESSAGES)[keyof typeof OTP_MESSAGES];

/**
 * Every message that applies to a one-time code, most useful first: a typed letter is reported
 * before the length, since fixing it is what the user must do next. Empty when the code is valid.
 */
export function oneTimeCodeErrors(value: string): TOneTimeCodeMessage[] {
  if (isBlank(value)) return [OTP_MESSAGES.required];
  const errors: TOneTimeCodeMessage[] = [];
  if (!OTP_PATTERN.test(value)) errors.push(OTP_MESSAGES.pattern);
  if (value.length !== OTP_LENGTH) errors.push(OTP_MESSAGES.length);
  return errors;
}

/** The validate button stays disabled until this is true (spec 1 §5). */
export function isOneTimeCodeValid(value: string): boolean {
  return oneTimeCodeErrors(value).length === 0;
}

export const ZOneTimeCode = makeZRule(oneTimeCodeErrors);

/**
 * Seconds a holder waits before asking for a new login code: the page counts them down and the
 * server refuses an earlier request, so codes are spaced however the request is sent.
 */
export const OTP_RESEND_DELAY_SECONDS = 30;
