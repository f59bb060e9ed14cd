// Logins per second with argon2id (OWASP parameters), and what they do to everybody else.
// - Logins flat out, alone: their share of the cores' hash limit.
// - Translations at a steady rate (people opening pages) while logins run flat out: their p99,
//   against the same steady rate alone. argon2 runs on threads below the event loop's priority,
//   so these stay fast.
// - Beside them, the bare hello world at the same rate in the same window: when its p99 rises too,
//   the machine stalled (another tenant, the hypervisor), not the server's queue.
// - For information, translations flat out against logins flat out: both want every core, so
//   this row shows how the CPU is shared, not a target.
import { LOAD, measureLoad, type LoadFigures, type LoadTarget } from '../lib/load.js';
import { measurePaced } from '../lib/paced.js';
import { measureHashLimit } from '../lib/hash-limit.js';
import { cpuMeter, type CpuPerRequest } from '../lib/cpu-accounting.js';
import { formatNumber, printTable, printTarget } from '../lib/report.js';
import { recordRow } from '../lib/summary.js';
import type { Scenario } from './scenario.types.js';

const DEMO_LOGIN = { login: 'jdupont01', password: 'Nomina#Demo2025' };
/** Issue 15: logins at 90 % of the cores' hash limit or more, translations p99 within 20 ms meanwhile. */
const LOGIN_MIN_SHARE = 0.9;
const TRANSLATIONS_P99_MS = 20;
/** Hash limits before and after the logins further apart than this: the machine's speed moved. */
const LIMIT_SPREAD_WARNING = 0.1;
/** The steady translation load: a page every 10 ms, each request timed on its own. */
const STEADY_RATE = 100;

