// A throw-away PostgreSQL cluster for the benchmarks' PostgreSQL rows: Debian's server binaries
// (apt-get install postgresql), a temporary folder, a free loopback port, fsync off (the figures
// are the server's, not the disk's). As root it runs as the postgres user, which PostgreSQL needs.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './processes.js';

export interface PrivatePostgres {
  url: string;
  /** The postmaster's process; its backends are its children. */
  pid: number;
  stop: () => void;
}

function serverBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((left, right) => Number(right) - Number(left));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/**
 * Starts the cluster, or answers null (with the reason printed) when PostgreSQL is not installed.
 * With `keepIn`, the cluster lives in that folder and outlives the run (created the first time,
 * started again the next): the registrar-scale register is built once and resumed.
 */
export async function startPrivatePostgres(keepIn?: string): Promise<PrivatePostgres | null> {
  const bin = serverBinaries();
  if (!bin) {
    console.log('PostgreSQL rows SKIPPED: no server under /usr/lib/postgresql (apt-get install postgresql).');
    return null;
  }
  const isRoot = process.getuid?.() === 0;
  const dir = keepIn ?? mkdtempSync(join(tmpdir(), 'nomina-bench-pg-'));
  mkdirSync(dir, { recursive: true });
  if (isRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString()),
      Number(execFileSync('id', ['-g', 'postgres']).toString()),
    );
  const run = (tool: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], {
          cwd: dir,
          stdio: 'pipe',
        })
      : execFileSync(join(bin, tool), args, { cwd: dir, stdio: 'pipe' });
  const port = await findFreePort();
  const data = join(dir, 'data');
  const isNew = !existsSync(join(data, 'PG_VERSION'));
  if (!isNew && existsSync(join(data, 'postmaster.pid'))) {
    // Left running by an interrupted run (its port is lost with it): stop it to start afresh.
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // A stale pid file of a server that already died: pg_ctl start copes with it.
    }
  }
  if (isNew)
    run('initdb', ['-D', data, '--username=postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 -c shared_buffers=512MB`,
    'start',
  ]);
  if (isNew)
    run('psql', [
      '-h',
      dir,
      '-p',
      String(port),
      '-U',
      'postgres',
      '-qAt',
      '-c',
      'CREATE DATABASE nomina_bench',
    ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/nomina_bench`,
    // The first line of postmaster.pid (written once pg_ctl -w saw the server ready).
    pid: Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        if (!keepIn) rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
