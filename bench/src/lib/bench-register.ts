// The register the benchmarks run on: the demo register, with one demo holder's history grown to
// thousands of operations, written into the server's data folder before it starts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './processes.js';

/** jdupont01's account: the holder whose portfolio and history the benchmarks read. */
export const BENCH_HOLDER = {
  login: 'jdupont01',
  password: 'Nomina#Demo2025',
  tituNume: 'T1001-000101',
} as const;
export const BENCH_OPERATIONS = 5_000;

const CLI = join(ROOT, 'apps', 'api', 'src', 'db', 'seed', 'operations-bench-cli.ts');

/**
 * Runs the bench CLI on a data folder or a PostgreSQL URL: brings `tituNume` to `total`
 * operations (`--top-up`: on a register already prepared, without emptying it).
 */
export function runOperationsCli(
  target: string,
  tituNume: string,
  total: number,
  options: { topUp?: boolean } = {},
): Promise<void> {
  const args = [CLI, target, tituNume, String(total), ...(options.topUp ? ['--top-up'] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`bringing ${tituNume} to ${total} operations failed (${code}):\n${output}`)),
    );
  });
}

/** Fills a data folder's embedded database, or empties and fills a PostgreSQL one (a URL). */
export function prepareBenchRegister(target: string): Promise<void> {
  return runOperationsCli(target, BENCH_HOLDER.tituNume, BENCH_OPERATIONS);
}

/** A fresh access token for a holder (they live 10 minutes; each measurement gets its own). */
export async function loginHolder(
  baseUrl: string,
  holder: { login: string; password: string } = BENCH_HOLDER,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: holder.login, password: holder.password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}
