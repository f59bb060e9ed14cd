import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { DataDirError, lockDataDir } from './data-dir-lock';
import { takingTurns } from './embedded-turns';
import { findDamagedIndex } from './integrity';
import { listenPostgres } from './listen-postgres';

/**
 * The embedded database's buffer pool. Postgres clears it all at start, in WebAssembly here: on
 * the demo data it was ready in 1.1–1.5 s with the default 128 MB, 0.7–0.85 s with 16 MB. Pages
 * it does not hold are read from the operating system's cache, and the signed-in reads that
 * repeat are answered before the database (read cache).
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';
const EMBEDDED_START = [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];

export type TDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabaseHandle = {
  db: TDatabase;
  kind: 'pglite' | 'postgresql';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** The whole embedded database as a tarball (PGlite only). */
  dump?: () => Promise<Blob>;
  /** Checks every index of the embedded database against its table (PGlite only; db/integrity.ts). */
  verify?: () => Promise<void>;
  /** The embedded database's last process stopped without releasing its lock (a crash, kill -9). */
  stoppedUncleanly?: boolean;
  /** Listens to a notification channel; resolves with a function that stops listening. */
  listen: (channel: string, handlers: TListenHandlers) => Promise<() => Promise<void>>;
  /**
   * Hears a pooled connection lost while idle (a server restart, a failover, a terminated
   * backend): the pool has dropped it and opens another for the next query (PostgreSQL only).
   */
  onConnectionLost?: (listener: (error: Error) => void) => void;
};

export type TListenHandlers = {
  onMessage: (payload: string) => void;
  /** Listening started, or started again after a loss (notifications in between were missed). */
  onReady: () => void;
  /** The connection that listens is lost; a new one is being opened. */
  onLost: () => void;
};

/** Where the committed SQL migrations are, from the source tree or from the built bundle. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  // src/db/client.ts → ../../drizzle ; dist/server.js → ../drizzle
  return here.endsWith(join('src', 'db')) ? resolve(here, '../../drizzle') : resolve(here, '../drizzle');
}

/**
 * PostgreSQL when a URL is given, else the embedded PGlite in `dataDir` (or in memory). An
 * in-memory PGlite can start from `template`, a dump of another one (the API suite migrates and
 * seeds once, then starts each test app from the dump).
 */
export function openDatabase(options: { url?: string; dataDir?: string; template?: Blob }): TDatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Unheard, a pool's 'error' event would end the process: an idle connection's loss is not
    // the app's failure (pg-pool has already dropped it).
    const lostListeners: Array<(error: Error) => void> = [];
    pool.on('error', (error) => {
      for (const listener of lostListeners) listener(error);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as TDatabase,
      kind: 'postgresql',
      migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
      listen: (channel, handlers) => listenPostgres(options.url!, channel, handlers),
      onConnectionLost: (listener) => lostListeners.push(listener),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const { unlock, stoppedUncleanly } = options.dataDir
    ? lockDataDir(options.dataDir)
    : { unlock: () => undefined, stoppedUncleanly: false };
  const client = options.template
    ? new PGlite({ loadDataDir: options.template, startParams: EMBEDDED_START })
    : new PGlite(options.dataDir ?? 'memory://', { extensions: { amcheck }, startParams: EMBEDDED_START });
  const db = drizzlePglite(takingTurns(client), { schema });
  const damaged = (error: unknown) =>
    new DataDirError(
      `The embedded database in ${options.dataDir} could not be opened; it looks damaged ` +
        `(${error instanceof Error ? error.message : String(error)}). Restore the folder from a ` +
        'backup, or move it aside to start with an empty database.',
    );
  return {
    db: db as unknown as TDatabase,
    kind: 'pglite',
    stoppedUncleanly,
    dump: () => client.dumpDataDir('none'),
    // One connection: a notification is delivered once its transaction commits, before the
    // committing call returns.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onMessage);
      handlers.onReady();
      return stop;
    },
    verify: async () => {
      const damage = await findDamagedIndex(client);
      if (!damage) return;
      unlock();
      throw new DataDirError(
        `The embedded database in ${options.dataDir ?? 'memory'} is damaged (${damage}). Restore the ` +
          'folder from a backup, or move it aside to start with an empty database.',
      );
    },
    migrate: async () => {
      try {
        await client.waitReady;
      } catch (error) {
        unlock();
        throw damaged(error);
      }
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
