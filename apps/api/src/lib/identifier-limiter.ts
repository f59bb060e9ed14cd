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

/**
 * Messages (SMS or e-mail) to one destination over a day, whoever asks them: a per-minute limit
 * alone lets a script send about 14,000 SMS a day to one number. Gives whether one more may go.
 */
export function createMessageBudget(counters: TCounterStore, maxPerDay: number) {
  return async function mayMessage(destination: string): Promise<boolean> {
    const { allowed } = await counters.hit('day:message', destination, {
      periodSeconds: 86_400,
      max: maxPerDay,
    });
    return allowed;
  };
}
export type TMessageBudget = ReturnType<typeof createMessageBudget>;
