import { describe, expect, it } from 'vitest';
import { acceptanceAnswerSchema, EMPTY_ACCEPTANCE_ANSWER, givenAcceptanceAnswer } from './acceptance-answer';

describe('acceptance answer (spec 2 §2, §5)', () => {
  const plain = acceptanceAnswerSchema({ indicateurDisclaimer: false });
  const withSecond = acceptanceAnswerSchema({ indicateurDisclaimer: true });

  it('refuses the blank answer a plan starts with, on each field, with the required key', () => {
    const result = withSecond.safeParse(EMPTY_ACCEPTANCE_ANSWER);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['reponse', 'form.field.validator.message'],
      ['disclaimer1', 'form.field.validator.message'],
      ['disclaimer2', 'form.field.validator.message'],
    ]);
  });

  it('asks for disclaimer 2 only when the plan does', () => {
    const answer = { reponse: 'N', disclaimer1: true, disclaimer2: false } as const;
    expect(plain.safeParse(answer).success).toBe(true);
    expect(withSecond.safeParse(answer).success).toBe(false);
    expect(withSecond.safeParse({ ...answer, disclaimer2: true }).success).toBe(true);
  });

  it('takes only accept (O) or refuse (N)', () => {
    expect(plain.safeParse({ reponse: 'X', disclaimer1: true, disclaimer2: false }).success).toBe(false);
    expect(plain.safeParse({ reponse: 'O', disclaimer1: true, disclaimer2: false }).success).toBe(true);
  });

  it('gives back an answer that passes, with disclaimer 2 on only for a plan that asks for it', () => {
    expect(givenAcceptanceAnswer({ indicateurDisclaimer: true }, 'N')).toEqual({
      reponse: 'N',
      disclaimer1: true,
      disclaimer2: true,
    });
    expect(withSecond.safeParse(givenAcceptanceAnswer({ indicateurDisclaimer: true }, 'N')).success).toBe(
      true,
    );
    expect(givenAcceptanceAnswer({ indicateurDisclaimer: false }, 'O')).toEqual({
      reponse: 'O',
      disclaimer1: true,
      disclaimer2: false,
    });
    expect(plain.safeParse(givenAcceptanceAnswer({ indicateurDisclaimer: false }, 'O')).success).toBe(true);
  });
});
