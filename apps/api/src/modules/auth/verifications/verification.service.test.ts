import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TAuthCounters } from '../attempts/counters.repository';
import { strictFake } from '../../../testing/strict-fake';
import { createVerificationService } from './verification.service';
import type { TVerification, TVerificationsRepository } from './verifications.repository';

const NOW = new Date('2026-03-02T10:00:00Z');
const SECRET = 'test-secret';
const keyed = (value: string) => createHmac('sha256', SECRET).update(value).digest('base64url');

const flow = (over: Partial<TVerification> = {}): TVerification =>
  ({
    id: 'flow-1',
    verificationKey: 'key-1',
    userId: 'user-1',
    purpose: 'SIGNUP',
    channel: 'MOBILE',
    secretHash: keyed('code:key-1:123456'),
    attempts: 0,
    data: {},
    createdAt: NOW,
    expiresAt: new Date(NOW.getTime() + 600_000),
    consumedAt: null,
    ...over,
  }) as TVerification;

type TCounters = Pick<TAuthCounters, 'hit' | 'release'>;
const budgetLeft = { allowed: true, count: 1, windowStart: NOW };
const live = { codeExpiresAt: NOW.getTime() + 60_000 };

const serviceOver = (
  verifications: TVerificationsRepository,
  counters: TCounters = strictFake<TCounters>('counters', {}),
  guessesPerDay?: number,
) => createVerificationService({ verifications, counters, secret: SECRET, guessesPerDay, now: () => NOW });

