import { describe, expect, it } from 'vitest';
import { isDigitsOnly, keepDigits } from './digits-only';

describe('isDigitsOnly (fixed-line check)', () => {
  it('accepts a fixed-line number written as digits', () => expect(isDigitsOnly('0145678901')).toBe(true));
  it('accepts a single digit', () => expect(isDigitsOnly('7')).toBe(true));
  it('rejects an empty value', () => expect(isDigitsOnly('')).toBe(false));
  it('rejects spaces between digits', () => expect(isDigitsOnly('01 45 67')).toBe(false));
  it('rejects a leading plus', () => expect(isDigitsOnly('+33145678901')).toBe(false));
  it('rejects a decimal or negative number', () => {
    expect(isDigitsOnly('1.5')).toBe(false);
    expect(isDigitsOnly('-15')).toBe(false);
  });
  it('rejects Arabic-Indic digits', () => expect(isDigitsOnly('١٢٣')).toBe(false));
});

describe('keepDigits', () => {
  it('drops everything but digits', () => expect(keepDigits(' 12a-3/4 ')).toBe('1234'));
  it('gives an empty value when there is no digit', () => expect(keepDigits('abc')).toBe(''));
});
