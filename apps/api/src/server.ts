import { ConfigError, loadConfig, seedsDemo, type TConfig } from './config/config';
import { DataDirError } from './db/data-dir-lock';
import { openDatabase } from './db/client';
import { seedDemoRegister, syncTranslations } from './db/seed/seed';
import { loadSecrets } from './lib/secrets';
import { buildApp } from './app';

async function prepareDatabase(config: TConfig) {
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: `${config.dataDir}/pglite` });
  await database.migrate();
  // A folder that opens may still hold a damaged index (issue 9 §6): say so before serving.
  if (config.DATA_CHECK === 'on') await database.verify?.();
  const seeded = seedsDemo(config) ? await seedDemoRegister(database.db) : false;
  await syncTranslations(database.db);
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
  const { database, seeded } = await prepareDatabase(config).catch((error: unknown) => {
    if (error instanceof DataDirError) {
      process.stderr.write(`Nomina could not start: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  });
  const app = await buildApp(config, database, await loadSecrets(config));
  app.log.info({ database: database.kind, seeded }, 'database ready');

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
