import { ERROR_CODES } from '@nomina/domain';
import { AppError } from './app-error';
import type { TCounterStore } from './counter-store';

/**
 * Counts requests per identifier (a login, an e-mail, a phone, a verification key) in fixed
 * one-minute windows, whatever address they come from: the per-address limit alone would let a
 * botnet spread password guesses or message floods over many addresses. The counts live in the
 * database (one atomic upsert a hit), so every instance behind a load balancer shares them.
 */
export function createIdentifierLimiter(counters: TCounterStore, maxPerMinute: number) {
  return async function hit(scope: string, identifier: string): Promise<void> {
    const { allowed } = await counters.hit(`minute:${scope}`, identifier, {
      periodSeconds: 60,
      max: maxPerMinute,
    });
    if (!allowed) throw new AppError(429, ERROR_CODES.tooManyRequests);
  };
}
export type TIdentifierLimiter = ReturnType<typeof createIdentifierLimiter>;
