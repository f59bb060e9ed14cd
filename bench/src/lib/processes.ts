// Child processes for the benchmarks: the real Nomina server and the bare Fastify baseline.
// Each runs in its own process so that neither competes with autocannon's event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const SERVER_ENTRY = join(ROOT, 'apps', 'api', 'dist', 'server.js');

export interface RunningServer {
  name: string;
  baseUrl: string;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash would: no graceful close. */
  kill?: () => void;
  /** The PostgreSQL database it serves, if not the embedded one. */
  databaseUrl?: string;
  /** Its process (the CPU accounting of the login row reads its threads). */
  pid?: number;
}

/** Asks the kernel for a free TCP port on the loopback interface. */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Polls a URL until it answers 2xx, or fails with the child's last output. */
async function waitForUrl(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode}.\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.\n${output()}`);
}

function spawnServer(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  healthUrl: string,
  baseUrl: string,
  cleanup = () => {},
) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };
  return waitForUrl(healthUrl, child, () => log).then(
    (): RunningServer => ({ name, baseUrl, stop, kill: () => child.kill('SIGKILL'), pid: child.pid }),
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
}

/**
 * Production refuses to start without its secrets: the benchmark makes throw-away ones, once, so
 * that every instance it starts accepts the others' tokens, as instances of one service do.
 */
let secrets: NodeJS.ProcessEnv | undefined;
function throwAwaySecrets(): NodeJS.ProcessEnv {
  secrets ??= makeSecrets();
  return secrets;
}

function makeSecrets(): NodeJS.ProcessEnv {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    JWE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/**
 * The real server, built, in production mode, on a fresh database seeded on start. `prepare` may
 * fill the database first (the server then finds the register already seeded): the data folder's
 * embedded one, or the PostgreSQL database of `databaseUrl` (emptied first).
 */
export async function startNomina(
  options: {
    prepare?: (target: string) => Promise<void>;
    databaseUrl?: string;
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'nomina-bench-'));
  try {
    await options.prepare?.(options.databaseUrl ?? dataDir);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...throwAwaySecrets(),
    ...process.env,
    NODE_ENV: 'production',
    // The money-moving parties are named in production: the local ones here.
    PAYMENT_PROVIDER: 'sandbox',
    OPEN_BANKING_PROVIDER: 'sandbox',
    EXECUTION_VENUE: 'local',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'auto',
    // The login scenario measures argon2 and the event loop, not the per-address limiter.
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    IDENTIFIER_RATE_LIMIT_PER_MINUTE: '100000',
    ...options.env,
  };
  // The embedded default unless a PostgreSQL database is given: never one from the shell.
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const server = await spawnServer('nomina', [SERVER_ENTRY], env, `${baseUrl}/api/health`, baseUrl, () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
  return { ...server, databaseUrl: options.databaseUrl };
}

/** The baseline: Fastify answering a constant JSON body, nothing else. */
export async function startBareFastify(bodyFile?: string): Promise<RunningServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const entry = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
  return spawnServer(
    'bare',
    ['--import', 'tsx', entry],
    { ...process.env, PORT: String(port), ...(bodyFile ? { BARE_BODY_FILE: bodyFile } : {}) },
    `${baseUrl}/`,
    baseUrl,
  );
}
