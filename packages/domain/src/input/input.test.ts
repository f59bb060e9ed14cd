import { describe, expect, it } from 'vitest';
import { INT4_MAX, ZIdInt4, ZIsoDay, ZQueryIdInt4, ZText, findNul } from './input';

describe('request input shapes', () => {
  it('refuses NUL in text', () => {
    expect(ZText(10).safeParse('abc').success).toBe(true);
    expect(ZText(10).safeParse('a\u0000c').success).toBe(false);
    expect(findNul({ a: ['ok', { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(findNul({ a: 'ok', n: 3 })).toBeNull();
    expect(findNul({ 'k\u0000': 'v' })).toBe('k\u0000');
  });

  it('keeps ids inside int4', () => {
    expect(ZIdInt4.safeParse(INT4_MAX).success).toBe(true);
    expect(ZIdInt4.safeParse(INT4_MAX + 1).success).toBe(false);
    expect(ZQueryIdInt4.safeParse('2147483648').success).toBe(false);
    expect(ZQueryIdInt4.safeParse('0').success).toBe(false);
  });

  it('refuses the year 0 and impossible days', () => {
    expect(ZIsoDay.safeParse('0000-01-01').success).toBe(false);
    expect(ZIsoDay.safeParse('0001-01-01').success).toBe(true);
    expect(ZIsoDay.safeParse('2023-02-29').success).toBe(false);
    expect(ZIsoDay.safeParse('2024-02-29').success).toBe(true);
  });
});
