import { describe, expect, it } from 'vitest';
import { makeZPhone, phoneErrors, type TPhoneRules } from './phone-errors';

const FR_MOBILE = '+33612345678';
const FR_FIXED = '+33145678901';
const US_NUMBER = '+12015550123'; // FIXED_LINE_OR_MOBILE: US numbers do not say which
const DE_MOBILE = '+4915112345678';

const rules: TPhoneRules = {
  allowedDialCodes: ['33', '+1', '49'],
  mobileCheckDialCodes: ['+33'],
  required: true,
};

describe('phoneErrors', () => {
  it('accepts a French mobile', () => expect(phoneErrors(FR_MOBILE, rules)).toBeNull());
  it('accepts the spaced form of the same number', () =>
    expect(phoneErrors('+33 6 12 34 56 78', rules)).toBeNull());

  it('requires a value when required, spaces included', () => {
    expect(phoneErrors('', rules)).toBe('required');
    expect(phoneErrors('   ', rules)).toBe('required');
  });
  it('lets a blank optional phone pass', () =>
    expect(phoneErrors('  ', { ...rules, required: false })).toBeNull());

  it.each([
    ['7 digits', '+3361234'],
    ['17 digits', '+33612345678901234'],
    ['a letter', '+3361234567a'],
    ['a slash', '+33/612345678'],
  ])('gives invalidphone for %s', (_case, value) => expect(phoneErrors(value, rules)).toBe('invalidphone'));

  it('refuses a 7-digit number even when the country uses it (Niue fixed line)', () => {
    expect(phoneErrors('+6834002', { ...rules, allowedDialCodes: [] })).toBe('invalidphone');
  });
  it('accepts an 8-digit number (Saint Helena mobile)', () => {
    expect(phoneErrors('+29061234', { ...rules, allowedDialCodes: [] })).toBeNull();
  });

  it('gives invalidphone for a well-shaped number no country uses', () => {
    expect(phoneErrors('+3361234567', rules)).toBe('invalidphone');
  });

  it('refuses a fixed line where the dial code needs a mobile', () => {
    expect(phoneErrors(FR_FIXED, rules)).toBe('invalidMobileNumber');
  });
  it('accepts a fixed line where the dial code has no mobile check', () => {
    expect(phoneErrors(FR_FIXED, { ...rules, mobileCheckDialCodes: ['49'] })).toBeNull();
  });
  it('accepts a number that may be mobile under the mobile check', () => {
    expect(phoneErrors(US_NUMBER, { ...rules, mobileCheckDialCodes: ['1'] })).toBeNull();
  });

  it('refuses a country outside the allowed dial codes', () => {
    expect(phoneErrors('+447911123456', rules)).toBe('dialCodeNotAllowed');
  });
  it('allows every country when no dial code list is set', () => {
    expect(phoneErrors('+447911123456', { ...rules, allowedDialCodes: [] })).toBeNull();
  });
  it('reports the country before the mobile check', () => {
    expect(phoneErrors(FR_FIXED, { ...rules, allowedDialCodes: ['49'] })).toBe('dialCodeNotAllowed');
  });
  it('accepts a German mobile', () => expect(phoneErrors(DE_MOBILE, rules)).toBeNull());

  it('reads a national number with the default country', () => {
    expect(phoneErrors('06 12 34 56 78', { ...rules, defaultCountry: 'FR' })).toBeNull();
    expect(phoneErrors('06 12 34 56 78', rules)).toBe('invalidphone');
  });
});

describe('makeZPhone', () => {
  const ZPhone = makeZPhone(rules);
  const firstIssue = (value: unknown) => ZPhone.safeParse(value).error?.issues[0];

  it('parses an accepted number unchanged', () => expect(ZPhone.parse(FR_MOBILE)).toBe(FR_MOBILE));
  it.each([
    ['', 'form.field.validator.message', 'required'],
    ['+3361234', 'form.field.validator.invalidphone', 'invalidphone'],
    [FR_FIXED, 'form.field.validator.phone', 'invalidMobileNumber'],
    ['+447911123456', 'form.field.validator.phone.country', 'dialCodeNotAllowed'],
  ])('%j shows %s (%s)', (value, message, error) => {
    expect(firstIssue(value)).toMatchObject({ message, params: { error } });
  });
});
