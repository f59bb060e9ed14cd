import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './auth.types';

// Spec 3 §5 Masking: e-mail, phone and IBAN are shown partly starred.
describe('masking with stars', () => {
  it('stars the middle of a phone number', () => {
    expect(maskPhone('+33612345678')).toBe('+336******78');
    expect(maskPhone('12345')).toBe('*****');
  });

  it('stars the local part of an e-mail but its first letter', () => {
    expect(maskEmail('jean.dupont@example.fr')).toBe('j**********@example.fr');
  });
});
