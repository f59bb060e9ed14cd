/** Spec 2 §4 step 9 and §9: status polling and the analysis spinner. */
export const POLL_FIRST_DELAY_MS = 6000;
export const POLL_STEP_MS = 1000;
export const POLL_MIN_DELAY_MS = 1000;
export const POLL_FAIL_COUNTER = 5;
export const SPINNER_DURATION_MS = 35_000;
export const SPINNER_TICK_MS = 100;

/** The wait before poll round `round` (0-based): 6 s, then 1 s less each round, never under 1 s. */
export function pollDelay(round: number): number {
  return Math.max(POLL_MIN_DELAY_MS, POLL_FIRST_DELAY_MS - round * POLL_STEP_MS);
}

/** `error`: what the last failed status query threw, when the failure came from queries. */
export type TPollOutcome =
  { kind: 'done'; status: string; scoreRange: string | null } | { kind: 'failed'; error?: unknown };

/**
 * Polls until the status is DONE or ERROR. Each round decrements the fail counter; a non-final
 * status restores it and polling repeats; a failed query leaves it lowered; at 0 a failure is emitted.
 */
export async function pollStatus(
  query: () => Promise<{ status: string; scoreRange: string | null }>,
  wait: (ms: number) => Promise<void>,
  isCancelled: () => boolean = () => false,
): Promise<TPollOutcome> {
  let counter = POLL_FAIL_COUNTER;
  for (let round = 0; ; round++) {
    await wait(pollDelay(round));
    if (isCancelled()) return { kind: 'failed' };
    const before = counter;
    counter -= 1;
    try {
      const answer = await query();
      if (answer.status === 'DONE' || answer.status === 'ERROR')
        return { kind: 'done', status: answer.status, scoreRange: answer.scoreRange };
      counter = before;
    } catch (error) {
      if (counter <= 0) return { kind: 'failed', error };
    }
  }
}

/** Spinner percentage after `elapsedMs` of the 35 s analysis. */
export function spinnerPercent(elapsedMs: number): number {
  return Math.min(100, (elapsedMs / SPINNER_DURATION_MS) * 100);
}
