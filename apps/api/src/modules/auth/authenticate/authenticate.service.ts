import { createHmac } from 'node:crypto';
import { ERROR_CODES, type TLoginRequest } from '@nomina/domain';
import type { TConfig } from '../../../config/config';
import { AppError } from '../../../lib/app-error';
import { verifyPassword } from '../../../lib/password';
import type { TAccountsRepository, TCompteWithTheme } from '../accounts/accounts.repository';
import type { TAttemptsRepository } from '../attempts/attempts.repository';
import {
  LOGIN_RATE_WINDOW_SECONDS,
  LOGIN_SCOPES,
  forStamp,
  type TLoginLocks,
} from '../attempts/login-locks.repository';
import type { TSessionService } from '../sessions/session.service';
import type { TUserRow, TUsersRepository } from '../users/users.repository';
import { failOnce, retryAfter, type TLockCell, type TSeenLock } from './login-guard';
import { isLocked, lockPolicyOf, type TLockState } from './lock-policy';
import { soleAccount } from './user-access';

export type { TUserRow } from '../users/users.repository';

export type TPasswordCheckDeps = {
  users: Pick<TUsersRepository, 'recordLogin'>;
  attempts: Pick<TAttemptsRepository, 'readUserLock' | 'swapUserLock'>;
  locks: Pick<TLoginLocks, 'lookup' | 'hitAddress' | 'cell' | 'clear'>;
  config: Pick<
    TConfig,
    | 'MAX_PASSWORD_ATTEMPTS'
    | 'LOCK_BASE_SECONDS'
    | 'LOCK_MAX_SECONDS'
    | 'LOCK_PERMANENT_AFTER'
    | 'ADDRESS_MAX_FAILURES_PER_HOUR'
    | 'AUTH_RATE_LIMIT_PER_MINUTE'
  >;
  /** Keys the addresses kept per user and the counters' keys (never stored in clear). */
  addressSecret: string;
  now?: () => Date;
};

/**
 * A right password: the user, their accounts (read with the user, for the session opened next)
 * and the recording of the login (counters cleared, address kept) under way.
 */
export type TCheckedPassword = {
  user: TUserRow;
  comptes: TCompteWithTheme[];
  recorded: Promise<void>;
};

export const normaliseLogin = (login: string) => login.trim().toLowerCase();

/** Addresses a user last logged in from, kept (as keyed hashes) to tell the owner from others. */
const TRUSTED_ADDRESSES = 5;

type TUserVersion = { failedAttempts: number; lockouts: number };

/** A user's row as a lock state of the account. */
const accountLock = (row: TUserVersion & Pick<TUserRow, 'lockedUntil' | 'lockedAt'>) => ({
  state: {
    failures: row.failedAttempts,
    lockouts: row.lockouts,
    lockedUntil: row.lockedUntil,
    permanent: row.lockedAt !== null,
  },
  version: { failedAttempts: row.failedAttempts, lockouts: row.lockouts },
});

/**
 * Checks a login and password under the brute-force policy (README, Security). Counting is
 * done in front per address, then per account:
 * - per address, every login request: AUTH_RATE_LIMIT_PER_MINUTE a minute, then 429 (counted in
 *   the statement that reads the user, so the limit costs no round trip of its own);
 * - per address, over all logins: ADDRESS_MAX_FAILURES_PER_HOUR wrong passwords an hour, then
 *   429 for that address only;
 * - per login and address: the lock policy (temporary locks that double), so a person mistyping
 *   at home is slowed at home;
 * - per account, counting only wrong passwords from addresses the user never logged in from:
 *   temporary locks that double, then a permanent lock after LOCK_PERMANENT_AFTER of them. That
 *   lock does not apply to the addresses the owner logged in from, so an attacker elsewhere
 *   never shuts the owner out.
 * Every count is kept in the database and written so that simultaneous requests on any instance
 * each count once (login-guard.ts). Every refusal costs one argon2 verification, and unknown
 * logins follow the same counting, so neither the answers nor their timing tell whether a login
 * exists.
 */
