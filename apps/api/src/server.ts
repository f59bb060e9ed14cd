import { ConfigError, loadConfig, seedsDemo, type TConfig } from './config/config';
import { DataDirError } from './db/data-dir-lock';
import { openDatabase } from './db/client';
import { seedDemoRegister, syncTranslations } from './db/seed/seed';
import { loadSecrets } from './lib/secrets';
import { buildApp } from './app';

/** Milliseconds each start step took, logged with "database ready": where a restart spends its time. */
function stepTimer() {
  const steps: Record<string, number> = {};
  let last = performance.now();
  return {
    steps,
    done(step: string) {
      const now = performance.now();
      steps[step] = Math.round(now - last);
      last = now;
    },
  };
}

async function prepareDatabase(config: TConfig, timer: ReturnType<typeof stepTimer>) {
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: `${config.dataDir}/pglite` });
  await database.migrate();
  timer.done('openAndMigrate');
  // A folder that opens may still hold a damaged index (issue 9 §6): say so before serving. By
  // default (`auto`) after a stop that did not release the folder, where damage comes from.
  if (config.DATA_CHECK === 'on' || (config.DATA_CHECK === 'auto' && database.stoppedUncleanly))
    await database.verify?.();
  timer.done('dataCheck');
  const seeded = seedsDemo(config) ? await seedDemoRegister(database.db) : false;
  timer.done('seed');
  await syncTranslations(database.db);
  timer.done('translations');
  return { database, seeded };
}

async function main() {
  let config: TConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const timer = stepTimer();
  timer.steps.moduleLoad = Math.round(performance.now());
  const { database, seeded } = await prepareDatabase(config, timer).catch((error: unknown) => {
    if (error instanceof DataDirError) {
      process.stderr.write(`Nomina could not start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  });
  const app = await buildApp(config, database, await loadSecrets(config));
  timer.done('buildApp');
  app.log.info({ database: database.kind, seeded, startupMs: timer.steps }, 'database ready');

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  process.stderr.write(`Nomina could not start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
