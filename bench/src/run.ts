// `npm run bench`: starts the built server once on a fresh database, then runs each scenario.
// Benchmarks print figures beside their targets; they never fail a test run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { anchorFor } from './lib/anchor.js';
import { ROOT, SERVER_ENTRY, startBareFastify, startNomina } from './lib/processes.js';
import { prepareBenchRegister } from './lib/bench-register.js';
import { startPrivatePostgres } from './lib/private-postgres.js';
import { formatNumber } from './lib/report.js';
import { printSummary, recordDrift } from './lib/summary.js';
import { apiThroughput } from './scenarios/api-throughput.js';
import { coldLoad } from './scenarios/cold-load.js';
import { lighthouseMobile } from './scenarios/lighthouse.js';
import { restart } from './scenarios/restart.js';
import { historyDepth } from './scenarios/history-depth.js';
import { holderThroughput } from './scenarios/holder-throughput.js';
import { loginJsSize } from './scenarios/login-js-size.js';
import { loginThroughput } from './scenarios/login-throughput.js';
import { orderFaults } from './scenarios/order-faults.js';
import { registerScale } from './scenarios/register.js';
import { threeInstances } from './scenarios/three-instances.js';
import type { Scenario, StandaloneScenario } from './scenarios/scenario.types.js';

/** Every scenario, in order. Add a file under scenarios/ and list it here. */
const SCENARIOS: Scenario[] = [
  apiThroughput,
  holderThroughput,
  loginThroughput,
  loginJsSize,
  coldLoad,
  lighthouseMobile,
  orderFaults,
  threeInstances,
  historyDepth,
  // Last: its first `npm start` rebuilds when the build is not current.
  restart,
];
/** Scenarios that bring their own database: only when named (`npm run bench -- register`). */
const STANDALONE: Array<{ word: string; scenario: StandaloneScenario }> = [
  { word: 'register', scenario: registerScale },
];
/** `npm run bench -- holder` runs only the scenarios whose name contains one of the words given. */
const only = process.argv.slice(2).map((word) => word.toLowerCase());
const selected = SCENARIOS.filter(
  (scenario) => only.length === 0 || only.some((word) => scenario.name.toLowerCase().includes(word)),
);
const standalone = STANDALONE.filter(({ word }) => only.includes(word)).map(({ scenario }) => scenario);

if (!existsSync(SERVER_ENTRY)) {
  console.log('apps/api/dist/server.js is missing: running `npm run build` first…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const cores = availableParallelism();
const [loadOneMinute = 0] = loadavg();
console.log(
  `Nomina benchmarks — Node ${process.version}, ${cores} CPU cores, load ${loadOneMinute.toFixed(2)}, ${new Date().toISOString()}`,
);
if (loadOneMinute > cores / 2) {
  console.log(
    'WARNING the machine is busy: absolute figures are low and ratios noisy. Run again on an idle machine.',
  );
}
let exitCode = 0;
for (const scenario of standalone) {
  console.log(`\n=== ${scenario.name} ===`);
  try {
    await scenario.runAlone();
  } catch (error) {
    exitCode = 1;
    console.error(`Scenario failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
const postgres =
  selected.length === 0 || process.env.BENCH_POSTGRES === 'off' ? null : await startPrivatePostgres();
const databases = [
  { name: 'PGlite', url: undefined as string | undefined, pid: undefined as number | undefined },
  ...(postgres ? [{ name: 'PostgreSQL', url: postgres.url, pid: postgres.pid }] : []),
];
// One bare hello world for the whole run: every scenario's ratios use it, measured just before.
const bareAnchor = selected.length > 0 ? await startBareFastify() : null;
const measuredOn: string[] = [];
try {
  for (const database of databases) {
    const scenarios = selected.filter((scenario) => database.name === 'PGlite' || scenario.perDatabase);
    if (scenarios.length === 0) continue;
    measuredOn.push(database.name);
    console.log(
      `\nStarting the server on ${database.name} (production mode, fresh database, a holder with thousands of operations)…`,
    );
    const nomina = await startNomina({ prepare: prepareBenchRegister, databaseUrl: database.url });
    try {
      for (const scenario of scenarios) {
        console.log(`\n=== ${scenario.name} [${database.name}] ===`);
        const anchor = anchorFor(bareAnchor!.baseUrl);
        try {
          const before = await anchor.bare();
          console.log(`        bare anchor before: ${formatNumber(before.requestsPerSecond)} req/s`);
          await scenario.run({ nomina, database: database.name, databasePid: database.pid, anchor });
        } catch (error) {
          exitCode = 1;
          console.error(`Scenario failed: ${error instanceof Error ? error.message : String(error)}`);
        }
        const drift = (await anchor.measureAfter()).join('; ');
        console.log(`        bare anchor over the scenario: ${drift}`);
        recordDrift(scenario.name, database.name, drift);
      }
    } finally {
      await nomina.stop();
    }
  }
  if (measuredOn.length > 0) printSummary(measuredOn);
} finally {
  await bareAnchor?.stop();
  postgres?.stop();
}
process.exit(exitCode);
