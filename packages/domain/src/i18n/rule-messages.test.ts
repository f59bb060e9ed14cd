import { describe, expect, expectTypeOf, it } from 'vitest';
import { RULE_MESSAGE_KEYS, type TRuleMessage } from './rule-messages';

describe('the domain rules’ message keys', () => {
  it('are a union of literal keys, not any string', () => {
    expectTypeOf<string>().not.toExtend<TRuleMessage>();
    expectTypeOf<'form.field.validator.message'>().toExtend<TRuleMessage>();
    expectTypeOf<'selfcare.status.CLOSE'>().toExtend<TRuleMessage>();
  });

  it('are translation keys, not sentences', () => {
    for (const key of RULE_MESSAGE_KEYS) expect(key).toMatch(/^[a-zA-Z0-9_.-]+$/);
  });
});
