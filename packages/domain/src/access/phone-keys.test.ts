import { describe, expect, it } from 'vitest';
import { isAllowedPhoneKey } from './phone-keys';

describe('isAllowedPhoneKey', () => {
  it.each(['0', '5', '9', '+', '-', '(', ')', ' '])('lets %j be typed', (key) =>
    expect(isAllowedPhoneKey(key)).toBe(true),
  );
  it.each(['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'Tab', 'Home', 'End', 'Enter'])(
    'lets %s through',
    (key) => {
      expect(isAllowedPhoneKey(key)).toBe(true);
    },
  );
  it.each(['a', 'E', '.', '/', '*', '#', 'v', 'ArrowUp', 'Escape', '12', ''])('blocks %j', (key) => {
    expect(isAllowedPhoneKey(key)).toBe(false);
  });
});