export function createPasswordCheck({
  users,
  attempts,
  locks,
  config,
  addressSecret,
  now: clock = () => new Date(),
}: TPasswordCheckDeps) {
  const accountPolicy = lockPolicyOf(config, config.LOCK_PERMANENT_AFTER);
  const pairPolicy = lockPolicyOf(config, null);
  const keyed = (value: string) => createHmac('sha256', addressSecret).update(value).digest('hex');
  const locked = (until?: Date | null) =>
    new AppError(423, ERROR_CODES.accountLocked, undefined, until ? retryAfter(until) : undefined);
  const refused = () => new AppError(401, ERROR_CODES.badCredentials);
  const accountCell = (userId: string, now: Date): TLockCell<TUserVersion> => ({
    read: async () => {
      const row = await attempts.readUserLock(userId);
      if (!row) throw refused();
      return accountLock(row);
    },
    swap: (seen, next) =>
      attempts.swapUserLock(userId, seen.version, {
        failedAttempts: next.failures,
        lockouts: next.lockouts,
        lockedUntil: next.lockedUntil,
        lockedAt: next.permanent ? now : null,
      }),
  });
  /** The first of the states that is locked, as a refusal (with its time to retry). */
  const lockedBy = (states: TLockState[], now: Date) => {
    const found = states.find((state) => isLocked(state, now));
    return found ? locked(found.lockedUntil) : undefined;
  };

  return async function checkPassword(request: TLoginRequest, address: string): Promise<TCheckedPassword> {
    const login = normaliseLogin(request.login);
    const now = clock();
    // One digest of the address, in two spellings: the users' list of addresses and the counter.
    const addressDigest = createHmac('sha256', addressSecret).update(`address:${address}`).digest();
    const place = addressDigest.toString('base64url');
    const keys = {
      address: addressDigest.toString('hex'),
      pair: keyed(`pair:${login}|${address}`),
      unknown: keyed(`unknown:${login}`),
    };
    const { user, comptes, guards } = await locks.lookup(login, keys, now);
    if (guards.requests.count > config.AUTH_RATE_LIMIT_PER_MINUTE) {
      const lifts = new Date(guards.requests.windowStart.getTime() + LOGIN_RATE_WINDOW_SECONDS * 1000);
      throw new AppError(429, ERROR_CODES.tooManyRequests, undefined, retryAfter(lifts));
    }
    if (guards.addressFailures >= config.ADDRESS_MAX_FAILURES_PER_HOUR)
      throw new AppError(429, ERROR_CODES.tooManyRequests);
    // A new password (a reset) starts the per-address count afresh: the pair's state is counted
    // against the password's hash (a keyed digest of it: no part of the hash is copied).
    const stamp = user?.passwordHash ? keyed(`stamp:${user.passwordHash}`).slice(0, 16) : '';
    const pair = forStamp(guards.pair, stamp);
    const matches = await verifyPassword(user?.passwordHash, request.password);
    const pairCell = locks.cell(LOGIN_SCOPES.pair, keys.pair, stamp, now);

    if (!user || !user.passwordHash) {
      const account = guards.unknown;
      const before = lockedBy([pair.state, account.state], now);
      if (before) throw before;
      const [nextPair, nextAccount] = await Promise.all([
        failOnce(pairCell, pair, pairPolicy, now),
        failOnce(locks.cell(LOGIN_SCOPES.unknown, keys.unknown, '', now), account, accountPolicy, now),
        locks.hitAddress(keys.address, config.ADDRESS_MAX_FAILURES_PER_HOUR),
      ]);
      throw lockedBy([nextPair, nextAccount], now) ?? refused();
    }

    const trusted = user.trustedAddresses.includes(place);
    const account: TSeenLock<TUserVersion> = accountLock(user);
    const before = lockedBy(trusted ? [pair.state] : [pair.state, account.state], now);
    if (before) throw before;
    if (!matches) {
      const [nextPair, nextAccount] = await Promise.all([
        failOnce(pairCell, pair, pairPolicy, now),
        trusted ? account.state : failOnce(accountCell(user.id, now), account, accountPolicy, now),
        locks.hitAddress(keys.address, config.ADDRESS_MAX_FAILURES_PER_HOUR),
      ]);
      throw lockedBy(trusted ? [nextPair] : [nextAccount, nextPair], now) ?? refused();
    }
    if (!trusted) {
      // Wrong passwords from elsewhere may have locked the account while this one was hashed (at
      // most the logins in flight on each instance): a right one then is refused as they are, so
      // a burst over many addresses learns nothing past the limit. The owner's addresses skip it.
      const meanwhile = lockedBy([(await accountCell(user.id, now).read()).state], now);
      if (meanwhile) throw meanwhile;
    }
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
    const recorded = Promise.all([
      unchanged ? undefined : users.recordLogin(user.id, trustedAddresses),
      pair.version ? locks.clear(LOGIN_SCOPES.pair, keys.pair) : undefined,
    ]).then(() => undefined);
    recorded.catch(() => {});
    return { user, comptes, recorded };
  };
}

/**
 * Opens the session of a user who proved who they are (password, code or SSO). Gives the
 * accounts it read too, so the answer does not read them again; `comptes` are the accounts when
 * the caller already read them.
 */
export async function startSession(
  deps: { accounts: Pick<TAccountsRepository, 'listComptes'>; sessions: Pick<TSessionService, 'open'> },
  user: Pick<TUserRow, 'id'>,
  options: { isSso?: boolean; comptes?: TCompteWithTheme[] } = {},
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
