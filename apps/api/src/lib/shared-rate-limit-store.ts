import type { TCounterStore } from './counter-store';

import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

type TRateState = { current: number; ttl: number };
type TCallback = (error: Error | null, state?: TRateState) => void;
type TRouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/**
 * @fastify/rate-limit's store on the database's atomic counters, so the per-address limits hold
 * across every instance behind a load balancer (the plugin's default store counts per process).
 * Each route counts apart, as the plugin's own stores do. A database error lets the request
 * through, as `skipOnError` would: the limits slow an attacker; they must not take the login down.
 */
export function sharedRateLimitStore(counters: TCounterStore): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalParams: unknown,
      private readonly scope = 'rate',
    ) {}

    incr(key: string, callback: TCallback, timeWindow: number, max: number): void {
      const periodSeconds = Math.max(1, Math.ceil(timeWindow / 1000));
      counters.hit(this.scope, key, { periodSeconds, max }).then(
        ({ count, windowStart }) =>
          callback(null, {
            current: count,
            ttl: Math.max(0, windowStart.getTime() + timeWindow - Date.now()),
          }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: TCallback, timeWindow: number): void {
      const periodSeconds = Math.max(1, Math.ceil(timeWindow / 1000));
      counters.count(this.scope, key, periodSeconds).then(
        (current) => callback(null, { current, ttl: timeWindow }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: TRouteOptions): SharedRateLimitStore {
      // At run time the plugin passes its merged settings with the route as `routeInfo`.
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const method = [route?.method ?? ''].flat().join(',');
      return new SharedRateLimitStore(routeOptions, `rate:${method} ${route?.url ?? ''}`);
    }
  };
}
