import { createHmac } from 'node:crypto';
import { ERROR_CODES, type TLoginRequest } from '@nomina/domain';
import type { TConfig } from '../../../config/config';
import { AppError } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/password';
import type { TAccountsRepository, TCompteWithTheme } from '../accounts/accounts.repository';
import type { TAttemptsRepository } from '../attempts/attempts.repository';
import type { TSessionService } from '../sessions/session.service';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import { createLockStates, createWindowCounter } from './login-guard';
import { afterFailure, isLocked, type TLockPolicy, type TLockState } from './lock-policy';
import { soleAccount } from './user-access';

export type { TUserRow } from '../users/users.repository';

export type TPasswordCheckDeps = {
  users: Pick<TUsersRepository, 'findByLogin' | 'recordLogin'>;
  attempts: Pick<TAttemptsRepository, 'addUserFailure'>;
  config: Pick<
    TConfig,
    | 'MAX_PASSWORD_ATTEMPTS'
    | 'LOCK_BASE_SECONDS'
    | 'LOCK_MAX_SECONDS'
    | 'LOCK_PERMANENT_AFTER'
    | 'ADDRESS_MAX_FAILURES_PER_HOUR'
  >;
  /** Keys the addresses kept per user (never stored in clear). */
  addressSecret: string;
  now?: () => Date;
};

/**
 * A right password: the user, the recording of the login (counters cleared, address kept) under
 * way, and what the caller asked to read beside the hash.
 */
export type TCheckedPassword<P = unknown> = {
  user: TUserRow;
  recorded: Promise<void>;
  prepared?: Promise<P>;
};

/** Reads started for a known user while the hash runs (what a session opened next will need). */
export type TPrepare<P> = (user: TUserRow) => Promise<P> | undefined;

export const normaliseLogin = (login: string) => login.trim().toLowerCase();

/** Addresses a user last logged in from, kept (as keyed hashes) to tell the owner from others. */
const TRUSTED_ADDRESSES = 5;
const HOUR = 3_600_000;

/**
 * Checks a login and password under the brute-force policy (README, Security). Counting is
 * done in front per address, then per account:
 * - per address, over all logins: ADDRESS_MAX_FAILURES_PER_HOUR wrong passwords an hour, then
 *   429 for that address only;
 * - per login and address: the lock policy (temporary locks that double), so a person mistyping
 *   at home is slowed at home;
 * - per account, counting only wrong passwords from addresses the user never logged in from:
 *   temporary locks that double, then a permanent lock after LOCK_PERMANENT_AFTER of them. That
 *   lock does not apply to the addresses the owner logged in from, so an attacker elsewhere
 *   never shuts the owner out.
 * Every refusal costs one argon2 verification, and unknown logins follow the same counting in
 * memory, so neither the answers nor their timing tell whether a login exists.
 */
