import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../testing/inject-login';
import { describeApi } from '../../../testing/test-app';

const OWNER_HOME = '192.0.2.10';

describeApi('brute-force policy: the owner at home', (app) => {
  const login = (body: { login: string; password: string }, remoteAddress: string) =>
    app().inject({ method: 'POST', url: '/api/v1/auth/authenticate', payload: body, remoteAddress });

  it('keeps the owner in from their usual address while an attacker elsewhere is locked out', async () => {
    expect((await login({ login: 'mmartin01', password: DEMO_PASSWORD }, OWNER_HOME)).statusCode).toBe(200);
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt += 1)
      answers.push(
        (await login({ login: 'mmartin01', password: `Wrong#${attempt}aaaa` }, `198.51.100.${attempt}`))
          .statusCode,
      );
    expect(answers.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(answers[4]).toBe(423);
    // Locked for everyone else, even with the right password.
    const elsewhere = await login({ login: 'mmartin01', password: DEMO_PASSWORD }, '203.0.113.7');
    expect(elsewhere.statusCode).toBe(423);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(0);
    // Neither 423 nor 429 for the owner at home.
    expect((await login({ login: 'mmartin01', password: DEMO_PASSWORD }, OWNER_HOME)).statusCode).toBe(200);
  });
});

/**
 * The brute-force policy: an attacker elsewhere is slowed and locked out, the owner at their
 * usual address is not; locks are temporary and grow, then permanent.
 */
describeApi(
  'brute-force policy on auth/authenticate',
  (app) => {
    const login = (body: { login: string; password: string }, remoteAddress: string) =>
      app().inject({ method: 'POST', url: '/api/v1/auth/authenticate', payload: body, remoteAddress });
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('lifts a temporary lock when its time is over, doubles the next one, then locks for good', async () => {
      const attacker = '198.51.100.200';
      let round = 0;
      const wrongFive = async () => {
        const statuses: number[] = [];
        round += 1;
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          const address = `198.51.100.${200 + round}`;
          statuses.push(
            (await login({ login: 'lgarcia01', password: `Wrong#${attempt}bbbb` }, address)).statusCode,
          );
        }
        return statuses;
      };
      expect(await wrongFive()).toEqual([401, 401, 401, 401, 423]);
      expect((await login({ login: 'lgarcia01', password: DEMO_PASSWORD }, attacker)).statusCode).toBe(423);
      await sleep(1100);
      // The second lock lasts 2 s: still locked after 1.1 s.
      expect(await wrongFive()).toEqual([401, 401, 401, 401, 423]);
      await sleep(1100);
      expect((await login({ login: 'lgarcia01', password: DEMO_PASSWORD }, '203.0.113.8')).statusCode).toBe(
        423,
      );
      await sleep(1000);
      // Third lock: permanent (LOCK_PERMANENT_AFTER=3), whatever the wait.
      expect(await wrongFive()).toEqual([401, 401, 401, 401, 423]);
      await sleep(4200);
      const after = await login({ login: 'lgarcia01', password: DEMO_PASSWORD }, '203.0.113.9');
      expect(after.statusCode).toBe(423);
      expect(after.json().errorCode).toBe('login.error.locked');
    });

    it('locks unknown logins on the same count, so locking tells nothing', async () => {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt += 1)
        statuses.push(
          (await login({ login: 'ghost00042', password: 'Wrong#aaaaaa1' }, `198.51.100.${50 + attempt}`))
            .statusCode,
        );
      expect(statuses).toEqual([401, 401, 401, 401, 423]);
    });

    it('answers 429 to an address guessing across many logins, and only to it', async () => {
      const guesser = '198.51.100.250';
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 7; attempt += 1)
        statuses.push(
          (await login({ login: `nobody${attempt}000`, password: 'Wrong#aaaaaa1' }, guesser)).statusCode,
        );
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
      expect(
        (await login({ login: 'grossi0001', password: 'Wrong#aaaaaa1' }, '198.51.100.251')).statusCode,
      ).toBe(401);
    });

    it('does not let the per-login request limit refuse the owner their right password', async () => {
      expect((await login({ login: 'jdupont01', password: DEMO_PASSWORD }, OWNER_HOME)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 12; attempt += 1)
        await login({ login: 'jdupont01', password: `Wrong#${attempt}cccc` }, `198.51.101.${attempt}`);
      expect((await login({ login: 'jdupont01', password: DEMO_PASSWORD }, OWNER_HOME)).statusCode).toBe(200);
    });
  },
  {
    LOCK_BASE_SECONDS: '1',
    LOCK_MAX_SECONDS: '60',
    LOCK_PERMANENT_AFTER: '3',
    ADDRESS_MAX_FAILURES_PER_HOUR: '6',
    IDENTIFIER_RATE_LIMIT_PER_MINUTE: '10',
  },
);
