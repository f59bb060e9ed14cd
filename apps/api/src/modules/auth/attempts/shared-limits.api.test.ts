import type { FastifyInstance } from 'fastify';
import { expect, it, vi } from 'vitest';
import { createAuthCounters } from './counters.repository';
import { createIdentifierLimiter } from '../../../lib/identifier-limiter';
import { describeApi, useInstances } from '../../../testing/test-app';

/**
 * Issue 15 §4: the per-identifier and per-address limits live in the database, so they hold
 * across every instance (a second instance on the same PostgreSQL database here).
 */
describeApi(
  'limits shared by every instance',
  (app) => {
    const { all: instances } = useInstances(app);

    it('refuses the request past the limit for one identifier only, case-insensitively', async () => {
      const hit = createIdentifierLimiter(createAuthCounters(app().db), 2);
      await hit('login-a', 'jdupont01');
      await hit('login-a', 'JDUPONT01');
      await expect(hit('login-a', 'jdupont01')).rejects.toThrow('general.error.ratelimit');
      await expect(hit('login-a', 'mmartin01')).resolves.toBeUndefined();
      await expect(hit('forgot-a', 'jdupont01')).resolves.toBeUndefined();
    });

    it('opens a new window after a minute', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const hit = createIdentifierLimiter(createAuthCounters(app().db), 1);
        await hit('login-b', 'a');
        await expect(hit('login-b', 'a')).rejects.toThrow();
        vi.advanceTimersByTime(60_001);
        await expect(hit('login-b', 'a')).resolves.toBeUndefined();
      } finally {
        vi.useRealTimers();
      }
    });

    it('counts one identifier across instances', async () => {
      const limiters = instances().map((instance) =>
        createIdentifierLimiter(createAuthCounters(instance.db), 3),
      );
      for (let n = 0; n < 3; n += 1) await limiters[n % limiters.length]!('login-c', 'rfaure0001');
      for (const hit of limiters)
        await expect(hit('login-c', 'rfaure0001')).rejects.toThrow('general.error.ratelimit');
    });

    it('counts the login requests of one address across instances, with the time to retry', async () => {
      const login = (instance: FastifyInstance, address: string) =>
        instance.inject({
          method: 'POST',
          url: '/api/v1/auth/authenticate',
          payload: { login: 'nobody-here', password: 'Wrong#Password1' },
          remoteAddress: address,
        });
      // Two requests a minute allowed (AUTH_RATE_LIMIT_PER_MINUTE), each on another instance.
      const [one, two = one] = instances();
      expect((await login(one!, '198.51.100.9')).statusCode).toBe(401);
      expect((await login(two!, '198.51.100.9')).statusCode).toBe(401);
      for (const instance of instances()) {
        const refused = await login(instance, '198.51.100.9');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ errorCode: 'general.error.ratelimit' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect((await login(app(), '198.51.100.10')).statusCode).toBe(401);
    });

    it('counts one address across instances, per route', async () => {
      // Logout allows three times AUTH_RATE_LIMIT_PER_MINUTE (2 here) a minute and address.
      const logout = (instance: FastifyInstance) =>
        instance.inject({
          method: 'POST',
          url: '/api/v1/auth/logout',
          payload: {},
          remoteAddress: '198.51.100.7',
        });
      const statuses: number[] = [];
      for (let n = 0; n < 6; n += 1)
        statuses.push((await logout(instances()[n % instances().length]!)).statusCode);
      expect(statuses.every((status) => status !== 429)).toBe(true);
      for (const instance of instances()) {
        const refused = await logout(instance);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ errorCode: expect.any(String) });
      }
      // Another address, and another route, still get through.
      const elsewhere = await app().inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        payload: {},
        remoteAddress: '198.51.100.8',
      });
      expect(elsewhere.statusCode).not.toBe(429);
    });
  },
  { AUTH_RATE_LIMIT_PER_MINUTE: '2' },
);
