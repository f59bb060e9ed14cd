// A Nomina server that can be killed (SIGKILL, as a crash) and started again on the same data
// folder and port: the order fault run uses it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, SERVER_ENTRY, findFreePort } from './processes.js';

export type RestartableServer = {
  baseUrl: string;
  /** Kills the process at once (no clean shutdown) and starts it again; resolves when it answers. */
  crashAndRestart: () => Promise<void>;
  stop: () => Promise<void>;
};

async function waitHealthy(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${url} did not answer within 120 s\n${log()}`);
}

/**
 * Non-production mode (demo logins, dev endpoints), its own data folder, and no limit on order
 * confirmations per address. BENCH_DATABASE_URL runs it on PostgreSQL instead of PGlite.
 */
export async function startRestartableNomina(): Promise<RestartableServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nomina-faults-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'auto',
    WEB_DIST: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    IDENTIFIER_RATE_LIMIT_PER_MINUTE: '100000',
    ORDER_RATE_LIMIT_PER_MINUTE: '1000000',
  };
  delete env.DATABASE_URL;
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  let child: ChildProcess;
  let log = '';
  const start = async () => {
    child = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-8_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    await waitHealthy(`${baseUrl}/api/health`, child, () => log);
  };
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    await exited;
  };
  await start();
  return {
    baseUrl,
    crashAndRestart: async () => {
      await kill('SIGKILL');
      await start();
    },
    stop: async () => {
      await kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
