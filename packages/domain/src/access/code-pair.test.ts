import { describe, expect, it } from 'vitest';
import { joinCodePair, splitCodePair } from './code-pair';

describe('joinCodePair', () => {
  it('joins two codes as "first / second"', () => expect(joinCodePair('123', '456')).toBe('123 / 456'));
  it('trims each part', () => expect(joinCodePair(' 123 ', ' 456 ')).toBe('123 / 456'));
  it('gives an empty value when both parts are empty', () => expect(joinCodePair('', ' ')).toBe(''));
  it('keeps the separator when only one part is given', () => {
    expect(joinCodePair('123', '')).toBe('123 / ');
    expect(joinCodePair('', '456')).toBe(' / 456');
  });
});

describe('splitCodePair', () => {
  it('undoes joinCodePair', () => expect(splitCodePair(joinCodePair('12', '34'))).toEqual(['12', '34']));
  it('tolerates a slash without spaces', () => expect(splitCodePair('12/34')).toEqual(['12', '34']));
  it('reads a value without slash as the first part only', () =>
    expect(splitCodePair('12')).toEqual(['12', '']));
  it('keeps later slashes in the second part', () =>
    expect(splitCodePair('12 / 34 / 5')).toEqual(['12', '34 / 5']));
  it('gives two empty parts for an empty value', () => expect(splitCodePair('')).toEqual(['', '']));
});
