// Builds, or resumes, the registrar-scale register in a PostgreSQL cluster that outlives the run
// (BENCH_REGISTER_DIR, by default /var/tmp/nomina-register): the first run takes minutes, later
// runs reuse it. Progress lines of the builder are printed as they come.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './processes.js';

const CLI = join(ROOT, 'apps', 'api', 'src', 'db', 'seed', 'register-cli.ts');

export const REGISTER_DIR = process.env.BENCH_REGISTER_DIR ?? '/var/tmp/nomina-register';
/** BENCH_REGISTER_HOLDERS builds a smaller register (a trial run); 1.5 million by default. */
export const REGISTER_HOLDERS = Number(process.env.BENCH_REGISTER_HOLDERS ?? '') || 1_500_000;

export function buildRegister(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, databaseUrl, String(REGISTER_HOLDERS)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => process.stdout.write(`  ${chunk.toString()}`));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`building the register failed (${code}):\n${errors}`)),
    );
  });
}