export const loginThroughput: Scenario = {
  name: 'Login throughput (argon2id) and translations while logins run',
  perDatabase: true,
  async run({ nomina, database, databasePid, anchor }) {
    const translations: LoadTarget = {
      url: `${nomina.baseUrl}/api/v1/resource/traduction/fr/1`,
      headers: { 'accept-encoding': 'gzip' },
    };
    const logins: LoadTarget = {
      url: `${nomina.baseUrl}/api/v1/auth/authenticate`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    };
    // First, while the server is idle: its queue of hashes would slow the measurement down after.
    const limit = await measureHashLimit();
    const steady = { ...translations, rate: STEADY_RATE };
    const steadyAlone = await measurePaced(steady, LOAD.durationSeconds);
    // Where a login's CPU goes: on a machine whose cores are all busy, it is what caps the row.
    const meter = cpuMeter({ serverPid: nomina.pid, databasePid });
    const loginFigures = await measureLoad(logins, LOAD.connections, { beforeMeasured: meter.start });
    const cpu = meter.perRequest(loginFigures.total);
    // Again once the logins ran (and the server's queue of them drained: under a second of
    // hashes at 50 connections): the machine's speed drifts, the limit is the mean of both.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const limitAfter = await measureHashLimit();
    const hashLimit = (limit.perSecond + limitAfter.perSecond) / 2;
    // Its own warm-up overlaps the logins' one, so it is measured while they run flat out.
    const steadyBare = { url: `${anchor.baseUrl}/`, rate: STEADY_RATE };
    const [, during, bareDuring] = await Promise.all([
      measureLoad(logins),
      measurePaced(steady, LOAD.durationSeconds - 1, LOAD.warmupSeconds),
      measurePaced(steadyBare, LOAD.durationSeconds - 1, LOAD.warmupSeconds),
    ]);
    const alone = await measureLoad(translations);
    const [loginsAgainst, flatDuring] = await Promise.all([measureLoad(logins), measureLoad(translations)]);
    const rows: Array<[string, LoadFigures]> = [
      ['POST /api/v1/auth/authenticate (flat out, alone)', loginFigures],
      [`GET  traduction/fr/1 at ${STEADY_RATE}/s alone`, steadyAlone],
      [`GET  traduction/fr/1 at ${STEADY_RATE}/s while logins run`, during],
      [`GET  bare hello world at ${STEADY_RATE}/s, the same window`, bareDuring],
      ['GET  traduction/fr/1 flat out, alone', alone],
      ['GET  traduction/fr/1 flat out, against logins flat out', flatDuring],
      ['POST /api/v1/auth/authenticate flat out, against it', loginsAgainst],
    ];
    printTable(
      this.name,
      ['load', 'req/s', 'p99 ms', 'non-2xx', 'errors'],
      rows.map(([label, figures]) => [
        label,
        formatNumber(figures.requestsPerSecond),
        formatNumber(figures.p99Ms),
        String(figures.non2xx),
        String(figures.errors),
      ]),
    );
    console.log(
      `\n        translations at ${STEADY_RATE}/s, p99: ${formatNumber(steadyAlone.p99Ms)} ms alone, ${formatNumber(during.p99Ms)} ms during logins (the bare hello world beside them: ${formatNumber(bareDuring.p99Ms)} ms); flat out: ${formatNumber(alone.p99Ms)} ms alone, ${formatNumber(flatDuring.p99Ms)} ms against logins flat out`,
    );
    const share = loginFigures.requestsPerSecond / hashLimit;
    console.log(
      `        the cores' hash limit: ${formatNumber(hashLimit)} checks/s (${limit.cores} cores; ${formatNumber(limit.perSecond)} before the logins, ${formatNumber(limitAfter.perSecond)} after; ${formatNumber(limit.hashMs, 1)} ms a check alone)`,
    );
    if (cpu) printCpu(cpu, hashLimit, databasePid !== undefined);
    printTarget(
      `logins flat out [${database}] ÷ the cores' hash limit`,
      `${formatNumber(loginFigures.requestsPerSecond)}/s = ${formatNumber(share * 100, 1)} %`,
      `≥ ${LOGIN_MIN_SHARE * 100} %`,
      share >= LOGIN_MIN_SHARE,
    );
    printTarget(
      `translations p99 at ${STEADY_RATE}/s while logins run [${database}]`,
      `${formatNumber(during.p99Ms)} ms`,
      `≤ ${TRANSLATIONS_P99_MS} ms`,
      during.p99Ms <= TRANSLATIONS_P99_MS,
    );
    recordRow(
      "logins flat out ÷ the cores' hash limit; translations p99 meanwhile",
      database,
      `${formatNumber(loginFigures.requestsPerSecond)}/s of ${formatNumber(hashLimit)} (${formatNumber(share * 100, 1)} %); ${formatNumber(during.p99Ms)} ms at ${STEADY_RATE}/s`,
      `≥ ${LOGIN_MIN_SHARE * 100} %; ≤ ${TRANSLATIONS_P99_MS} ms`,
      share >= LOGIN_MIN_SHARE && during.p99Ms <= TRANSLATIONS_P99_MS,
    );
    const limitSpread =
      Math.abs(limitAfter.perSecond - limit.perSecond) / Math.min(limit.perSecond, limitAfter.perSecond);
    if (limitSpread > LIMIT_SPREAD_WARNING)
      console.log(
        `WARNING the hash limit moved ${formatNumber(limitSpread * 100)} % between before and after the logins: the machine's speed changed meanwhile, and the login row is not reliable in this run.`,
      );
    if (loginFigures.total === 0)
      console.log(
        'WARNING no login was answered within the measured run: likely still hashing the logins the warm-up queued; try a longer BENCH_SECONDS on a quieter machine.',
      );
    if (loginFigures.non2xx > 0)
      console.log(
        `WARNING ${loginFigures.non2xx} logins were refused; the login figures are not comparable.`,
      );
  },
};

/** A login's CPU by whom, and the logins a second the cores allow at that cost. */
function printCpu(cpu: CpuPerRequest, hashLimit: number, postgres: boolean) {
  const ms = (value: number) => formatNumber(value, 2);
  const database = postgres ? `, PostgreSQL ${ms(cpu.databaseMs)} ms` : ' (the embedded database included)';
  console.log(
    `        CPU per login, logins flat out: argon2's threads ${ms(cpu.hashThreadsMs)} ms, the server's event loop ${ms(cpu.serverMainMs)} ms${database}, its other threads (V8, libuv) ${ms(cpu.serverThreadsMs)} ms, the load generator ${ms(cpu.loadGeneratorMs)} ms; cores busy ${formatNumber(cpu.machineBusy * 100)} %`,
  );
  console.log(
    `        the cores allow ${formatNumber(cpu.ceilingPerSecond)} logins/s at that cost (${formatNumber((cpu.ceilingPerSecond / hashLimit) * 100, 1)} % of the hash limit)`,
  );
}
