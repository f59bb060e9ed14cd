import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemoRegister, syncTranslations } from '../db/seed/seed';
import { createTemplate, dropTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite, for the test apps to start from. */
    pgliteTemplate: string;
    /** The seeded PostgreSQL template database each test app copies ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/**
 * Migrating and seeding PGlite takes ~4 s, loading a dump ~1 s: the API suite does the first once
 * per run and every test app on PGlite starts from the dump; on PostgreSQL every test app starts
 * from a copy of a template database seeded here (testing/postgres-template.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const database = openDatabase({});
  await database.migrate();
  await seedDemoRegister(database.db);
  await syncTranslations(database.db);
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'nomina-api-tests-'));
  const file = join(dir, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  const url = process.env.TEST_DATABASE_URL;
  const postgresTemplate = url ? await createTemplate(url) : null;
  project.provide('postgresTemplate', postgresTemplate ?? '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && postgresTemplate) await dropTemplate(url, postgresTemplate);
  };
}
