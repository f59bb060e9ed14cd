import { describe, expect, it } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import type { TAttemptsRepository, TLegacyLock } from '../attempts/attempts.repository';
import { NOW, config, passwordHash } from '../attempts/attempts.fixtures';
import type { TLegacyAccount, TLegacyAccountsRepository } from './legacy-accounts.repository';
import { checkLegacyCredentials } from './old-account.service';

const RIGHT = 'Correct-Horse-9';

/**
 * An old account kept as the database keeps it: each check reads the row, and a write lands only
 * over the counters it was worked out from (the compare-and-set of attempts.repository.ts).
 */
function oldAccount(over: Partial<TLegacyAccount> = {}) {
  const row = {
    id: 'legacy-1',
    oldIdentifier: '1234567',
    variant: 'OLIS',
    passwordHash,
    accessCodeHash: null,
    failedAttempts: 0,
    lockouts: 0,
    lockedUntil: null,
    blocked: 'N',
    migratedUserId: null,
    ...over,
  } as TLegacyAccount;
  const lock = (): TLegacyLock => ({
    failedAttempts: row.failedAttempts,
    lockouts: row.lockouts,
    lockedUntil: row.lockedUntil,
  });
  const legacyAccounts = strictFake<TLegacyAccountsRepository>('legacyAccounts', {
    findByIdentifier: async () => ({ ...row }),
  });
  const attempts = strictFake<TAttemptsRepository>('attempts', {
    readLegacyLock: async () => lock(),
    swapLegacyLock: async (_id, seen, next) => {
      if (seen.failedAttempts !== row.failedAttempts || seen.lockouts !== row.lockouts) return false;
      Object.assign(row, next);
      return true;
    },
    clearLegacyFailures: async () => {
      Object.assign(row, { failedAttempts: 0, lockouts: 0, lockedUntil: null });
    },
  });
  let now = NOW;
  const check = (password: string) =>
    checkLegacyCredentials(
      { legacyAccounts, attempts, config, now: () => now },
      { oldIdentifier: '1234567', variant: 'OLIS', password },
    );
  const later = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));
  return { row, attempts, check, later };
}

describe('old-account attempt counter', () => {
  it('locks for a while after MAX_PASSWORD_ATTEMPTS wrong passwords, the right one too, then lets the owner in', async () => {
    const account = oldAccount();
    for (let n = 1; n < config.MAX_PASSWORD_ATTEMPTS; n += 1)
      await expect(account.check('wrong')).rejects.toMatchObject({ statusCode: 401 });
    await expect(account.check('wrong')).rejects.toMatchObject({
      statusCode: 429,
      errorCode: 'general.error.ratelimit',
      headers: { 'retry-after': expect.any(String) },
    });
    await expect(account.check(RIGHT)).rejects.toMatchObject({ statusCode: 429 });
    expect(account.row.failedAttempts).toBe(config.MAX_PASSWORD_ATTEMPTS);
    account.later(config.LOCK_BASE_SECONDS + 1);
    await expect(account.check(RIGHT)).resolves.toMatchObject({ id: 'legacy-1' });
    expect(account.row).toMatchObject({ failedAttempts: 0, lockouts: 0, lockedUntil: null });
  });

  it('doubles each lock up to LOCK_MAX_SECONDS and never locks for good', async () => {
    const account = oldAccount();
    const locks: number[] = [];
    for (let lockout = 1; lockout <= 12; lockout += 1) {
      for (let n = 0; n < config.MAX_PASSWORD_ATTEMPTS; n += 1)
        await expect(account.check('wrong')).rejects.toBeDefined();
      const until = account.row.lockedUntil!;
      locks.push(Math.round((until.getTime() - account.later(0).getTime()) / 1000));
      account.later(config.LOCK_MAX_SECONDS + 1);
    }
    expect(locks.slice(0, 4)).toEqual([60, 120, 240, 480]);
    expect(Math.max(...locks)).toBe(config.LOCK_MAX_SECONDS);
    await expect(account.check(RIGHT)).resolves.toMatchObject({ id: 'legacy-1' });
  });

  it('answers a burst with no more checks than the limit: the others are refused uncounted', async () => {
    const account = oldAccount();
    const answers = await Promise.allSettled(Array.from({ length: 10 }, () => account.check('wrong')));
    const statuses = answers.map((answer) => (answer.status === 'rejected' ? answer.reason.statusCode : 200));
    expect(statuses.filter((status) => status === 401)).toHaveLength(config.MAX_PASSWORD_ATTEMPTS - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - (config.MAX_PASSWORD_ATTEMPTS - 1));
    expect(account.row.failedAttempts).toBe(config.MAX_PASSWORD_ATTEMPTS);
  });

  it("answers the registrar's block only once the credentials are right", async () => {
    const account = oldAccount({ blocked: 'O' });
    await expect(account.check('wrong')).rejects.toMatchObject({ statusCode: 401 });
    await expect(account.check(RIGHT)).rejects.toMatchObject({
      statusCode: 423,
      errorCode: 'general.error.blocked.xpls',
    });
  });
});
