// Issue 15 §3: a PostgreSQL register of 1.5 million holders and about 30 million operations (most
// holders a few, a thousand of them 5,000, ten of them 300,000), then the login and the signed-in
// reads for random holders at 10 connections, beside the bare server measured before and after.
// Reads are measured twice: on the server as deployed (repeat reads answered from the read
// cache) and on a second server with the cache off, where every read reaches the database.
import { loginHolder } from '../lib/bench-register.js';
import { verificationTimes } from '../lib/hash-limit.js';
import { measureLoad, type LoadFigures, type LoadTarget } from '../lib/load.js';
import { startPrivatePostgres } from '../lib/private-postgres.js';
import { startBareFastify, startNomina, type RunningServer } from '../lib/processes.js';
import { REGISTER_DIR, REGISTER_HOLDERS, buildRegister } from '../lib/register-build.js';
import { formatNumber, median, percentile, printLoadTable, printTarget } from '../lib/report.js';
import type { StandaloneScenario } from './scenario.types.js';

const PASSWORD = 'Nomina#Demo2025';
const CONNECTIONS = 10;
const SIGNED_IN_HOLDERS = 100;
const LOGIN_SAMPLES = 40;
/** Logins answered and discarded first, as the load runs' warm-up: the server's code compiled, its pool open. */
const LOGIN_WARMUP = 20;
const TARGET_RATIO = 0.3;
const TARGET_P99_MS = 25;
const TARGET_LOGIN_OVERHEAD_MS = 5;

const loginOf = (i: number) => `reg${String(i).padStart(7, '0')}`;
const randomHolder = () => 1 + Math.floor(Math.random() * REGISTER_HOLDERS);

async function measureBare(): Promise<LoadFigures> {
  const bare = await startBareFastify();
  try {
    return await measureLoad({ url: `${bare.baseUrl}/` }, CONNECTIONS);
  } finally {
    await bare.stop();
  }
}

/**
 * What one round trip costs on this machine, to the bare server: back to back, and after a pause
 * as long as a hash (the processes asleep meanwhile, as a login's are while argon2 runs). A
 * login's steps run one after the other (its request, the lookup, the hash on its thread, the
 * session's insert, the answer), each waking a process that slept.
 */
async function roundTrips(pauseMs: number): Promise<{ hot: number; afterPause: number }> {
  const bare = await startBareFastify();
  const once = async () => {
    const started = performance.now();
    await (await fetch(`${bare.baseUrl}/`)).arrayBuffer();
    return performance.now() - started;
  };
  try {
    const hot: number[] = [];
    const afterPause: number[] = [];
    for (let sample = 0; sample < LOGIN_WARMUP; sample += 1) await once();
    for (let sample = 0; sample < LOGIN_SAMPLES; sample += 1) hot.push(await once());
    for (let sample = 0; sample < LOGIN_SAMPLES; sample += 1) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      afterPause.push(await once());
    }
    return { hot: median(hot), afterPause: median(afterPause) };
  } finally {
    await bare.stop();
  }
}

/** Login latencies of random holders, one at a time, beside argon2id's own verification time. */
async function measureLogins(nomina: RunningServer): Promise<{ login: number[]; argon2: number[] }> {
  for (let sample = 0; sample < LOGIN_WARMUP; sample += 1)
    await loginHolder(nomina.baseUrl, { login: loginOf(randomHolder()), password: PASSWORD });
  const login: number[] = [];
  for (let sample = 0; sample < LOGIN_SAMPLES; sample += 1) {
    const started = performance.now();
    await loginHolder(nomina.baseUrl, { login: loginOf(randomHolder()), password: PASSWORD });
    login.push(performance.now() - started);
  }
  const response = await fetch(`${nomina.baseUrl}/api/health`);
  if (!response.ok) throw new Error('the server stopped answering');
  return { login, argon2: await verificationTimes(LOGIN_SAMPLES) };
}

/** Requests spread over many signed-in holders: each request takes one at random. */
function randomHolders(baseUrl: string, tokens: string[], path: string): LoadTarget {
  return {
    url: `${baseUrl}/api/v1/business/${path}`,
    setupRequest: (request) => ({
      ...request,
      headers: {
        ...request.headers,
        authorization: `Bearer ${tokens[Math.floor(Math.random() * tokens.length)]}`,
      },
    }),
  };
}

async function signIn(baseUrl: string, holders: number[]): Promise<string[]> {
  const tokens: string[] = [];
  for (const i of holders) tokens.push(await loginHolder(baseUrl, { login: loginOf(i), password: PASSWORD }));
  return tokens;
}

