// `npm run bench`: starts the built server once on a fresh database, then runs each scenario.
// Benchmarks print figures beside their targets; they never fail a test run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { ROOT, SERVER_ENTRY, startNomina } from './lib/processes.js';
import { prepareBenchRegister } from './lib/bench-register.js';
import { apiThroughput } from './scenarios/api-throughput.js';
import { holderThroughput } from './scenarios/holder-throughput.js';
import { loginJsSize } from './scenarios/login-js-size.js';
import { loginThroughput } from './scenarios/login-throughput.js';
import { orderFaults } from './scenarios/order-faults.js';
import type { Scenario } from './scenarios/scenario.types.js';

/** Every scenario, in order. Add a file under scenarios/ and list it here. */
const SCENARIOS: Scenario[] = [apiThroughput, holderThroughput, loginThroughput, loginJsSize, orderFaults];
/** `npm run bench -- holder` runs only the scenarios whose name contains one of the words given. */
const only = process.argv.slice(2).map((word) => word.toLowerCase());
const selected = SCENARIOS.filter(
  (scenario) => only.length === 0 || only.some((word) => scenario.name.toLowerCase().includes(word)),
);

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
console.log(
  'Starting the server (production mode, fresh PGlite database, a holder with thousands of operations)…',
);
const nomina = await startNomina({ prepare: prepareBenchRegister });
let exitCode = 0;
try {
  for (const scenario of selected) {
    console.log(`\n=== ${scenario.name} ===`);
    try {
      await scenario.run({ nomina });
    } catch (error) {
      exitCode = 1;
      console.error(`Scenario failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  await nomina.stop();
}
process.exit(exitCode);
