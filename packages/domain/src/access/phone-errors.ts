import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { makeZRule } from './make-z-rule';
import { hasPhoneShape, normaliseDialCode } from './phone-number';
import { REQUIRED_MESSAGE, isBlank } from './required';

/**
 * required: blank while the phone is being changed. invalidphone: bad characters, 8-16 digits not
 * met, or not a valid number. dialCodeNotAllowed: the country's dial code is not in
 * TEL_INDICATIF_AUTORISE. invalidMobileNumber: the dial code is in INDICATIFS_VERIF_MOBILE_FORTE
 * and the number is not a mobile one.
 */
export const PHONE_ERRORS = [
  'required',
  'invalidphone',
  'dialCodeNotAllowed',
  'invalidMobileNumber',
] as const;
export type TPhoneError = (typeof PHONE_ERRORS)[number];

export const PHONE_MESSAGES = {
  required: REQUIRED_MESSAGE,
  invalidphone: 'form.field.validator.invalidphone',
  dialCodeNotAllowed: 'form.field.validator.phone.country',
  invalidMobileNumber: 'form.field.validator.phone',
} as const satisfies Record<TPhoneError, string>;

export type TPhoneRules = {
  /** From TEL_INDICATIF_AUTORISE. Empty means the parameter is not set: every country is allowed. */
  allowedDialCodes: readonly string[];
  /** From INDICATIFS_VERIF_MOBILE_FORTE: for these dial codes only a mobile number passes. */
  mobileCheckDialCodes: readonly string[];
  /** False for an optional phone: blank then passes. */
  required: boolean;
  /** Country of a number typed without its `+` dial code; the phone input sends E.164 and needs none. */
  defaultCountry?: CountryCode;
};

/** Types that may receive an SMS; the library gives FIXED_LINE_OR_MOBILE where it cannot tell (US, CA...). */
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

const includesDialCode = (codes: readonly string[], dialCode: string) =>
  codes.some((code) => normaliseDialCode(code) === dialCode);

/** The first rule a phone number fails, in the order above, or null when it is accepted. */
export function phoneErrors(value: string, rules: TPhoneRules): TPhoneError | null {
  if (isBlank(value)) return rules.required ? 'required' : null;
  if (!hasPhoneShape(value)) return 'invalidphone';
  const phone = parsePhoneNumberFromString(value, rules.defaultCountry);
  if (!phone?.isValid()) return 'invalidphone';
  const dialCode = phone.countryCallingCode;
  if (rules.allowedDialCodes.length > 0 && !includesDialCode(rules.allowedDialCodes, dialCode))
    return 'dialCodeNotAllowed';
  if (includesDialCode(rules.mobileCheckDialCodes, dialCode) && !MOBILE_TYPES.has(phone.getType() ?? ''))
    return 'invalidMobileNumber';
  return null;
}

/** Schema for a phone field; the issue message is the translation key and `params.error` the error key. */
export function makeZPhone(rules: TPhoneRules) {
  return makeZRule((value) => {
    const error = phoneErrors(value, rules);
    return error ? [{ message: PHONE_MESSAGES[error], params: { error } }] : [];
  });
}