const HISTORY = 'operation/historique?categorie=BOURSE&page=0&taille=20';

export const registerScale: StandaloneScenario = {
  name: `Registrar-scale register (${formatNumber(REGISTER_HOLDERS)} holders, PostgreSQL, random holders, ${CONNECTIONS} connections)`,
  async runAlone() {
    const postgres = await startPrivatePostgres(REGISTER_DIR);
    if (!postgres) return;
    try {
      console.log(`Building or resuming the register in ${REGISTER_DIR} (the first run takes minutes)…`);
      const started = performance.now();
      await buildRegister(postgres.url);
      console.log(`register ready in ${formatNumber((performance.now() - started) / 1000)} s`);
      const bareBefore = await measureBare();
      const nomina = await startNomina({ databaseUrl: postgres.url });
      const uncached = await startNomina({ databaseUrl: postgres.url, env: { READ_CACHE_TTL_SECONDS: '0' } });
      const rows: Array<[string, LoadFigures]> = [['bare Fastify hello world (before)', bareBefore]];
      try {
        const { login, argon2 } = await measureLogins(nomina);
        const holders = Array.from({ length: SIGNED_IN_HOLDERS }, randomHolder);
        const cachedTokens = await signIn(nomina.baseUrl, holders);
        const uncachedTokens = await signIn(uncached.baseUrl, holders);
        const giant = await signIn(uncached.baseUrl, [1]);
        const cached = {
          titres: await measureLoad(
            randomHolders(nomina.baseUrl, cachedTokens, 'portefeuille/titres'),
            CONNECTIONS,
          ),
          history: await measureLoad(randomHolders(nomina.baseUrl, cachedTokens, HISTORY), CONNECTIONS),
        };
        rows.push(
          [`portefeuille/titres, ${SIGNED_IN_HOLDERS} random holders, repeat reads`, cached.titres],
          ['operation/historique first page, the same, repeat reads', cached.history],
          [
            'portefeuille/titres, read cache off',
            await measureLoad(
              randomHolders(uncached.baseUrl, uncachedTokens, 'portefeuille/titres'),
              CONNECTIONS,
            ),
          ],
          [
            'operation/historique first page, read cache off',
            await measureLoad(randomHolders(uncached.baseUrl, uncachedTokens, HISTORY), CONNECTIONS),
          ],
          [
            'the same, the holder with 300,000 operations',
            await measureLoad(randomHolders(uncached.baseUrl, giant, HISTORY), CONNECTIONS),
          ],
        );
        const bareAfter = await measureBare();
        rows.push(['bare Fastify hello world (after)', bareAfter]);
        const bare = {
          ...bareBefore,
          requestsPerSecond: (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2,
        };
        printLoadTable(this.name, rows, bare);
        const drift = (bareAfter.requestsPerSecond / bareBefore.requestsPerSecond - 1) * 100;
        console.log(
          `        bare drift over the scenario: ${drift >= 0 ? '+' : ''}${formatNumber(drift, 1)} %`,
        );
        for (const [label, figures] of Object.entries(cached)) {
          const ratio = figures.requestsPerSecond / bare.requestsPerSecond;
          printTarget(
            `register ${label}, repeat reads, share of bare`,
            `${formatNumber(ratio * 100, 1)} %`,
            `≥ ${TARGET_RATIO * 100} %`,
            ratio >= TARGET_RATIO,
          );
          printTarget(
            `register ${label}, repeat reads, p99`,
            `${formatNumber(figures.p99Ms)} ms`,
            `≤ ${TARGET_P99_MS} ms`,
            figures.p99Ms <= TARGET_P99_MS,
          );
        }
        const overhead = median(login) - median(argon2);
        console.log(
          `        login of a random holder: p50 ${formatNumber(median(login), 1)} ms, p95 ${formatNumber(percentile(login, 0.95), 1)} ms; argon2id verification alone: p50 ${formatNumber(median(argon2), 1)} ms`,
        );
        const trips = await roundTrips(Math.round(median(argon2)));
        console.log(
          `        one round trip to the bare server: ${formatNumber(trips.hot, 2)} ms back to back, ${formatNumber(trips.afterPause, 2)} ms after a pause as long as a hash (processes that slept wake up)`,
        );
        printTarget(
          'login on the register, beyond argon2id',
          `${formatNumber(overhead, 1)} ms`,
          `≤ ${TARGET_LOGIN_OVERHEAD_MS} ms`,
          overhead <= TARGET_LOGIN_OVERHEAD_MS,
        );
      } finally {
        await uncached.stop();
        await nomina.stop();
      }
    } finally {
      postgres.stop();
    }
  },
};