describe('verification service', () => {
  it('starts a flow that expires after its TTL', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {
      insert: async (values) => flow({ ...values, id: 'flow-2' }),
    });
    const row = await serviceOver(verifications).start({
      userId: 'user-1',
      purpose: 'RESET',
      ttlSeconds: 900,
    });
    expect(row.id).toBe('flow-2');
    expect(verifications.insert).toHaveBeenCalledWith({
      verificationKey: expect.stringMatching(/^[\w-]{32}$/),
      userId: 'user-1',
      purpose: 'RESET',
      data: {},
      expiresAt: new Date(NOW.getTime() + 900_000),
    });
  });

  it('stores only the keyed hash of a link, and opens it by that hash', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {
      insert: async () => flow(),
      setLink: async () => undefined,
      spendLink: async () => flow({ purpose: 'RESET' }),
    });
    const service = serviceOver(verifications);
    const link = await service.startLink({ userId: 'user-1', purpose: 'RESET', ttlSeconds: 900 });
    expect(verifications.setLink).toHaveBeenCalledWith('flow-1', keyed(`link:${link}`));
    expect((await service.openLink(link))?.purpose).toBe('RESET');
    expect(verifications.spendLink).toHaveBeenCalledWith(keyed(`link:${link}`), NOW);
  });

  it('finds a live flow only for the purposes asked', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {
      findLive: async () => flow({ purpose: 'SIGNUP' }),
    });
    const service = serviceOver(verifications);
    expect(await service.find('key-1', 'RESET')).toBeNull();
    expect((await service.find('key-1', ['RESET', 'SIGNUP']))?.id).toBe('flow-1');
    expect(verifications.findLive).toHaveBeenCalledWith('key-1', NOW);
  });

  it('issues a 6-digit code, storing its keyed hash and when it expires', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {
      setCode: async () => undefined,
    });
    const code = await serviceOver(verifications).issueCode(flow({ data: { step: 1 } }), 'MAIL', 300);
    expect(code).toMatch(/^\d{6}$/);
    expect(verifications.setCode).toHaveBeenCalledWith('flow-1', {
      channel: 'MAIL',
      secretHash: keyed(`code:key-1:${code}`),
      data: { step: 1, codeExpiresAt: NOW.getTime() + 300_000 },
    });
  });

  it('spends a right code at once, giving back the day budget it took', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {
      takeGuess: async () => ({ attempts: 1, secretHash: keyed('code:key-1:123456'), data: live }),
      spendCode: async () => true,
    });
    const counters = strictFake<TCounters>('counters', {
      hit: async () => budgetLeft,
      release: async () => undefined,
    });
    expect(await serviceOver(verifications, counters, 20).checkCode(flow(), '123456', 3)).toBe('ok');
    expect(counters.hit).toHaveBeenCalledWith('code-guess', 'user-1', { periodSeconds: 86_400, max: 20 });
    expect(counters.release).toHaveBeenCalledWith('code-guess', 'user-1');
    expect(verifications.takeGuess).toHaveBeenCalledWith('flow-1', 3);
    expect(verifications.spendCode).toHaveBeenCalledWith('flow-1', keyed('code:key-1:123456'));
  });

  it('answers expired when a racing call spent the right code first', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {
      takeGuess: async () => ({ attempts: 1, secretHash: keyed('code:key-1:123456'), data: live }),
      spendCode: async () => false,
    });
    expect(await serviceOver(verifications).checkCode(flow({ userId: null }), '123456', 3)).toBe('expired');
  });

  it('counts a wrong code against the user for the day, and exhausts the code on its last attempt', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {
      takeGuess: async () => ({ attempts: 2, secretHash: keyed('code:key-1:123456'), data: live }),
    });
    const counters = strictFake<TCounters>('counters', {
      hit: async () => ({ allowed: true, count: 5, windowStart: NOW }),
    });
    const service = serviceOver(verifications, counters, 20);
    expect(await service.checkCode(flow(), '000000', 3)).toBe('wrong');
    expect(counters.hit).toHaveBeenCalledWith('code-guess', 'user-1', { periodSeconds: 86_400, max: 20 });
    verifications.takeGuess.mockResolvedValueOnce({
      attempts: 3,
      secretHash: keyed('code:key-1:123456'),
      data: live,
    });
    expect(await service.checkCode(flow(), '000000', 3)).toBe('exhausted');
  });

  it('refuses every guess once the day budget is spent, without taking an attempt', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {});
    const counters = strictFake<TCounters>('counters', {
      hit: async () => ({ allowed: false, count: 21, windowStart: NOW }),
    });
    expect(await serviceOver(verifications, counters, 20).checkCode(flow(), '123456', 3)).toBe('exhausted');
    expect(counters.hit).toHaveBeenCalledWith('code-guess', 'user-1', { periodSeconds: 86_400, max: 20 });
  });

  it("spends an old account's day budget when the flow has no user yet", async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {});
    const counters = strictFake<TCounters>('counters', {
      hit: async () => ({ allowed: false, count: 7, windowStart: NOW }),
    });
    const legacy = flow({ userId: null, purpose: 'OLD_ACCOUNT', data: { legacyId: 'L-42' } });
    expect(await serviceOver(verifications, counters, 6).checkCode(legacy, '123456', 3)).toBe('exhausted');
    expect(counters.hit).toHaveBeenCalledWith('code-guess', 'legacy:L-42', { periodSeconds: 86_400, max: 6 });
  });

  it('answers expired for a code past its time, even a right one, without spending it', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {
      takeGuess: async () => ({
        attempts: 1,
        secretHash: keyed('code:key-1:123456'),
        data: { codeExpiresAt: NOW.getTime() - 1 },
      }),
    });
    expect(await serviceOver(verifications).checkCode(flow({ userId: null }), '123456', 3)).toBe('expired');
  });

  it('tells an exhausted code from a spent or link-only one when no guess can be taken', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {
      takeGuess: async () => null,
      findSecret: async () => ({ secretHash: 'hash', channel: 'MOBILE' }),
    });
    const service = serviceOver(verifications);
    const anonymous = flow({ userId: null });
    expect(await service.checkCode(anonymous, '123456', 3)).toBe('exhausted');
    verifications.findSecret.mockResolvedValueOnce({ secretHash: null, channel: 'MOBILE' });
    expect(await service.checkCode(anonymous, '123456', 3)).toBe('expired');
    verifications.findSecret.mockResolvedValueOnce({ secretHash: 'hash', channel: 'LINK' });
    expect(await service.checkCode(anonymous, '123456', 3)).toBe('expired');
  });

  it('merges new data into the flow and consumes it at the current time', async () => {
    const verifications = strictFake<TVerificationsRepository>('verifications', {
      setData: async () => undefined,
      consume: async () => undefined,
      addAttempt: async () => 2,
      clearAttempts: async () => undefined,
    });
    const service = serviceOver(verifications);
    const row = flow({ data: { passwordHash: 'h' } });
    await service.update(row, { codeVerified: true });
    expect(verifications.setData).toHaveBeenCalledWith('flow-1', { passwordHash: 'h', codeVerified: true });
    expect(await service.addAttempt(row)).toBe(2);
    await service.clearAttempts(row);
    expect(verifications.clearAttempts).toHaveBeenCalledWith('flow-1');
    await service.consume(row);
    expect(verifications.consume).toHaveBeenCalledWith('flow-1', NOW);
  });
});
