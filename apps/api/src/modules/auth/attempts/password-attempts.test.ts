import { describe, expect, it, vi } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import { createPasswordCheck } from '../authenticate/authenticate.service';
import type { TUsersRepository } from '../users/users.repository';
import type { TAttemptsRepository } from './attempts.repository';
import { NOW, config, freshLocks, user } from './attempts.fixtures';

/** The check, its lookup finding the user of `users.findByLogin` beside the counters. */
function passwordCheck(users: TUsersRepository, attempts: TAttemptsRepository, { locks } = freshLocks()) {
  const counted = locks.lookup.getMockImplementation()!;
  locks.lookup.mockImplementation(async (login, keys, now) => ({
    ...(await counted(login, keys, now)),
    user: await users.findByLogin(login),
  }));
  return createPasswordCheck({
    users,
    attempts,
    locks,
    config,
    addressSecret: 'test-secret',
    now: () => NOW,
  });
}

const unlocked = { lockedUntil: null, lockedAt: null };

/** The account's lock as read again after a right password from a new address: still open. */
const stillOpen = { readUserLock: async () => ({ failedAttempts: 0, lockouts: 0, ...unlocked }) };

describe('login attempt counter', () => {
  it('counts a wrong password once on the user, over the counters it read', async () => {
    const users = strictFake<TUsersRepository>('users', {
      findByLogin: async () => user({ failedAttempts: 1 }),
    });
    const attempts = strictFake<TAttemptsRepository>('attempts', { swapUserLock: async () => true });
    const counters = freshLocks();
    const check = passwordCheck(users, attempts, counters);
    await expect(check({ login: ' JDupont01 ', password: 'wrong' }, '203.0.113.7')).rejects.toMatchObject({
      statusCode: 401,
      errorCode: 'login.error.credentials',
    });
    expect(users.findByLogin).toHaveBeenCalledWith('jdupont01');
    expect(attempts.swapUserLock).toHaveBeenCalledTimes(1);
    expect(attempts.swapUserLock).toHaveBeenCalledWith(
      'user-1',
      { failedAttempts: 1, lockouts: 0 },
      { failedAttempts: 2, lockouts: 0, ...unlocked },
    );
    // The pair's state and the address's hour count it too, keyed (no address nor login in clear).
    expect(counters.cells.swap).toHaveBeenCalledTimes(1);
    expect(counters.locks.hitAddress).toHaveBeenCalledWith(expect.stringMatching(/^[0-9a-f]{64}$/), 100);
  });

  it('locks for the base time at the limit and says when to retry', async () => {
    const users = strictFake<TUsersRepository>('users', {
      findByLogin: async () => user({ failedAttempts: 2 }),
    });
    const attempts = strictFake<TAttemptsRepository>('attempts', { swapUserLock: async () => true });
    const refused = await passwordCheck(users, attempts)(
      { login: 'jdupont01', password: 'wrong' },
      '203.0.113.7',
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 423, errorCode: 'login.error.locked' });
    expect(attempts.swapUserLock).toHaveBeenCalledWith(
      'user-1',
      { failedAttempts: 2, lockouts: 0 },
      { failedAttempts: 3, lockouts: 1, lockedUntil: new Date(NOW.getTime() + 60_000), lockedAt: null },
    );
  });

  it('works the lock out again from a fresh read when another request counted first', async () => {
    const users = strictFake<TUsersRepository>('users', {
      findByLogin: async () => user({ failedAttempts: 1 }),
    });
    const attempts = strictFake<TAttemptsRepository>('attempts', {
      swapUserLock: vi.fn().mockResolvedValueOnce(false).mockResolvedValue(true),
      readUserLock: async () => ({ failedAttempts: 2, lockouts: 0, ...unlocked }),
    });
    await expect(
      passwordCheck(users, attempts)({ login: 'jdupont01', password: 'wrong' }, '203.0.113.7'),
    ).rejects.toMatchObject({ statusCode: 423 });
    expect(attempts.swapUserLock).toHaveBeenLastCalledWith(
      'user-1',
      { failedAttempts: 2, lockouts: 0 },
      { failedAttempts: 3, lockouts: 1, lockedUntil: new Date(NOW.getTime() + 60_000), lockedAt: null },
    );
  });

  it('counts nothing more when another request locked the account meanwhile', async () => {
    const users = strictFake<TUsersRepository>('users', {
      findByLogin: async () => user({ failedAttempts: 2 }),
    });
    const lockedUntil = new Date(NOW.getTime() + 60_000);
    const attempts = strictFake<TAttemptsRepository>('attempts', {
      swapUserLock: async () => false,
      readUserLock: async () => ({ failedAttempts: 3, lockouts: 1, lockedUntil, lockedAt: null }),
    });
    const refused = await passwordCheck(users, attempts)(
      { login: 'jdupont01', password: 'wrong' },
      '203.0.113.7',
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 423, errorCode: 'login.error.locked' });
    expect(attempts.swapUserLock).toHaveBeenCalledTimes(1);
  });

  it('refuses a locked account before checking anything, writing nothing', async () => {
    const users = strictFake<TUsersRepository>('users', {
      findByLogin: async () => user({ lockedUntil: new Date(NOW.getTime() + 30_000), lockouts: 1 }),
    });
    const attempts = strictFake<TAttemptsRepository>('attempts', {});
    await expect(
      passwordCheck(users, attempts)({ login: 'jdupont01', password: 'Correct-Horse-9' }, '203.0.113.7'),
    ).rejects.toMatchObject({ statusCode: 423 });
  });

  it('clears the counter and remembers the address on the right password', async () => {
    const users = strictFake<TUsersRepository>('users', {
      findByLogin: async () => user({ failedAttempts: 2 }),
      recordLogin: async () => undefined,
    });
    const attempts = strictFake<TAttemptsRepository>('attempts', stillOpen);
    const found = await passwordCheck(users, attempts)(
      { login: 'jdupont01', password: 'Correct-Horse-9' },
      '203.0.113.7',
    );
    expect(found.user.id).toBe('user-1');
    await found.recorded;
    expect(users.recordLogin).toHaveBeenCalledWith('user-1', [expect.stringMatching(/^[\w-]{43}$/)]);
  });

  it('gives the accounts read with the user for a right password, and nothing of them on a refusal', async () => {
    const users = strictFake<TUsersRepository>('users', {
      findByLogin: async () => user(),
      recordLogin: async () => undefined,
    });
    const counters = freshLocks();
    const check = passwordCheck(
      users,
      strictFake<TAttemptsRepository>('attempts', { ...stillOpen, swapUserLock: async () => true }),
      counters,
    );
    const comptes = [{ tituNume: 'T1', actiIden: 101, emetIden: 1001, emetLibe: 'Issuer', themeId: 2 }];
    const withUser = counters.locks.lookup.getMockImplementation()!;
    counters.locks.lookup.mockImplementation(async (...args) => ({ ...(await withUser(...args)), comptes }));
    const found = await check({ login: 'jdupont01', password: 'Correct-Horse-9' }, '203.0.113.7');
    expect(found.comptes).toEqual(comptes);
    await expect(check({ login: 'jdupont01', password: 'wrong' }, '203.0.113.8')).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('writes nothing when the owner logs in again from their last address with nothing to clear', async () => {
    const users = strictFake<TUsersRepository>('users', {
      findByLogin: async () => user(),
      recordLogin: async () => undefined,
    });
    const attempts = strictFake<TAttemptsRepository>('attempts', stillOpen);
    const check = passwordCheck(users, attempts);
    const login = { login: 'jdupont01', password: 'Correct-Horse-9' };
    await (
      await check(login, '203.0.113.7')
    ).recorded;
    const remembered = users.recordLogin.mock.calls[0]?.[1];
    users.findByLogin.mockResolvedValue(user({ trustedAddresses: remembered }));
    await (
      await check(login, '203.0.113.7')
    ).recorded;
    expect(users.recordLogin).toHaveBeenCalledTimes(1);
    // Another address, or a failure to clear, is written.
    await (
      await check(login, '198.51.100.4')
    ).recorded;
    users.findByLogin.mockResolvedValue(user({ trustedAddresses: remembered, failedAttempts: 1 }));
    await (
      await check(login, '203.0.113.7')
    ).recorded;
    expect(users.recordLogin).toHaveBeenCalledTimes(3);
    // The account's lock is read again for the new addresses only (the first login and 198.51.100.4).
    expect(attempts.readUserLock).toHaveBeenCalledTimes(2);
  });

  it('refuses a right password from a new address when the account was locked while it was hashed', async () => {
    const users = strictFake<TUsersRepository>('users', { findByLogin: async () => user() });
    const attempts = strictFake<TAttemptsRepository>('attempts', {
      readUserLock: async () => ({
        failedAttempts: 5,
        lockouts: 1,
        lockedUntil: new Date(NOW.getTime() + 60_000),
        lockedAt: null,
      }),
    });
    await expect(
      passwordCheck(users, attempts)({ login: 'jdupont01', password: 'Correct-Horse-9' }, '203.0.113.7'),
    ).rejects.toMatchObject({ statusCode: 423, errorCode: 'login.error.locked' });
    expect(attempts.readUserLock).toHaveBeenCalledWith('user-1');
  });

  it('does not count on the account a wrong password from an address its owner logged in from', async () => {
    const users = strictFake<TUsersRepository>('users', {
      findByLogin: async () => user(),
      recordLogin: async () => undefined,
    });
    const check = passwordCheck(users, strictFake<TAttemptsRepository>('attempts', stillOpen));
    await (
      await check({ login: 'jdupont01', password: 'Correct-Horse-9' }, '198.51.100.4')
    ).recorded;
    const trusted = users.recordLogin.mock.calls[0]![1];
    users.findByLogin.mockResolvedValue(user({ trustedAddresses: trusted }));
    await expect(check({ login: 'jdupont01', password: 'wrong' }, '198.51.100.4')).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('counts an unknown login on its own counters, never on a user', async () => {
    const users = strictFake<TUsersRepository>('users', { findByLogin: async () => null });
    const counters = freshLocks();
    const check = passwordCheck(users, strictFake<TAttemptsRepository>('attempts', {}), counters);
    await expect(check({ login: 'nobody', password: 'wrong' }, '203.0.113.7')).rejects.toMatchObject({
      statusCode: 401,
    });
    // The pair's and the unknown login's states, and the address's count.
    expect(counters.cells.swap).toHaveBeenCalledTimes(2);
    expect(counters.locks.hitAddress).toHaveBeenCalledTimes(1);
  });

  it('answers 429 to an address past its wrong passwords of the hour, before any hash', async () => {
    const users = strictFake<TUsersRepository>('users', { findByLogin: async () => user() });
    const counters = freshLocks({ addressFailures: config.ADDRESS_MAX_FAILURES_PER_HOUR });
    const check = passwordCheck(users, strictFake<TAttemptsRepository>('attempts', {}), counters);
    await expect(
      check({ login: 'jdupont01', password: 'Correct-Horse-9' }, '203.0.113.7'),
    ).rejects.toMatchObject({ statusCode: 429 });
  });

  it('answers 429 with the time the minute ends to an address past its login requests', async () => {
    const users = strictFake<TUsersRepository>('users', { findByLogin: async () => user() });
    // The minute opened 45 s ago (the server's clock gives the time to retry): 15 s left.
    const windowStart = new Date(Date.now() - 45_000);
    const counters = freshLocks({
      requests: { count: config.AUTH_RATE_LIMIT_PER_MINUTE + 1, windowStart },
    });
    const check = passwordCheck(users, strictFake<TAttemptsRepository>('attempts', {}), counters);
    await expect(
      check({ login: 'jdupont01', password: 'Correct-Horse-9' }, '203.0.113.7'),
    ).rejects.toMatchObject({
      statusCode: 429,
      errorCode: 'general.error.ratelimit',
      headers: { 'retry-after': expect.stringMatching(/^1[456]$/) },
    });
  });

  it('lets the last request of the minute through', async () => {
    const users = strictFake<TUsersRepository>('users', { findByLogin: async () => null });
    const counters = freshLocks({
      requests: { count: config.AUTH_RATE_LIMIT_PER_MINUTE, windowStart: NOW },
    });
    const check = passwordCheck(users, strictFake<TAttemptsRepository>('attempts', {}), counters);
    await expect(check({ login: 'nobody', password: 'wrong' }, '203.0.113.7')).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});
