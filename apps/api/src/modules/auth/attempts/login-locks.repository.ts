import { and, eq, or, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared';
import { authCounters, users } from '../../../db/schema';
import type { TCounterStore } from '../../../lib/counter-store';
import { comptesOfUser, type TCompteWithTheme } from '../accounts/accounts.repository';
import { hitParams, hitQuery } from './counters.repository';
import type { TLockCell, TSeenLock } from '../authenticate/login-guard';
import type { TUserRow } from '../users/users.repository';
import { FREE } from '../authenticate/lock-policy';

const DAY_MS = 86_400_000;
const HOUR_SECONDS = 3600;

/** The rows of auth_counters the login keeps (README, Security: the brute-force policy). */
export const LOGIN_SCOPES = {
  /** Login requests from one address, wrong or right, in a window of a minute (the rate limit). */
  requests: 'login-requests',
  /** Wrong passwords from one address over every login, in a window of an hour. */
  address: 'login-address',
  /** The lock state of one login from one address. */
  pair: 'login-pair',
  /** The lock state of a login that does not exist, so that it locks like a real one. */
  unknown: 'login-unknown',
} as const;

type TScope = (typeof LOGIN_SCOPES)['pair' | 'unknown'];

/** The row a lock state was read from (none yet: null). */
export type TLockVersion = { count: number; lastAt: Date } | null;

/** A lock state as read, and the password it was counted against (pairs only: a digest). */
export type TStoredLock = TSeenLock<TLockVersion> & { stamp: string };

/**
 * What the login reads before it hashes, beside the user: the address's requests this minute (this
 * one counted), its wrong passwords this hour and two lock states.
 */
export type TLoginGuards = {
  requests: { count: number; windowStart: Date };
  addressFailures: number;
  pair: TStoredLock;
  unknown: TStoredLock;
};

/** The window of the per-address rate limit of the login. */
export const LOGIN_RATE_WINDOW_SECONDS = 60;

export type TGuardKeys = { address: string; pair: string; unknown: string };

/** What the login reads before it hashes: the user (none: null), their accounts, the counters. */
export type TLookup = { user: TUserRow | null; comptes: TCompteWithTheme[]; guards: TLoginGuards };

type TRow = Omit<typeof authCounters.$inferSelect, 'key'>;

/** A counter as the lookup reads it (JSON: its times as text). */
type TGuardRow = Omit<TRow, 'windowStart' | 'lastAt' | 'lockedUntil'> & {
  windowStart: string;
  lastAt: string;
  lockedUntil: string | null;
};

const NONE: TStoredLock = { state: FREE, version: null, stamp: '' };

/** A row as a lock state: a state a day past its last failure has faded, and counts from zero. */
function stored(row: TRow | undefined, now: Date): TStoredLock {
  if (!row) return NONE;
  const version = { count: row.count, lastAt: row.lastAt };
  if (now.getTime() - row.lastAt.getTime() > DAY_MS) return { state: FREE, version, stamp: row.stamp };
  const state = {
    failures: row.count,
    lockouts: row.lockouts,
    lockedUntil: row.lockedUntil,
    permanent: row.permanent,
  };
  return { state, version, stamp: row.stamp };
}

/** The lock state of a pair as the current password sees it: one counted against another is gone. */
export const forStamp = (lock: TStoredLock, stamp: string): TStoredLock =>
  lock.stamp === stamp ? lock : { ...lock, state: FREE, stamp };

/**
 * The login's anti-abuse state, shared by every instance through the database: wrong passwords
 * per address (an atomic upsert, counters.repository.ts) and lock states per login and address
 * and per unknown login (written by compare-and-set, login-guard.ts failOnce).
 */
export function createLoginLocks(db: TDatabase, counters: TCounterStore) {
  const columns = {
    scope: authCounters.scope,
    count: authCounters.count,
    windowStart: authCounters.windowStart,
    lastAt: authCounters.lastAt,
    lockouts: authCounters.lockouts,
    lockedUntil: authCounters.lockedUntil,
    permanent: authCounters.permanent,
    stamp: authCounters.stamp,
  };
  const row = (scope: string, key: string) =>
    and(eq(authCounters.scope, scope), eq(authCounters.key, sql.placeholder(key)));
  // The user, their accounts and the counters in one statement, this request counted in it: one
  // row whatever the login (the counters of an unknown login too), and no second round trip.
  const lookup = preparedOnce(() => {
    const hit = db.$with('hit').as(hitQuery(db, false));
    const counted = sql<TGuardRow[]>`(select coalesce(json_agg(json_build_object(
      'scope', ${authCounters.scope}, 'count', ${authCounters.count},
      'windowStart', ${authCounters.windowStart}, 'lastAt', ${authCounters.lastAt},
      'lockouts', ${authCounters.lockouts}, 'lockedUntil', ${authCounters.lockedUntil},
      'permanent', ${authCounters.permanent}, 'stamp', ${authCounters.stamp})), '[]'::json)
      from ${authCounters} where ${or(
        row(LOGIN_SCOPES.address, 'address'),
        row(LOGIN_SCOPES.pair, 'pair'),
        row(LOGIN_SCOPES.unknown, 'unknown'),
      )})`;
    return db
      .with(hit)
      .select({
        user: users,
        comptes: comptesOfUser(db, users.id),
        counted,
        requests: hit.count,
        requestsSince: hit.windowStart,
      })
      .from(hit)
      .leftJoin(users, eq(users.login, sql.placeholder('login')))
      .prepare('login_lookup');
  });
  const readOne = async (scope: TScope, key: string, now: Date) => {
    const [found] = await db
      .select(columns)
      .from(authCounters)
      .where(and(eq(authCounters.scope, scope), eq(authCounters.key, key)));
    return stored(found, now);
  };

  return {
    /**
     * The user of a login (none: null), their accounts (the session opened next needs them) and
     * the counters its check reads before the hash; counts the request in its address's minute.
     */
    async lookup(login: string, keys: TGuardKeys, now: Date): Promise<TLookup> {
      const counting = { periodSeconds: LOGIN_RATE_WINDOW_SECONDS };
      const [found] = await lookup().execute({
        login,
        ...keys,
        ...hitParams(LOGIN_SCOPES.requests, keys.address, counting, now),
      });
      if (!found) throw new Error('the login lookup gave no row');
      const rows = found.counted.map((entry): TRow => ({
        ...entry,
        windowStart: new Date(entry.windowStart),
        lastAt: new Date(entry.lastAt),
        lockedUntil: entry.lockedUntil === null ? null : new Date(entry.lockedUntil),
      }));
      const of = (scope: string) => rows.find((entry) => entry.scope === scope);
      const address = of(LOGIN_SCOPES.address);
      const open = address && address.windowStart.getTime() > now.getTime() - HOUR_SECONDS * 1000;
      const guards = {
        requests: { count: found.requests, windowStart: new Date(found.requestsSince) },
        addressFailures: open ? address.count : 0,
        pair: stored(of(LOGIN_SCOPES.pair), now),
        unknown: stored(of(LOGIN_SCOPES.unknown), now),
      };
      return { user: found.user ?? null, comptes: found.comptes, guards };
    },

    /** One wrong password from an address, counted in its hour. */
    async hitAddress(key: string, max: number): Promise<void> {
      await counters.hit(LOGIN_SCOPES.address, key, { periodSeconds: HOUR_SECONDS, max });
    },

    /** Where one lock state is kept; `stamp` is what it is counted against (a digest of the password's hash). */
    cell(scope: TScope, key: string, stamp: string, now: Date): TLockCell<TLockVersion> {
      return {
        read: async () => forStamp(await readOne(scope, key, now), stamp),
        async swap(seen, next) {
          const expected = seen.version;
          // The last failure opens the row's window too, so the purge goes by it.
          const state = {
            windowStart: now,
            count: next.failures,
            lastAt: now,
            lockouts: next.lockouts,
            lockedUntil: next.lockedUntil,
            permanent: next.permanent,
            stamp,
          };
          const written = await db
            .insert(authCounters)
            .values({ scope, key, ...state })
            .onConflictDoUpdate({
              target: [authCounters.scope, authCounters.key],
              set: state,
              setWhere: expected
                ? and(eq(authCounters.count, expected.count), eq(authCounters.lastAt, expected.lastAt))
                : sql`false`,
            })
            .returning({ count: authCounters.count });
          return written.length > 0;
        },
      };
    },

    /** A right password: the pair's state goes (only called when there is one). */
    async clear(scope: TScope, key: string): Promise<void> {
      await db.delete(authCounters).where(and(eq(authCounters.scope, scope), eq(authCounters.key, key)));
    },
  };
}

export type TLoginLocks = ReturnType<typeof createLoginLocks>;
