import { ERROR_CODES } from '@nomina/domain';
import { AppError } from './app-error';

/**
 * Counts requests per identifier (a login, an e-mail, a phone, a verification key) in fixed
 * one-minute windows, whatever address they come from: the per-address limit alone would let a
 * botnet spread password guesses or message floods over many addresses. In memory: each server
 * instance counts its own share.
 */
export function createIdentifierLimiter(maxPerMinute: number) {
  const windows = new Map<string, { count: number; startedAt: number }>();
  return function hit(scope: string, identifier: string): void {
    const key = `${scope}:${identifier.trim().toLowerCase()}`;
    const now = Date.now();
    const current = windows.get(key);
    const window = current && now - current.startedAt < 60_000 ? current : { count: 0, startedAt: now };
    window.count += 1;
    windows.set(key, window);
    if (windows.size > 100_000) {
      for (const [name, entry] of windows) if (now - entry.startedAt >= 60_000) windows.delete(name);
    }
    if (window.count > maxPerMinute) throw new AppError(429, ERROR_CODES.tooManyRequests);
  };
}
export type TIdentifierLimiter = ReturnType<typeof createIdentifierLimiter>;
