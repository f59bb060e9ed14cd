// Several instances on one PostgreSQL database (issue 15 §4): three API processes behind a
// round-robin proxy. Shows that the per-address limit and the password locks hold across them,
// that a logout on one instance is seen by the others at once, and that the holder's session
// survives one instance being killed in the middle of a load run.
import autocannon from 'autocannon';
import { BENCH_HOLDER } from '../lib/bench-register.js';
import { startNomina, type RunningServer } from '../lib/processes.js';
import { formatNumber, printTarget } from '../lib/report.js';
import { startRoundRobinProxy } from '../lib/round-robin-proxy.js';
import type { Scenario } from './scenario.types.js';

const INSTANCES = 3;
/**
 * Per address and minute on credential endpoints (logout allows three times as many): room for
 * the scenario's own logins, few enough to reach the logout limit quickly.
 */
const AUTH_LIMIT = 20;
const LOGOUT_LIMIT = AUTH_LIMIT * 3;
const MAX_PASSWORD_ATTEMPTS = 5;
const LOCK_LOGIN = 'mmartin01';

async function login(
  baseUrl: string,
  password: string = BENCH_HOLDER.password,
  who: string = BENCH_HOLDER.login,
) {
  return fetch(`${baseUrl}/api/v1/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: who, password }),
  });
}

export const threeInstances: Scenario = {
  name: `${INSTANCES} instances on one PostgreSQL database behind a round-robin proxy`,
  perDatabase: true,
  async run({ nomina, database }) {
    const databaseUrl = nomina.databaseUrl;
    if (database !== 'PostgreSQL' || !databaseUrl) {
      console.log('SKIPPED on the embedded database: one process owns a PGlite folder.');
      return;
    }
    const env = {
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT),
      MAX_PASSWORD_ATTEMPTS: String(MAX_PASSWORD_ATTEMPTS),
    };
    const servers: RunningServer[] = [];
    try {
      for (let n = 0; n < INSTANCES; n += 1) servers.push(await startNomina({ databaseUrl, env }));
      const proxy = await startRoundRobinProxy(servers.map((server) => server.baseUrl));
      try {
        // 1. A logout on one instance, seen by the others (first: the limits below use up the address).
        const token = ((await (await login(servers[0]!.baseUrl)).json()) as { token: string }).token;
        const titres = (server: RunningServer) =>
          fetch(`${server.baseUrl}/api/v1/business/portefeuille/titres`, {
            headers: { authorization: `Bearer ${token}` },
          });
        for (const server of servers) {
          const warm = await titres(server); // every cache warm
          if (!warm.ok) throw new Error(`a signed-in read answered ${warm.status}`);
        }
        const logout = await fetch(`${servers[0]!.baseUrl}/api/v1/auth/logout`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
        if (!logout.ok) throw new Error(`the logout on instance 1 answered ${logout.status}`);
        const loggedOutAt = performance.now();
        const seenAfter: string[] = [];
        for (const server of servers.slice(1)) {
          let status = (await titres(server)).status;
          let polls = 1;
          while (status !== 401 && performance.now() - loggedOutAt < 2000) {
            status = (await titres(server)).status;
            polls += 1;
          }
          seenAfter.push(
            `${formatNumber(performance.now() - loggedOutAt, 1)} ms (${polls} request${polls > 1 ? 's' : ''})`,
          );
        }
        console.log(`        logout on instance 1 seen by instances 2 and 3 after: ${seenAfter.join(', ')}`);

        // 2. The per-address limit, counted once for all instances.
        const statuses: number[] = [];
        for (let n = 0; n < LOGOUT_LIMIT + 6; n += 1) {
          const answer = await fetch(`${proxy.baseUrl}/api/v1/auth/logout`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          });
          statuses.push(answer.status);
        }
        // The logout of step 1 came from the same address a moment before: it is counted too.
        const allowed = statuses.filter((status) => status !== 429).length + 1;
        printTarget(
          'logout requests allowed from one address over 3 instances (with the logout of step 1)',
          `${allowed - 1} + 1 = ${allowed}`,
          `${LOGOUT_LIMIT}, not ${LOGOUT_LIMIT * INSTANCES}`,
          allowed === LOGOUT_LIMIT,
        );

        // 3. The password lock, counted once for all instances.
        const wrong: number[] = [];
        for (let n = 0; n < MAX_PASSWORD_ATTEMPTS + 1; n += 1)
          wrong.push((await login(servers[n % INSTANCES]!.baseUrl, 'Wrong#Password1', LOCK_LOGIN)).status);
        const right = await login(servers[0]!.baseUrl, BENCH_HOLDER.password, LOCK_LOGIN);
        printTarget(
          `${LOCK_LOGIN} after ${MAX_PASSWORD_ATTEMPTS} wrong passwords spread over the instances, then the right one`,
          `answers ${wrong.join(', ')} then ${right.status}`,
          'refused (locked, not rate-limited) with the right password',
          right.status !== 200 && right.status !== 429 && !wrong.includes(429),
        );

        // 3b. An unknown login locks on the same count, whichever instance answers (its state is
        // a row of the database too, so locking tells nothing about which logins exist).
        const ghost: number[] = [];
        for (let n = 0; n < MAX_PASSWORD_ATTEMPTS; n += 1)
          ghost.push((await login(servers[n % INSTANCES]!.baseUrl, 'Wrong#Password1', 'ghost00099')).status);
        printTarget(
          `an unknown login after ${MAX_PASSWORD_ATTEMPTS} wrong passwords spread over the instances`,
          `answers ${ghost.join(', ')}`,
          `401 then 423 at the ${MAX_PASSWORD_ATTEMPTS}th, as a real login`,
          ghost.at(-1) === 423 && ghost.slice(0, -1).every((status) => status === 401),
        );

        // 4. One instance killed in the middle of a load run through the proxy.
        const signedIn = await login(servers[1]!.baseUrl);
        if (!signedIn.ok) throw new Error(`the login for the load run answered ${signedIn.status}`);
        const fresh = ((await signedIn.json()) as { token: string }).token;
        const connections = 10;
        const run = autocannon({
          url: `${proxy.baseUrl}/api/v1/business/portefeuille/titres`,
          headers: { authorization: `Bearer ${fresh}` },
          connections,
          duration: 8,
        });
        setTimeout(() => servers[2]!.kill?.(), 3000);
        const result = await run;
        const failed = result.non2xx + result.errors + result.timeouts;
        printTarget(
          `requests failed when instance 3 was killed at 3 s of 8 (${formatNumber(result.requests.total)} sent, ${proxy.retried()} sent again after a refused or broken connection)`,
          String(failed),
          `≤ ${connections} (those in flight)`,
          failed <= connections,
        );
      } finally {
        await proxy.stop();
      }
    } finally {
      for (const server of servers) await server.stop();
    }
  },
};
