import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { hashPassword } from '../../../lib/password';
import { createUsersRepository } from '../users/users.repository';
import { DEMO_PASSWORD } from '../../../testing/inject-login';
import { describeApi, useInstances } from '../../../testing/test-app';

/**
 * Issue 15 §4: every count of the brute-force policy lives in the database (per address, per
 * login and address, per unknown login, per account), so requests spread over instances (a
 * second instance on the same PostgreSQL database here) or sent at once count exactly once each.
 */
describeApi(
  'login locks shared by every instance',
  (app) => {
    const { all: instances } = useInstances(app);
    const login = (instance: FastifyInstance, body: { login: string; password: string }, address: string) =>
      instance.inject({
        method: 'POST',
        url: '/api/v1/auth/authenticate',
        payload: body,
        remoteAddress: address,
      });
    /** One request after the other, each on the next instance. */
    const spread = async (
      count: number,
      send: (instance: FastifyInstance, n: number) => ReturnType<typeof login>,
    ) => {
      const statuses: number[] = [];
      for (let n = 0; n < count; n += 1) {
        const all = instances();
        statuses.push((await send(all[n % all.length]!, n)).statusCode);
      }
      return statuses;
    };

    it('locks a login at one address after the limit counted over the instances, the owner too', async () => {
      const home = '192.0.2.44';
      expect((await login(app(), { login: 'mmartin01', password: DEMO_PASSWORD }, home)).statusCode).toBe(
        200,
      );
      const statuses = await spread(5, (instance, n) =>
        login(instance, { login: 'mmartin01', password: `Wrong#${n}aaaa` }, home),
      );
      expect(statuses).toEqual([401, 401, 401, 401, 423]);
      for (const instance of instances())
        expect(
          (await login(instance, { login: 'mmartin01', password: DEMO_PASSWORD }, home)).statusCode,
        ).toBe(423);
      // Elsewhere the owner's account is not locked: a mistyping at home counts at home only.
      expect(
        (await login(app(), { login: 'mmartin01', password: DEMO_PASSWORD }, '192.0.2.45')).statusCode,
      ).toBe(200);
    });

    it('starts the count at an address afresh with a new password', async () => {
      const home = '192.0.2.46';
      const statuses = await spread(5, (instance, n) =>
        login(instance, { login: 'rfaure0001', password: `Wrong#${n}dddd` }, home),
      );
      expect(statuses.at(-1)).toBe(423);
      const [owner] = await app()
        .db.select({ id: users.id })
        .from(users)
        .where(eq(users.login, 'rfaure0001'));
      await createUsersRepository(app().db).setPassword(owner!.id, await hashPassword('Nouveau#Mot2026'));
      for (const instance of instances())
        expect(
          (await login(instance, { login: 'rfaure0001', password: 'Nouveau#Mot2026' }, home)).statusCode,
        ).toBe(200);
    });

    it('locks an unknown login on the same count over the instances', async () => {
      const statuses = await spread(5, (instance, n) =>
        login(instance, { login: 'ghost00077', password: 'Wrong#aaaaaa1' }, `198.51.100.${60 + n}`),
      );
      expect(statuses).toEqual([401, 401, 401, 401, 423]);
    });

    it('answers 429 to an address past its wrong passwords of the hour, counted over the instances', async () => {
      const statuses = await spread(7, (instance, n) =>
        login(instance, { login: `nobody${n}777`, password: 'Wrong#aaaaaa1' }, '198.51.100.240'),
      );
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    });

    it('counts wrong passwords sent at once exactly once each, and locks at the limit', async () => {
      const all = instances();
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, n) =>
          login(
            all[n % all.length]!,
            { login: 'grossi0001', password: `Wrong#${n}bbbb` },
            `203.0.113.${n + 1}`,
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      // Four refusals, then the fifth locks: whatever ran at the same time saw the lock.
      expect(statuses.filter((status) => status === 401)).toHaveLength(4);
      expect(statuses.filter((status) => status === 423)).toHaveLength(8);
      const [row] = await app()
        .db.select({
          failedAttempts: users.failedAttempts,
          lockouts: users.lockouts,
          lockedUntil: users.lockedUntil,
        })
        .from(users)
        .where(eq(users.login, 'grossi0001'));
      expect(row).toMatchObject({ failedAttempts: 5, lockouts: 1, lockedUntil: expect.any(Date) });
    });
  },
  { ADDRESS_MAX_FAILURES_PER_HOUR: '6', IDENTIFIER_RATE_LIMIT_PER_MINUTE: '50' },
);
