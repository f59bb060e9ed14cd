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

/** Fills a data folder's embedded database, or empties and fills a PostgreSQL one (a URL). */
export function prepareBenchRegister(target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CLI, target, BENCH_HOLDER.tituNume, String(BENCH_OPERATIONS)],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`preparing the bench register failed (${code}):\n${output}`)),
    );
  });
}
