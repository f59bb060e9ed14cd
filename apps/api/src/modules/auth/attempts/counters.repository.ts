import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { preparedOnce } from '../../../db/prepared';
import { authCounters } from '../../../db/schema';
import type { TCounterHit, TCounterStore } from '../../../lib/counter-store';

/**
 * The upsert of one hit, with placeholders (`hitParams` fills them): as a statement of its own, or
 * inside another one (the login's lookup counts its address's requests in the same round trip).
 * With `spaced`, a hit closer than the spacing to the last one counts not.
 */
export function hitQuery(db: TDatabase, spaced: boolean) {
  const stale = sql`${authCounters.windowStart} <= ${sql.placeholder('windowEdge')}::timestamptz`;
  const now = sql.placeholder('now');
  return db
    .insert(authCounters)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      windowStart: now,
      count: 1,
      lastAt: now,
    })
    .onConflictDoUpdate({
      target: [authCounters.scope, authCounters.key],
      set: {
        count: sql`case when ${stale} then 1 else ${authCounters.count} + 1 end`,
        windowStart: sql`case when ${stale} then ${sql.placeholder('nowText')}::timestamptz else ${authCounters.windowStart} end`,
        lastAt: sql`${sql.placeholder('nowText')}::timestamptz`,
      },
      setWhere: spaced
        ? sql`${authCounters.lastAt} <= ${sql.placeholder('spacingEdge')}::timestamptz`
        : undefined,
    })
    .returning({ count: authCounters.count, windowStart: authCounters.windowStart });
}

/** The counters' keys: identifiers counted case-insensitively. */
const counterKey = (value: string) => value.trim().toLowerCase();

/** The values of `hitQuery`'s placeholders for one hit at `now`. */
export function hitParams(
  scope: string,
  id: string,
  options: { periodSeconds: number; spacingSeconds?: number },
  now: Date,
) {
  return {
    scope,
    key: counterKey(id),
    now,
    nowText: now.toISOString(),
    windowEdge: new Date(now.getTime() - options.periodSeconds * 1000).toISOString(),
    spacingEdge: new Date(now.getTime() - (options.spacingSeconds ?? 0) * 1000).toISOString(),
  };
}

/**
 * Persistent counters for limits over hours or days (see the auth_counters table). Each hit is
 * one atomic upsert, so simultaneous requests on several instances count exactly.
 */
export function createAuthCounters(db: TDatabase): TCounterStore {
  const plainHit = preparedOnce(() => hitQuery(db, false).prepare('auth_counters_hit'));
  const spacedHit = preparedOnce(() => hitQuery(db, true).prepare('auth_counters_hit_spaced'));
  return {
    /**
     * Counts one event of `scope` for `id` in a window of `periodSeconds`. With `spacingSeconds`,
     * an event closer than that to the previous one is not counted and not allowed.
     */
    async hit(
      scope: string,
      id: string,
      options: { periodSeconds: number; max: number; spacingSeconds?: number },
    ): Promise<TCounterHit> {
      const now = new Date();
      const statement = options.spacingSeconds ? spacedHit() : plainHit();
      const [row] = await statement.execute(hitParams(scope, id, options, now));
      if (!row) return { allowed: false, count: Number.NaN, windowStart: now };
      return { allowed: row.count <= options.max, count: row.count, windowStart: row.windowStart };
    },

    /** The count of `scope` for `id` in its current window (0 when the window is over). */
    async count(scope: string, id: string, periodSeconds: number): Promise<number> {
      const [row] = await db
        .select({ count: authCounters.count, windowStart: authCounters.windowStart })
        .from(authCounters)
        .where(and(eq(authCounters.scope, scope), eq(authCounters.key, counterKey(id))));
      if (!row || row.windowStart.getTime() <= Date.now() - periodSeconds * 1000) return 0;
      return row.count;
    },

    /** Gives one hit back, in one statement (never below 0). */
    async release(scope: string, id: string): Promise<void> {
      await db
        .update(authCounters)
        .set({ count: sql`greatest(${authCounters.count} - 1, 0)` })
        .where(and(eq(authCounters.scope, scope), eq(authCounters.key, counterKey(id))));
    },
  };
}
export type TAuthCounters = TCounterStore;
