#!/usr/bin/env node
// `npm start`: from a fresh clone to a running portal. Installs when needed, builds the web app
// and the server (unless they were built from the current sources), then runs the server (which applies migrations and seeds on first run).
// Every variable of the environment is passed on to the server (PORT, DATABASE_URL, ...).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { isBuildCurrent, recordBuild } from './lib/build-fingerprint.mjs';
import { ROOT, ensureInstalled, formatSeconds, npmCommand, red, run, say } from './lib/steps.mjs';

async function main() {
  const startedAt = Date.now();

  if ((await ensureInstalled()) !== 0) fail('npm ci failed (see the output above).');

  if (isBuildCurrent(ROOT)) {
    say('The web app and the server are built from the current sources: no rebuild.');
  } else {
    say('Building the web app and the server (npm run build)…');
    if ((await run(npmCommand(), ['run', 'build'])) !== 0) fail('The build failed (see the output above).');
    recordBuild(ROOT);
  }

  const port = process.env.PORT ?? '3000';
  say(`Ready in ${formatSeconds(Date.now() - startedAt)}. Starting the server on http://localhost:${port}`);
  say(
    process.env.DATABASE_URL
      ? 'Database: PostgreSQL (DATABASE_URL)'
      : `Database: embedded PGlite in ${process.env.DATA_DIR ?? './data'}/pglite`,
  );

  // Own process group: a Ctrl-C reaches the server once, through the handler below, not twice.
  const server = spawn(process.execPath, [join('apps', 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
    detached: true,
  });
  let isStopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      // npm and the terminal may both deliver the same Ctrl-C: forward the first one only.
      if (isStopping) return;
      isStopping = true;
      say(`${signal} received, stopping the server…`);
      if (server.exitCode === null) server.kill(signal);
    });
  }
  // Should this script die without a signal, do not leave the server running on its own.
  process.on('exit', () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  });
  server.on('error', (error) => fail(`Could not start the server: ${error.message}`));
  server.on('exit', (code, signal) => {
    if (signal || isStopping) say(`Server stopped${signal ? ` (${signal})` : ''}.`);
    else if (code !== 0) console.error(red(`[nomina] The server exited with code ${code}.`));
    process.exit(code ?? 0);
  });
}

function fail(message) {
  console.error(red(`[nomina] ${message}`));
  process.exit(1);
}

await main();
