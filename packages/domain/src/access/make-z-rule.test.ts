import { describe, expect, it } from 'vitest';
import { makeZRule } from './make-z-rule';

const ZShort = makeZRule((value) =>
  value.length > 2 ? [{ message: 'too.long', params: { max: 2 } }, 'other'] : [],
);

describe('makeZRule', () => {
  it('accepts a value the rule passes', () => expect(ZShort.safeParse('ab').success).toBe(true));

  it('turns every failed key into an issue, in order, with its params', () => {
    const issues = ZShort.safeParse('abc').error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(['too.long', 'other']);
    expect(issues[0]).toMatchObject({ params: { max: 2 } });
  });

  it('gives the required message when the value is missing', () => {
    expect(ZShort.safeParse(undefined).error?.issues[0]?.message).toBe('form.field.validator.message');
    expect(ZShort.safeParse(null).error?.issues[0]?.message).toBe('form.field.validator.message');
  });

  it('lets a rule choose its own required message', () => {
    const ZOwn = makeZRule(() => [], 'own.required');
    expect(ZOwn.safeParse(undefined).error?.issues[0]?.message).toBe('own.required');
  });
});
