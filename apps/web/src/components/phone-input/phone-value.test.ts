import { describe, expect, it } from 'vitest';
import {
  countryOfTyped,
  emittedPhone,
  isPhoneAccepted,
  isPhoneKeyAccepted,
  phoneMessage,
  splitPhone,
} from './phone-value';

const settings = { allowedDialCodes: ['33', '44', '1'], mobileCheckDialCodes: ['33'] };
const key = (name: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('emittedPhone', () => {
  it('gives the E.164 number of a national number in the chosen country', () =>
    expect(emittedPhone('06 11 22 33 44', 'FR')).toBe('+33611223344'));
  it('gives an empty value for text that is not a number', () => expect(emittedPhone('abc', 'FR')).toBe(''));
  it('reads an international number whatever the country', () =>
    expect(emittedPhone('+44 7400 123456', 'FR')).toBe('+447400123456'));
});

describe('phoneMessage', () => {
  it('asks for a value while being changed', () =>
    expect(phoneMessage('', 'FR', settings)).toBe('form.field.validator.message'));
  it('lets an optional blank phone pass', () => expect(phoneMessage('', 'FR', settings, false)).toBeNull());
  it('refuses a landline where the mobile check applies', () =>
    expect(phoneMessage('01 45 67 89 01', 'FR', settings)).toBe('form.field.validator.phone'));
  it('accepts a landline where it does not', () =>
    expect(phoneMessage('020 7946 0018', 'GB', settings)).toBeNull());
  it('refuses an invalid number', () =>
    expect(phoneMessage('06 11', 'FR', settings)).toBe('form.field.validator.invalidphone'));
  it('refuses a country outside TEL_INDICATIF_AUTORISE', () =>
    expect(phoneMessage('+49 151 12345678', 'FR', settings)).toBe('form.field.validator.phone.country'));
  it('accepts a French mobile', () => expect(phoneMessage('0611223344', 'FR', settings)).toBeNull());
});

describe('isPhoneAccepted', () => {
  it('checks the emitted value with the same rules', () => {
    expect(isPhoneAccepted('+33611223344', settings)).toBe(true);
    expect(isPhoneAccepted('+33145678901', settings)).toBe(false);
    expect(isPhoneAccepted('', settings)).toBe(false);
  });
});

describe('splitPhone and countryOfTyped', () => {
  it('shows a stored number in national form with its country', () =>
    expect(splitPhone('+33611223344')).toEqual({ country: 'FR', text: '06 11 22 33 44' }));
  it('keeps an empty value empty', () => expect(splitPhone('')).toEqual({ country: null, text: '' }));
  it('finds the country of a number typed with its dial code', () => {
    expect(countryOfTyped('+44 7400 123456')).toBe('GB');
    expect(countryOfTyped('0611223344')).toBeNull();
  });
});

describe('isPhoneKeyAccepted', () => {
  it.each(['0', '9', '+', '-', '(', ')', ' ', 'Backspace', 'ArrowLeft', 'Tab'])('lets %j through', (name) =>
    expect(isPhoneKeyAccepted(key(name))).toBe(true),
  );
  it.each(['a', 'Z', '.', '/', '*', 'é'])('blocks %j', (name) =>
    expect(isPhoneKeyAccepted(key(name))).toBe(false),
  );
  it('lets copy, paste and cut through', () => {
    expect(isPhoneKeyAccepted(key('v', { ctrlKey: true }))).toBe(true);
    expect(isPhoneKeyAccepted(key('c', { metaKey: true }))).toBe(true);
  });
});
