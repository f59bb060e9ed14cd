import { describe, expect, it, vi } from 'vitest';
import { isSealedAnswer, reusingSealedAnswers, sealAnswer } from './cached-answer';

const compiler = () => {
  const serialize = vi.fn((data: unknown) => JSON.stringify(data));
  return { serialize, compile: reusingSealedAnswers(() => serialize) };
};

describe('cached answers', () => {
  it('are frozen to the last row when sealed, so no request changes what the next one reads', () => {
    const answer = { total: 2, rows: [{ id: 'a', amounts: { net: '1.50' } }] };
    sealAnswer(answer);
    expect(isSealedAnswer(answer)).toBe(true);
    expect(() => {
      (answer.rows[0]!.amounts as { net: string }).net = '0.00';
    }).toThrow(TypeError);
    expect(answer.rows[0]!.amounts.net).toBe('1.50');
  });

  it('are serialized once per route; other answers every time', () => {
    const { serialize, compile } = compiler();
    const route = compile({});
    const cached = { titres: [{ valeIden: 1 }] };
    sealAnswer(cached);
    const first = route(cached);
    expect(first.toString()).toBe('{"titres":[{"valeIden":1}]}');
    // The same bytes, not a copy: nothing is encoded again.
    expect(route(cached)).toBe(first);
    expect(serialize).toHaveBeenCalledTimes(1);

    const fresh = { titres: [{ valeIden: 1 }] };
    route(fresh);
    fresh.titres.push({ valeIden: 2 });
    expect(route(fresh)).toBe('{"titres":[{"valeIden":1},{"valeIden":2}]}');
    expect(serialize).toHaveBeenCalledTimes(3);
  });

  it('keep one text per route schema', () => {
    const texts = ['as route A', 'as route B'];
    const compile = reusingSealedAnswers(() => {
      const text = texts.shift()!;
      return () => text;
    });
    const cached = { n: 1 };
    sealAnswer(cached);
    expect(compile({})(cached).toString()).toBe('as route A');
    expect(compile({})(cached).toString()).toBe('as route B');
  });
});
