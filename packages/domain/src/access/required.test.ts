import { describe, expect, it } from 'vitest';
import { isBlank } from './required';

describe('isBlank', () => {
  it('treats an empty value as blank', () => expect(isBlank('')).toBe(true));
  it('treats spaces, tabs and new lines as blank', () => expect(isBlank(' \t\n ')).toBe(true));
  it('treats a pasted non-breaking space as blank', () => expect(isBlank('\u00a0')).toBe(true));
  it('treats null and undefined as blank', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
  });
  it('keeps a value with one visible character', () => expect(isBlank(' a ')).toBe(false));
  it('keeps the digit 0', () => expect(isBlank('0')).toBe(false));
});
