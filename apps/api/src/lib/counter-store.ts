/** `windowStart`: when the counted window opened (the limit lifts one period later). */
export type TCounterHit = { allowed: boolean; count: number; windowStart: Date };

/**
 * The port of the persistent counters (limits over minutes, hours or days) the shared limiters
 * use. auth's counters repository (modules/auth/attempts/counters.repository.ts) implements it;
 * app.ts hands it in.
 */
export type TCounterStore = {
  /**
   * Counts one event of `scope` for `id` in a window of `periodSeconds`. With `spacingSeconds`,
   * an event closer than that to the previous one is not counted and not allowed.
   */
  hit(
    scope: string,
    id: string,
    options: { periodSeconds: number; max: number; spacingSeconds?: number },
  ): Promise<TCounterHit>;
  /** The count of `scope` for `id` in its current window (0 when the window is over). */
  count(scope: string, id: string, periodSeconds: number): Promise<number>;
  /** Gives one hit back (a budget taken before knowing the event was not one to count). */
  release(scope: string, id: string): Promise<void>;
};
