import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

/**
 * Real server processes on one embedded database folder (issue 9 §6, §7): the second start stops
 * at once with a clear message, a damaged folder is reported, and a production start never
 * seeds the demo register nor serves the OpenAPI UI.
 */
const apiDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const started: ChildProcess[] = [];

type TServer = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>): TServer {
  const port = 41_000 + Math.floor(Math.random() * 8000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, port, output: () => output, exited };
}

async function waitHealthy(server: TServer, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`server not healthy: ${server.output()}`);
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error('timed out')), ms)),
  ]);

describe('one process per embedded database folder', { timeout: 300_000 }, () => {
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('stops a second server on the same DATA_DIR at once, and frees the folder on stop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nomina-lock-'));
    const first = startServer({ DATA_DIR: dataDir, SEED: 'never' });
    await waitHealthy(first);
    const second = startServer({ DATA_DIR: dataDir, SEED: 'never' });
    expect(await within(second.exited, 30_000)).toBe(1);
    expect(second.output()).toContain(`in use by another Nomina process (pid ${first.child.pid})`);
    // The first one still answers.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).ok).toBe(true);
    first.child.kill('SIGTERM');
    await within(first.exited, 30_000);
    expect(existsSync(join(dataDir, 'pglite', 'nomina.lock'))).toBe(false);
    // A lock left by a killed process is taken over.
    writeFileSync(join(dataDir, 'pglite', 'nomina.lock'), '999999\n');
    const third = startServer({ DATA_DIR: dataDir, SEED: 'never' });
    await waitHealthy(third);
    third.child.kill('SIGTERM');
    await within(third.exited, 30_000);
  });

  it('says so when the folder is damaged', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nomina-damaged-'));
    mkdirSync(join(dataDir, 'pglite', 'global'), { recursive: true });
    writeFileSync(join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    writeFileSync(join(dataDir, 'pglite', 'global', 'pg_control'), randomBytes(8192));
    const server = startServer({ DATA_DIR: dataDir, SEED: 'never' });
    expect(await within(server.exited, 60_000)).toBe(1);
    expect(server.output()).toMatch(/could not be opened; it looks damaged/);
  });

  it('opens the embedded database with the small buffer pool that keeps its start short', async () => {
    const database = openDatabase({
      dataDir: join(mkdtempSync(join(tmpdir(), 'nomina-buffers-')), 'pglite'),
    });
    const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
      rows: { shared_buffers: string }[];
    };
    await database.close();
    expect(rows[0]!.shared_buffers).toBe('16MB');
  });

  it('checks the indexes after a stop that left the folder locked, and at every start when told', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nomina-check-'));
    const database = openDatabase({ dataDir: join(dataDir, 'pglite') });
    await database.migrate();
    await database.db.execute(sql`create table scratch (id integer primary key, note text)`);
    await database.db.execute(
      sql`insert into scratch select g, md5(g::text) from generate_series(1, 5000) g`,
    );
    const { rows } = (await database.db.execute(
      sql`select pg_relation_filepath('scratch_pkey') as path`,
    )) as unknown as { rows: { path: string }[] };
    await database.close();
    // A page of the index overwritten, as a disk fault under a crash would leave it.
    const fd = openSync(join(dataDir, 'pglite', rows[0]!.path), 'r+');
    writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, 8192);
    closeSync(fd);

    for (const env of [{}, { DATA_CHECK: 'on' }] as Record<string, string>[]) {
      // The lock of a process killed mid-run (auto), or a clean folder with the check forced (on).
      if (!('DATA_CHECK' in env)) writeFileSync(join(dataDir, 'pglite', 'nomina.lock'), '999999\n');
      const server = startServer({ DATA_DIR: dataDir, SEED: 'never', ...env });
      expect(await within(server.exited, 60_000)).toBe(1);
      expect(server.output()).toMatch(/is damaged \(index scratch_pkey: /);
    }
  });

  it('never seeds the demo register nor serves the OpenAPI UI in production unless told', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nomina-prod-'));
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const server = startServer({
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      OPEN_BANKING_PROVIDER: 'sandbox',
      EXECUTION_VENUE: 'local',
      SEED: 'auto',
      JWT_SECRET: randomBytes(32).toString('hex'),
      JWE_PRIVATE_KEY: privateKey,
    });
    await waitHealthy(server);
    const base = `http://127.0.0.1:${server.port}`;
    const login = await fetch(`${base}/api/v1/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'jdupont01', password: 'Nomina#Demo2025' }),
    });
    expect(login.status).toBe(401);
    expect((await fetch(`${base}/api/docs`)).status).toBe(404);
    expect((await fetch(`${base}/api/docs/json`)).status).toBe(404);
    server.child.kill('SIGTERM');
    await within(server.exited, 30_000);
  });
});
