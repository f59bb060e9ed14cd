import { describe, expect, it } from 'vitest';
import { ZOldIdentifier, oldIdentifierError } from './old-identifier';

describe('oldIdentifierError', () => {
  it.each([
    ['1234', 'form.validator.minplsId'],
    ['12345', null],
    ['123456789', null],
    ['1234567890', 'form.validator.minplsId'],
  ])('%s (4, 5, 9, 10 digits) gives %s', (value, expected) =>
    expect(oldIdentifierError(value)).toBe(expected),
  );

  it('asks for a value when empty or only spaces', () => {
    expect(oldIdentifierError('')).toBe('form.field.validator.message');
    expect(oldIdentifierError('     ')).toBe('form.field.validator.message');
  });
  it.each(['12a45', '123 45', ' 12345', '12345 ', '-12345', '12.45'])(
    'rejects %j as not numeric',
    (value) => {
      expect(oldIdentifierError(value)).toBe('form.field.validator.numerique');
    },
  );
  it('reports numeric rather than length for a short value with a letter', () => {
    expect(oldIdentifierError('1a')).toBe('form.field.validator.numerique');
  });
});

describe('ZOldIdentifier', () => {
  it('parses a 5-digit identifier', () => expect(ZOldIdentifier.parse('00123')).toBe('00123'));
  it('carries the length message', () => {
    expect(ZOldIdentifier.safeParse('1234').error?.issues.map((issue) => issue.message)).toEqual([
      'form.validator.minplsId',
    ]);
  });
});
