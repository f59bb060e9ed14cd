import { describe, expect, it } from 'vitest';
import { strictFake } from '../../../testing/strict-fake';
import type { TAttemptsRepository } from '../attempts/attempts.repository';
import { config, passwordHash } from '../attempts/attempts.fixtures';
import type { TLegacyAccount, TLegacyAccountsRepository } from './legacy-accounts.repository';
import { checkLegacyCredentials } from './old-account.service';

describe('old-account attempt counter', () => {
  const legacy = (over: Partial<TLegacyAccount> = {}): TLegacyAccount =>
    ({
      id: 'legacy-1',
      oldIdentifier: '1234567',
      variant: 'OLIS',
      passwordHash,
      accessCodeHash: null,
      failedAttempts: 0,
      blocked: 'N',
      migratedUserId: null,
      ...over,
    }) as TLegacyAccount;
  const input = { oldIdentifier: '1234567', variant: 'OLIS' as const, password: 'wrong' };

  it('counts a wrong old password on the old account', async () => {
    const legacyAccounts = strictFake<TLegacyAccountsRepository>('legacyAccounts', {
      findByIdentifier: async () => legacy(),
    });
    const attempts = strictFake<TAttemptsRepository>('attempts', { addLegacyFailure: async () => 1 });
    await expect(checkLegacyCredentials({ legacyAccounts, attempts, config }, input)).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(attempts.addLegacyFailure).toHaveBeenCalledWith('legacy-1');
  });

  it('refuses at the limit without counting further, and clears the counter on success', async () => {
    const attempts = strictFake<TAttemptsRepository>('attempts', {
      clearLegacyFailures: async () => undefined,
    });
    const blocked = strictFake<TLegacyAccountsRepository>('legacyAccounts', {
      findByIdentifier: async () => legacy({ failedAttempts: 3 }),
    });
    await expect(
      checkLegacyCredentials({ legacyAccounts: blocked, attempts, config }, input),
    ).rejects.toMatchObject({
      statusCode: 423,
      errorCode: 'general.error.blocked.xpls',
    });
    const open = strictFake<TLegacyAccountsRepository>('legacyAccounts', {
      findByIdentifier: async () => legacy({ failedAttempts: 2 }),
    });
    await checkLegacyCredentials(
      { legacyAccounts: open, attempts, config },
      { ...input, password: 'Correct-Horse-9' },
    );
    expect(attempts.clearLegacyFailures).toHaveBeenCalledWith('legacy-1');
  });
});
