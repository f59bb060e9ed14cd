/** Outcome of polling: the first answer that settles, or a timeout after the maximum period. */
export type TPollOutcome<T> = { kind: 'settled'; value: T } | { kind: 'timeout' };

/**
 * Calls `attempt` every `intervalMs` until it answers a settled value (not undefined) or
 * `maxPeriodMs` has passed (spec 3 §9 STATUS_RETRY_INTERVAL_MS, MAX_PERIOD_RETRY_MS). An error
 * thrown by `attempt` ends the polling with that error. `signal` stops it (the page was left).
 */
export async function poll<T>(
  attempt: () => Promise<T | undefined>,
  { intervalMs, maxPeriodMs, signal }: { intervalMs: number; maxPeriodMs: number; signal: AbortSignal },
  now: () => number = Date.now,
): Promise<TPollOutcome<T>> {
  const deadline = now() + maxPeriodMs;
  for (;;) {
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    const value = await attempt();
    if (value !== undefined) return { kind: 'settled', value };
    if (now() + intervalMs > deadline) return { kind: 'timeout' };
    await new Promise<void>((resolve) => setTimeout(resolve, intervalMs));
  }
}