export function createPasswordCheck({
  users,
  attempts,
  config,
  addressSecret,
  now: clock = () => new Date(),
}: TPasswordCheckDeps) {
  const accountPolicy: TLockPolicy = {
    maxFailures: config.MAX_PASSWORD_ATTEMPTS,
    baseSeconds: config.LOCK_BASE_SECONDS,
    maxSeconds: config.LOCK_MAX_SECONDS,
    permanentAfter: config.LOCK_PERMANENT_AFTER,
  };
  const pairPolicy: TLockPolicy = { ...accountPolicy, permanentAfter: null };
  const pairs = createLockStates(pairPolicy);
  const unknownAccounts = createLockStates(accountPolicy);
  const addressFailures = createWindowCounter(HOUR);
  const addressKey = (address: string) =>
    createHmac('sha256', addressSecret).update(`address:${address}`).digest('base64url');
  const locked = (until?: Date | null) =>
    new AppError(423, ERROR_CODES.accountLocked, undefined, until ? retryAfter(until) : undefined);
  const refused = () => new AppError(401, ERROR_CODES.badCredentials);

  return async function checkPassword<P>(
    request: TLoginRequest,
    address: string,
    prepare?: TPrepare<P>,
  ): Promise<TCheckedPassword<P>> {
    const login = normaliseLogin(request.login);
    const now = clock();
    if (addressFailures.count(address) >= config.ADDRESS_MAX_FAILURES_PER_HOUR)
      throw new AppError(429, ERROR_CODES.tooManyRequests);
    const place = addressKey(address);
    const user = await users.findByLogin(login);
    // A new password (a reset) starts the per-address count afresh: the hash is part of the key.
    const pairKey = `${login}|${place}|${user?.passwordHash?.slice(-16) ?? ''}`;
    // Its queries overlap the hash (which never waits on them); a refusal drops what they read.
    // Adopted once into a real promise: a query builder is a thenable that runs its query again
    // on every `then`, and this one is awaited twice (here, and by the caller).
    const started = user?.passwordHash ? prepare?.(user) : undefined;
    const prepared = started && Promise.resolve(started);
    prepared?.catch(() => {});
    const matches = await verifyPassword(user?.passwordHash, request.password);

    if (!user || !user.passwordHash) {
      const pair = pairs.get(pairKey);
      const account = unknownAccounts.get(login);
      if (isLocked(pair, now) || isLocked(account, now))
        throw locked(pair.lockedUntil ?? account.lockedUntil);
      addressFailures.hit(address);
      const nextPair = pairs.fail(pairKey, now);
      const nextAccount = unknownAccounts.fail(login, now);
      if (isLocked(nextPair, now) || isLocked(nextAccount, now))
        throw locked(nextPair.lockedUntil ?? nextAccount.lockedUntil);
      throw refused();
    }

    const trusted = user.trustedAddresses.includes(place);
    const pair = pairs.get(pairKey);
    const account: TLockState = {
      failures: user.failedAttempts,
      lockouts: user.lockouts,
      lockedUntil: user.lockedUntil,
      permanent: user.lockedAt !== null,
    };
    if (isLocked(pair, now)) throw locked(pair.lockedUntil);
    if (!trusted && isLocked(account, now)) throw locked(account.lockedUntil);
    if (!matches) {
      addressFailures.hit(address);
      const nextPair = pairs.fail(pairKey, now);
      if (!trusted) {
        const next = afterFailure(account, accountPolicy, now);
        await attempts.addUserFailure(user.id, {
          lockouts: next.lockouts,
          lockedUntil: next.lockedUntil,
          lockedAt: next.permanent ? now : user.lockedAt,
        });
        if (isLocked(next, now)) throw locked(next.lockedUntil);
      }
      if (isLocked(nextPair, now)) throw locked(nextPair.lockedUntil);
      throw refused();
    }
    pairs.clear(pairKey);
    const trustedAddresses = [place, ...user.trustedAddresses.filter((entry) => entry !== place)].slice(
      0,
      TRUSTED_ADDRESSES,
    );
    // Recorded while the caller opens the session: the login's statements after the hash run side
    // by side. Marked handled here; the caller still awaits it, and hears its failure. The owner
    // logging in again from their last address, with nothing to clear, writes nothing.
    const unchanged =
      user.failedAttempts === 0 &&
      user.lockouts === 0 &&
      user.lockedUntil === null &&
      user.trustedAddresses[0] === place;
    const recorded = unchanged ? Promise.resolve() : users.recordLogin(user.id, trustedAddresses);
    recorded.catch(() => {});
    return { user, recorded, prepared };
  };
}

/** Seconds until a date, for the Retry-After header of a temporary lock. */
const retryAfter = (until: Date) => ({
  'retry-after': String(Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000))),
});

/**
 * Opens the session of a user who proved who they are (password, code or SSO). Gives the
 * accounts it read too, so the answer does not read them again; `comptes` are the accounts when
 * the caller already started reading them.
 */
export async function startSession(
  deps: { accounts: Pick<TAccountsRepository, 'listComptes'>; sessions: Pick<TSessionService, 'open'> },
  user: Pick<TUserRow, 'id'>,
  options: { isSso?: boolean; comptes?: Promise<TCompteWithTheme[]> } = {},
): Promise<{
  session: Awaited<ReturnType<TSessionService['open']>>['session'];
  refreshToken: string;
  comptes: TCompteWithTheme[];
}> {
  const comptes = await (options.comptes ?? deps.accounts.listComptes(user.id));
  const opened = await deps.sessions.open({
    userId: user.id,
    isSso: options.isSso,
    account: soleAccount(comptes),
  });
  return { ...opened, comptes };
}
