import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { openDatabase, type TDatabaseHandle } from '../db/client';
import { generateSecrets, type TSecrets } from '../lib/secrets';
import { cloneTemplate, dropCopy } from './postgres-template';

type TTarget = { name: 'pglite' | 'postgresql'; url?: string };

/** The API suite runs on embedded PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export const testTargets: TTarget[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgresql' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
];

/** The seeded PGlite the run's global setup dumped (testing/global-setup.ts), read once per file. */
let pgliteTemplate: Blob | undefined;

type TFreshDatabase = { database: TDatabaseHandle; url?: string; drop?: () => Promise<void> };

async function openFreshDatabase(target: TTarget): Promise<TFreshDatabase> {
  if (!target.url) {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = openDatabase({ template: pgliteTemplate });
    await database.migrate();
    return { database };
  }
  // A copy of the run's seeded template (testing/postgres-template.ts), dropped when the app closes.
  const url = await cloneTemplate(target.url, inject('postgresTemplate'));
  const database = openDatabase({ url });
  await database.migrate();
  return { database, url, drop: () => dropCopy(target.url!, url) };
}

/** Generated once per test file: RSA key generation is slow. */
let secrets: TSecrets | undefined;

/** Builds the real app on a freshly seeded database of the target. */
export async function createTestApp(target: TTarget, env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    IDENTIFIER_RATE_LIMIT_PER_MINUTE: '1000',
    ADDRESS_MAX_FAILURES_PER_HOUR: '1000',
    RESET_CODE_SPACING_SECONDS: '0',
    RESET_CODES_PER_DAY: '1000',
    CODE_GUESSES_PER_DAY: '1000',
    MESSAGES_PER_DESTINATION_PER_DAY: '1000',
    SUPPORT_MESSAGES_PER_DAY: '10000',
    ID_CHECK_SESSIONS_PER_DAY: '1000',
    ID_CHECK_UPLOADS_PER_DAY: '10000',
    // The read cache is on for PGlite, whose notifications arrive before the writing call returns,
    // so every test that writes the database directly also proves the invalidation. On
    // PostgreSQL a notification reaches the listening connection a moment after the commit; the
    // tests that write directly and read at once would race it, so there the cache is tested by
    // db/read-cache.api.test.ts, which waits for the notification.
    READ_CACHE_TTL_SECONDS: target.url ? '0' : '30',
    ...env,
  });
  const { database, url, drop } = await openFreshDatabase(target);
  secrets ??= await generateSecrets();
  const app = await buildApp(config, database, secrets);
  app.addHook('onClose', async () => {
    await database.close();
    await drop?.();
  });
  await app.ready();
  if (url) databaseUrlOf.set(app, url);
  return app;
}

const databaseUrlOf = new WeakMap<FastifyInstance, string>();

/**
 * Another instance of `app` on the same PostgreSQL database (same config and keys), as a second
 * process behind a load balancer would be; null on PGlite, which one process owns.
 */
export async function createSecondInstance(app: FastifyInstance): Promise<FastifyInstance | null> {
  const url = databaseUrlOf.get(app);
  if (!url || !secrets) return null;
  const database = openDatabase({ url });
  const second = await buildApp(app.config, database, secrets);
  second.addHook('onClose', () => database.close());
  await second.ready();
  return second;
}

/**
 * The instances a test talks to: `app` and, on PostgreSQL, a second instance on the same database
 * (started before the file's tests, closed after them).
 */
export function useInstances(app: () => FastifyInstance) {
  let other: FastifyInstance | null = null;
  beforeAll(async () => {
    other = await createSecondInstance(app());
  });
  afterAll(() => other?.close());
  return {
    all: () => [app(), ...(other ? [other] : [])],
    second: () => other,
  };
}

/** Runs the same API tests once per database target, each on its own app. */
export function describeApi(
  title: string,
  body: (app: () => FastifyInstance) => void,
  env?: NodeJS.ProcessEnv,
): void {
  for (const target of testTargets) {
    describe(`${title} [${target.name}]`, () => {
      let app: FastifyInstance;
      beforeAll(async () => {
        app = await createTestApp(target, env);
      });
      afterAll(() => app?.close());
      body(() => app);
    });
  }
}
