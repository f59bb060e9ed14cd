import { describe, expect, it } from 'vitest';
import {
  clientReferenceErrors,
  clientReferencePrefix,
  makeZClientReference,
  splitClientReference,
} from './client-reference';

const prefix = clientReferencePrefix('1234');

describe('clientReferencePrefix', () => {
  it('is the issuer code then " / "', () => expect(prefix).toBe('1234 / '));
  it('accepts a numeric issuer id', () => expect(clientReferencePrefix(56)).toBe('56 / '));
});

describe('clientReferenceErrors', () => {
  it.each([
    ['1234 / ', ['minlength']],
    ['1234 / 1', []],
    ['1234 / 1234567', []],
    ['1234 / 12345678', ['maxlength']],
  ])('%j (0, 1, 7, 8 digits) gives %j', (value, expected) =>
    expect(clientReferenceErrors(value, prefix)).toEqual(expected),
  );

  it.each([
    ['another issuer', '9999 / 123'],
    ['a prefix without spaces', '1234/123'],
    ['the prefix missing', '123'],
    ['a space before the prefix', ' 1234 / 123'],
  ])('gives invadidRef for %s', (_case, value) =>
    expect(clientReferenceErrors(value, prefix)).toEqual(['invadidRef']),
  );

  it.each(['1234 / 12a', '1234 /  12', '1234 / 1 2', '1234 / -12'])('gives isNumber for %j', (value) => {
    expect(clientReferenceErrors(value, prefix)).toEqual(['isNumber']);
  });

  it('reports both isNumber and maxlength for 8 characters with a letter', () => {
    expect(clientReferenceErrors('1234 / 1234567a', prefix)).toEqual(['isNumber', 'maxlength']);
  });

  it('refuses every value while no issuer is chosen', () => {
    expect(clientReferenceErrors(' / 123', clientReferencePrefix(''))).toEqual(['invadidRef']);
    expect(clientReferenceErrors('123', '')).toEqual(['invadidRef']);
  });
});

describe('splitClientReference', () => {
  it('splits issuer code and digits', () =>
    expect(splitClientReference('1234 / 567')).toEqual({ issuerCode: '1234', digits: '567' }));
  it('splits at the first separator only', () => {
    expect(splitClientReference('12 / 34 / 5')).toEqual({ issuerCode: '12', digits: '34 / 5' });
  });
  it('gives empty digits right after prefilling', () =>
    expect(splitClientReference('1234 / ')).toEqual({ issuerCode: '1234', digits: '' }));
  it('gives null without a separator', () => expect(splitClientReference('1234567')).toBeNull());
});

describe('makeZClientReference', () => {
  const ZReference = makeZClientReference(prefix);
  const messages = (value: unknown) =>
    ZReference.safeParse(value).error?.issues.map((issue) => issue.message);

  it('parses a valid reference', () => expect(ZReference.parse('1234 / 0000001')).toBe('1234 / 0000001'));
  it('gives the required message when blank', () => {
    expect(messages('')).toEqual(['form.field.validator.message']);
    expect(messages('   ')).toEqual(['form.field.validator.message']);
  });
  it('carries the error keys as messages, with the digit bounds', () => {
    expect(messages('1234 / 12345678')).toEqual(['maxlength']);
    expect(ZReference.safeParse('1234 / 12345678').error?.issues[0]).toMatchObject({
      params: { min: 1, max: 7, count: 7 },
    });
    // The count picks the text's plural form: one digit at least, "1 character".
    expect(ZReference.safeParse('1234 / ').error?.issues[0]).toMatchObject({
      message: 'minlength',
      params: { min: 1, max: 7, count: 1 },
    });
  });
});
