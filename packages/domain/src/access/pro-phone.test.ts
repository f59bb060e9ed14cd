import { describe, expect, it } from 'vitest';
import { proPhoneErrors } from './pro-phone';

describe('proPhoneErrors', () => {
  it('flags a prefix without number', () => expect(proPhoneErrors('+33', '')).toBe('isIndicatorMentionned'));
  it('flags a prefix with only spaces as number', () =>
    expect(proPhoneErrors('+33', '   ')).toBe('isIndicatorMentionned'));
  it('accepts a prefix with a number', () => expect(proPhoneErrors('+33', '612345678')).toBeNull());
  it('accepts both empty, the field being optional', () => expect(proPhoneErrors('', '')).toBeNull());
  it('leaves a number without prefix to the phone rule', () =>
    expect(proPhoneErrors('', '612345678')).toBeNull());
});
