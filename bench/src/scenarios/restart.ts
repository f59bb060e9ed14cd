// Issue 15: `npm start` again on an installed, built checkout must serve within 3 s when nothing
// changed. Spawns `npm start` as an operator would (development mode as the README runs it, its
// own port and data folder, or the PostgreSQL database of the run), waits for /api/health, stops
// it with Ctrl-C (SIGINT to its process group), then does it again on the same data: the first
// start may build, migrate and seed; the restarts after it are the figure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, findFreePort } from '../lib/processes.js';
import { formatNumber, printTable, printTarget } from '../lib/report.js';
import { recordRow } from '../lib/summary.js';
import type { Scenario } from './scenario.types.js';

const RESTARTS = Number(process.env.BENCH_RESTARTS ?? '') || 3;
const TARGET_MS = 3000;
const pause = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

/** When each step's line came out, in ms from the spawn: where a start spends its time. */
const MARKS = {
  // start.mjs's line before it spawns the server: the install and build checks are done.
  checked: 'Starting the server',
  // The server's log after migrations, the data check, the seed check and the translations sync.
  databaseReady: 'database ready',
  listening: 'Server listening',
} as const;
type TMark = keyof typeof MARKS;
type TStart = { totalMs: number; marks: Partial<Record<TMark, number>>; didBuild: boolean };

/** Is anything answering the health route? */
async function isAnswering(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** One `npm start`, timed from the spawn until /api/health answers, then stopped with Ctrl-C. */
async function startOnce(env: NodeJS.ProcessEnv, healthUrl: string): Promise<TStart> {
  if (await isAnswering(healthUrl)) throw new Error(`${healthUrl} answers before the start: port taken`);
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let didBuild = false;
  const marks: TStart['marks'] = {};
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    if (text.includes('npm run build')) didBuild = true;
    log = (log + text).slice(-8_000);
    for (const [mark, line] of Object.entries(MARKS) as Array<[TMark, string]>)
      if (marks[mark] === undefined && log.includes(line)) marks[mark] = performance.now() - started;
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  /** Ctrl-C as a terminal sends it: to npm's whole process group; start.mjs forwards it to the server. */
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
    for (let waited = 0; (await isAnswering(healthUrl)) && waited < 10_000; waited += 100) await pause(100);
  };
  let totalMs: number;
  try {
    const deadline = started + 15 * 60_000;
    while (!(await isAnswering(healthUrl))) {
      if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}:\n${log}`);
      if (performance.now() > deadline) throw new Error(`npm start did not answer within 15 min:\n${log}`);
      await pause(25);
    }
    totalMs = performance.now() - started;
  } finally {
    await stop();
  }
  if (await isAnswering(healthUrl)) throw new Error('the server still answers after npm start was stopped');
  return { totalMs, marks, didBuild };
}

export const restart: Scenario = {
  name: `restart: \`npm start\` again on an installed, built checkout (${RESTARTS} restarts after a first start)`,
  perDatabase: true,
  async run({ nomina, database }) {
    const port = await findFreePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'nomina-restart-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    };
    // As the README runs it: the default mode, the embedded database unless the run's PostgreSQL is given.
    for (const name of ['NODE_ENV', 'DATABASE_URL', 'LOG_LEVEL']) delete env[name];
    if (nomina.databaseUrl) env.DATABASE_URL = nomina.databaseUrl;
    const healthUrl = `http://127.0.0.1:${port}/api/health`;
    try {
      const first = await startOnce(env, healthUrl);
      const starts: TStart[] = [];
      for (let n = 0; n < RESTARTS; n += 1) starts.push(await startOnce(env, healthUrl));
      // A diagnostic, not the figure: the same restart with the data folder's index check forced
      // (by default it runs only after a stop that left the folder locked).
      const checked = await startOnce({ ...env, DATA_CHECK: 'on' }, healthUrl);
      const seconds = (ms: number | null | undefined) =>
        ms === null || ms === undefined ? '—' : `${formatNumber(ms / 1000, 2)} s`;
      const row = (label: string, start: TStart) => [
        label,
        seconds(start.marks.checked),
        seconds(start.marks.databaseReady),
        seconds(start.marks.listening),
        seconds(start.totalMs),
      ];
      printTable(
        `${this.name} [${database}], seconds from the spawn of \`npm start\``,
        ['start', 'install/build checked', 'database ready', 'listening', 'health answers'],
        [
          row(`first${first.didBuild ? ' (it built)' : ''}`, first),
          ...starts.map((start, index) => row(`restart ${index + 1}`, start)),
          row('restart with DATA_CHECK=on (diagnostic)', checked),
        ],
      );
      const rebuiltAgain = starts.filter((start) => start.didBuild).length;
      if (rebuiltAgain > 0)
        console.log(`WARNING ${rebuiltAgain} restart(s) rebuilt although nothing changed.`);
      const totals = starts.map((start) => start.totalMs).sort((left, right) => left - right);
      const median = totals[Math.floor(totals.length / 2)]!;
      const spread = `${seconds(totals[0]!)}–${seconds(totals.at(-1)!)}`;
      console.log('');
      printTarget(
        `restart of an installed, built checkout [${database}], median of ${RESTARTS}`,
        `${seconds(median)} (${spread})`,
        `≤ ${seconds(TARGET_MS)}`,
        median <= TARGET_MS && rebuiltAgain === 0,
      );
      recordRow(
        'restart of an installed, built checkout (`npm start` again, median)',
        database,
        `${seconds(median)} (${spread})`,
        `≤ ${seconds(TARGET_MS)}`,
        median <= TARGET_MS && rebuiltAgain === 0,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
