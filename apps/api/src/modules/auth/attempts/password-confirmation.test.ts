import { describe, expect, it } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import type { TUsersRepository } from '../users/users.repository';
import type { TAttemptsRepository } from './attempts.repository';
import { NOW, user } from './attempts.fixtures';
import { confirmUserPassword } from './password-confirmation';

describe('operation password confirmation', () => {
  const maxAttempts = 3;

  it('counts a wrong password on the login counter and tells the attempts left', async () => {
    const users = strictFake<TUsersRepository>('users', { findById: async () => user() });
    const attempts = strictFake<TAttemptsRepository>('attempts', { addUserFailure: async () => 1 });
    expect(await confirmUserPassword({ users, attempts, maxAttempts }, 'user-1', 'wrong')).toEqual({
      ok: false,
      remainingAttempts: 2,
    });
    expect(attempts.addUserFailure).toHaveBeenCalledWith('user-1');
  });

  it('starts the counter again at the limit and gives no attempt left', async () => {
    const users = strictFake<TUsersRepository>('users', {
      findById: async () => user({ failedAttempts: 2 }),
    });
    const attempts = strictFake<TAttemptsRepository>('attempts', {
      addUserFailure: async () => 3,
      clearUserFailures: async () => undefined,
    });
    expect(await confirmUserPassword({ users, attempts, maxAttempts }, 'user-1', 'wrong')).toEqual({
      ok: false,
      remainingAttempts: 0,
    });
    expect(attempts.clearUserFailures).toHaveBeenCalledWith('user-1');
  });

  it('clears earlier failures on the right password, and writes nothing when there were none', async () => {
    const attempts = strictFake<TAttemptsRepository>('attempts', {
      clearUserFailures: async () => undefined,
    });
    const withFailures = strictFake<TUsersRepository>('users', {
      findById: async () => user({ failedAttempts: 2 }),
    });
    expect(
      await confirmUserPassword({ users: withFailures, attempts, maxAttempts }, 'user-1', 'Correct-Horse-9'),
    ).toEqual({ ok: true });
    expect(attempts.clearUserFailures).toHaveBeenCalledTimes(1);
    const clean = strictFake<TUsersRepository>('users', { findById: async () => user() });
    const untouched = strictFake<TAttemptsRepository>('attempts', {});
    expect(
      await confirmUserPassword(
        { users: clean, attempts: untouched, maxAttempts },
        'user-1',
        'Correct-Horse-9',
      ),
    ).toEqual({ ok: true });
  });

  it('gives a user locked for good no attempt, even with the right password', async () => {
    const users = strictFake<TUsersRepository>('users', { findById: async () => user({ lockedAt: NOW }) });
    const attempts = strictFake<TAttemptsRepository>('attempts', {
      clearUserFailures: async () => undefined,
    });
    expect(await confirmUserPassword({ users, attempts, maxAttempts }, 'user-1', 'Correct-Horse-9')).toEqual({
      ok: false,
      remainingAttempts: 0,
    });
  });
});
